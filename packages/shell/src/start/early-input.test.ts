import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyInput } from './early-input';

afterEach(() => document.body.replaceChildren());

/** the server's markup: buttons without handlers */
function serverButtons(...labels: string[]) {
  document.body.innerHTML = labels.map((label) => `<button type="button">${label}</button>`).join('');
  return [...document.body.querySelectorAll('button')];
}

describe('keepEarlyInput: a press', () => {
  it("gives the last press before the app runs again to the same button, once the app's handlers are on", () => {
    const [menu, cart] = serverButtons('Menu', 'Panier');
    const early = keepEarlyInput(document);
    menu!.click();
    cart!.click();
    const pressed = vi.fn();
    cart!.addEventListener('click', () => pressed('cart'));
    menu!.addEventListener('click', () => pressed('menu'));
    early.stop();
    early.replay();
    expect(pressed.mock.calls).toEqual([['cart']]);
  });

  it('a press on text inside a button counts; one outside any button drops the kept press', () => {
    document.body.innerHTML = '<button type="button"><span>Panier</span></button><p>texte</p>';
    const early = keepEarlyInput(document);
    const button = document.querySelector('button')!;
    document.querySelector('span')!.click();
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    early.replay();
    expect(pressed).toHaveBeenCalledTimes(1);

    const again = keepEarlyInput(document);
    document.querySelector('span')!.click();
    document.querySelector('p')!.click();
    pressed.mockClear();
    again.replay();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('a press once the app renders is its own: the kept one is not given again (no open-then-close)', () => {
    const [cart] = serverButtons('Panier');
    const early = keepEarlyInput(document);
    cart!.click();
    early.stop();
    cart!.click();
    const pressed = vi.fn();
    cart!.addEventListener('click', pressed);
    early.replay();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('nothing is given to a button the app removed, or disabled, and replay listens no more', () => {
    const [gone, off, later] = serverButtons('Gone', 'Off', 'Later');
    const pressed = vi.fn();
    for (const button of [gone!, off!, later!]) button.addEventListener('click', () => pressed(button.textContent));

    const first = keepEarlyInput(document);
    gone!.click();
    gone!.remove();
    pressed.mockClear();
    first.replay();
    expect(pressed).not.toHaveBeenCalled();

    const second = keepEarlyInput(document);
    off!.click();
    off!.setAttribute('aria-disabled', 'true');
    pressed.mockClear();
    second.replay();
    expect(pressed).not.toHaveBeenCalled();

    later!.click();
    pressed.mockClear();
    second.replay();
    expect(pressed).not.toHaveBeenCalled();
  });
});

/** what a visitor's typing does: the value, then the event */
function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('keepEarlyInput: what was typed', () => {
  it("gives each field the value typed before the app ran, with the events the app's handlers listen to, then the press", () => {
    document.body.innerHTML =
      '<input id="search" type="text" value=""><select id="day"><option value="">-</option><option value="mon">lundi</option></select>' +
      '<input id="open" type="checkbox"><input id="full" type="checkbox" checked><button type="button">Filtrer</button>';
    const [search, day, open, full, button] = ['#search', '#day', '#open', '#full', 'button'].map((s) => document.querySelector(s)!) as [
      HTMLInputElement,
      HTMLSelectElement,
      HTMLInputElement,
      HTMLInputElement,
      HTMLButtonElement,
    ];
    const early = keepEarlyInput(document);
    type(search, 'tenn');
    type(search, 'tennis');
    type(day, 'mon');
    open.click();
    full.click();
    button.click();
    // the app's first render sets every field back to its state (the server's)
    search.value = '';
    day.value = '';
    open.checked = false;
    full.checked = true;
    const seen: string[] = [];
    for (const field of [search, day]) field.addEventListener('input', () => seen.push(`${field.id}=${field.value}`));
    for (const box of [open, full]) box.addEventListener('change', () => seen.push(`${box.id}:${box.checked}`));
    button.addEventListener('click', () => seen.push('pressed'));
    early.stop();
    early.replay();
    expect(seen).toEqual(['search=tennis', 'day=mon', 'open:true', 'full:false', 'pressed']);
  });

  it('a field the app already shows that way is left alone; one typed in once the app runs, or gone, is not touched', () => {
    document.body.innerHTML = '<input id="a"><input id="b"><input id="c">';
    const [a, b, c] = [...document.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    const early = keepEarlyInput(document);
    type(a, 'same');
    type(b, 'early');
    type(c, 'gone');
    c.remove();
    early.stop();
    type(b, 'the app’s');
    const seen: string[] = [];
    for (const field of [a, b, c]) field.addEventListener('input', () => seen.push(field.id));
    early.replay();
    expect(seen).toEqual([]);
    expect([a.value, b.value]).toEqual(['same', 'the app’s']);
  });
});
