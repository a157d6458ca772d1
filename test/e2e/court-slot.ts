import { expect } from 'vitest';
import type { Page } from './browser';

const WORDS = {
  fr: { book: /^Réserver /, noSlot: /^Aucun créneau disponible/ },
  en: { book: /^Book /, noSlot: /^No slot available/ },
} as const;

/** Opens the first court slot from today on, on a courts page: the strip moves to the next day while a day has none left. */
export async function openFirstCourtSlot(page: Page, lang: keyof typeof WORDS): Promise<void> {
  const main = page.locator('main');
  const reserve = main
    .getByRole('link', { name: WORDS[lang].book })
    .or(main.getByRole('button', { name: WORDS[lang].book }))
    .first();
  const noSlot = main.getByText(WORDS[lang].noSlot);
  // the server's markup is on screen before the script runs: a key pressed then reaches no handler (the page's
  // style markers go when the script takes the page over)
  await expect.poll(() => page.locator('[data-oriel-style]').count()).toBe(0);
  for (let day = 0; ; day++) {
    await reserve.or(noSlot).first().waitFor();
    if (await reserve.isVisible()) break;
    if (day === 7) throw new Error('no court slot within a week');
    await main.locator('.o-strip-day[aria-pressed="true"]').press('ArrowRight');
    await noSlot.waitFor({ state: 'hidden' });
  }
  await reserve.click();
}
