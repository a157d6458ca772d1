import { describe, expect, inject } from 'vitest';
import { itAtFirstInstant, openContext, useBrowser, watchErrors, type Page } from './browser';
import { BOOTSTRAP_REBOOT, HOSTILE, TAILWIND_PREFLIGHT } from './host-css';
import { hostDocument, useHostPages } from './host-page';

const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();

const WIDGETS =
  '<div class="page"><oriel-cart></oriel-cart>' +
  '<oriel-cards data-kind="availabilities" data-page-size="2" data-columns="2"></oriel-cards>' +
  '<oriel-account></oriel-account></div>';

const pageWith = (css: string) => host.page(hostDocument(`<style>${css}</style><script src="${urls.loader}" data-api="${urls.api}"></script>${WIDGETS}`));

/** What a widget part looks like: its inherited text properties as computed, and its box's height. */
const PARTS = {
  'card title': 'oriel-cards .o-card-title',
  'card price': 'oriel-cards .o-card-price',
  'grid button': 'oriel-cards .o-pagination .btn',
  'cart button': 'oriel-cart .o-cart-button',
  'account label': 'oriel-account label',
  'account input': 'oriel-account input',
  'account button': 'oriel-account button[type="submit"]',
} as const;
const PROPERTIES = [
  'font-size',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'font-style',
  'font-weight',
  'font-variant-caps',
  'font-family',
  'font-stretch',
  'font-feature-settings',
  'color',
  'white-space-collapse',
  'text-wrap-mode',
  'text-shadow',
  'word-break',
  'cursor',
  'color-scheme',
] as const;

async function styles(page: Page): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [name, selector] of Object.entries(PARTS)) {
    const part = page.locator(selector).first();
    await part.waitFor();
    out[name] = await part.evaluate((el, props) => {
      const style = getComputedStyle(el);
      return { ...Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)])), height: `${Math.round(el.getBoundingClientRect().height)}px` };
    }, PROPERTIES);
  }
  return out;
}

async function open(css: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await openContext(browser())).newPage();
  const errors = watchErrors(page);
  await page.goto(pageWith(css));
  await page.locator('oriel-cards .o-card-title').first().waitFor({ timeout: 20_000 });
  await page.locator('oriel-account input').first().waitFor({ timeout: 20_000 });
  return { page, errors };
}

describe('the widgets keep their look on any host (issue 36)', () => {
  itAtFirstInstant(
    'on a 62.5 % root with hostile inherited text, Bootstrap and Tailwind, titles, prices, buttons and inputs compute as on a clean page',
    async () => {
      const clean = await open('');
      const hostile = await open(BOOTSTRAP_REBOOT + TAILWIND_PREFLIGHT + HOSTILE);
      // the hostile page is hostile: its own text is 14 px, uppercase and spaced out
      expect(await hostile.page.locator('.page').evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).textTransform])).toEqual([
        '14px',
        'uppercase',
      ]);
      const expected = await styles(clean.page);
      expect(expected['card title']!['font-size']).toBe('17.6px');
      expect(await styles(hostile.page)).toEqual(expected);
      expect([...clean.errors, ...hostile.errors]).toEqual([]);
    },
  );

  itAtFirstInstant('--oriel-rem scales a widget, text and boxes alike, and leaves the others as they are', async () => {
    const { page, errors } = await open('oriel-cards { --oriel-rem: 20px; }');
    const title = await page
      .locator(PARTS['card title'])
      .first()
      .evaluate((el) => getComputedStyle(el).fontSize);
    // 1.1 of the scale, as 17.6 px is of 16 px
    expect(title).toBe('22px');
    // a button: 1 of it, 2.75 high
    expect(
      await page
        .locator(PARTS['grid button'])
        .first()
        .evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).minHeight]),
    ).toEqual(['20px', '55px']);
    expect(await page.locator(PARTS['cart button']).evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).minHeight])).toEqual([
      '16px',
      '44px',
    ]);
    expect(
      await page
        .locator(PARTS['account input'])
        .first()
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('16px');
    expect(errors).toEqual([]);
  });
});
