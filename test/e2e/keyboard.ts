import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Page } from './browser';

/** What a keyboard user lands on: the keyboard browser tests move by Tab alone and read where the focus is. */
export interface Focused {
  /** the accessible name as a keyboard user hears it: aria-label, aria-labelledby, the label, the text, else the title */
  name: string;
  tag: string;
  /** the card the focus is in (its id), if any */
  card: string | null;
  href: string | null;
}

/** The element that has the focus, inside the widgets' shadow roots too. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return { name: '', tag: '', card: null, href: null };
    const root = el.getRootNode() as Document | ShadowRoot;
    const labelledBy = el.getAttribute('aria-labelledby');
    const byIds = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => root.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const name = (el.getAttribute('aria-label') || byIds || label || el.textContent || el.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
    return { name, tag: el.tagName.toLowerCase(), card: el.closest('[id^="o-"]')?.id ?? null, href: el.getAttribute('href') };
  });
}

/** Tab (or Shift+Tab) until the focus is on what `wanted` accepts, as a keyboard user would look for it. */
export async function tabTo(page: Page, wanted: RegExp | ((f: Focused) => boolean), { max = 80, back = false } = {}): Promise<Focused> {
  const accepts = typeof wanted === 'function' ? wanted : (f: Focused) => wanted.test(f.name);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (accepts(f)) return f;
  }
  throw new Error(`nothing matching ${String(wanted)} within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus on ${JSON.stringify(await focused(page))}`);
}

/** Arrow keys on the focused select until its chosen option reads `wanted` (a closed select changes with them). */
export async function arrowTo(page: Page, wanted: RegExp, max = 6): Promise<void> {
  const chosen = () => page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  for (let i = 0; i < max && !wanted.test(await chosen()); i++) await page.keyboard.press('ArrowDown');
  expect(await chosen()).toMatch(wanted);
}

export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The checkout's form by keyboard: the coupon BIENVENUE10 applied with Enter, bank transfer, the terms with Space. */
export async function couponTransferTerms(page: Page, checkout: Locator): Promise<void> {
  await tabTo(page, /^Code promo/);
  await page.keyboard.type('BIENVENUE10');
  await page.keyboard.press('Enter');
  await checkout.getByText('-10 % sur votre commande').first().waitFor();
  // a radio group is one Tab stop; the arrows move the choice within it
  await tabTo(page, (f) => f.tag === 'input' && /Payer/.test(f.name));
  for (let i = 0; i < 4 && !/virement/.test((await focused(page)).name); i++) await page.keyboard.press('ArrowDown');
  expect((await focused(page)).name).toMatch(/Payer plus tard par virement/);
  expect(await checkout.getByLabel('Payer plus tard par virement').isChecked()).toBe(true);
  await tabTo(page, /J'accepte les conditions générales/);
  await page.keyboard.press('Space');
}
