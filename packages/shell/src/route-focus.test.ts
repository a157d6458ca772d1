import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusNewPage } from './route-focus';

afterEach(() => document.body.replaceChildren());

const frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));

function shell(html: string) {
  document.body.innerHTML = `<button id="elsewhere">x</button><main id="o-main" tabindex="-1">${html}</main>`;
  return document.getElementById('o-main')!;
}

describe('focus after a client-side navigation (WCAG 2.4.3)', () => {
  it('goes to the new page’s h1 at once, which a screen reader then reads', () => {
    shell('<h1>Stages</h1>');
    focusNewPage();
    expect(document.activeElement?.textContent).toBe('Stages');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a lazy page to draw its heading, never parking on the unnamed <main>, and takes it before a paint', async () => {
    const main = shell('<div aria-busy="true"></div>');
    focusNewPage();
    expect(document.activeElement).not.toBe(main);
    await frame();
    expect(document.activeElement).not.toBe(main);
    main.insertAdjacentHTML('beforeend', '<h1>Cours</h1>');
    // a mutation observer's turn: before the next frame
    await Promise.resolve();
    expect(document.activeElement?.textContent).toBe('Cours');
  });

  it('a page that draws no heading at all: <main> once the wait is over', async () => {
    const main = shell('<p>Rien</p>');
    focusNewPage(document, 30);
    expect(document.activeElement).not.toBe(main);
    await vi.waitFor(() => expect(document.activeElement).toBe(main));
  });

  it('keeps a focus the new page put on something of its own', async () => {
    const main = shell('<h1>Désinscription</h1><input id="field">');
    focusNewPage();
    document.getElementById('field')!.focus();
    await frame();
    expect(document.activeElement?.id).toBe('field');
    expect(main.contains(document.activeElement)).toBe(true);
  });

  it('takes focus back from the header, where a closing menu or drawer handed it to its button', async () => {
    shell('<h1>Panier</h1>');
    focusNewPage();
    document.getElementById('elsewhere')!.focus();
    await frame();
    expect(document.activeElement?.textContent).toBe('Panier');
  });

  it('a page of screens under one h1 (the account area): the screen’s own title, awaited, names it', async () => {
    const main = shell('<h1>Mon compte</h1><section data-route-title-soon=""></section>');
    focusNewPage();
    await frame();
    expect(document.activeElement).not.toBe(main);
    main.querySelector('section')!.insertAdjacentHTML('beforeend', '<h2 data-route-title="">Mes inscriptions</h2>');
    await frame();
    expect(document.activeElement?.textContent).toBe('Mes inscriptions');
  });

  it('a screen’s title that never comes: the h1 once the wait is over', async () => {
    shell('<h1>Mon compte</h1><section data-route-title-soon=""></section>');
    focusNewPage(document, 30);
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Mon compte'));
  });
});
