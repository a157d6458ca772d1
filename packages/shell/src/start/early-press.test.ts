import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyPress } from './early-press';

afterEach(() => document.body.replaceChildren());

/** the server's markup: buttons without handlers */
function serverButtons(...labels: string[]) {
  document.body.innerHTML = labels.map((label) => `<button type="button">${label}</button>`).join('');
  return [...document.body.querySelectorAll('button')];
}

describe('keepEarlyPress', () => {
  it("gives the last press before the app runs again to the same button, once the app's handlers are on", () => {
    const [menu, cart] = serverButtons('Menu', 'Panier');
    const early = keepEarlyPress(document);
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
    const early = keepEarlyPress(document);
    const button = document.querySelector('button')!;
    document.querySelector('span')!.click();
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    early.replay();
    expect(pressed).toHaveBeenCalledTimes(1);

    const again = keepEarlyPress(document);
    document.querySelector('span')!.click();
    document.querySelector('p')!.click();
    pressed.mockClear();
    again.replay();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('a press once the app renders is its own: the kept one is not given again (no open-then-close)', () => {
    const [cart] = serverButtons('Panier');
    const early = keepEarlyPress(document);
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

    const first = keepEarlyPress(document);
    gone!.click();
    gone!.remove();
    pressed.mockClear();
    first.replay();
    expect(pressed).not.toHaveBeenCalled();

    const second = keepEarlyPress(document);
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
