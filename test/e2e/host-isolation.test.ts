import { describe, expect, inject } from 'vitest';
import { itAtFirstInstant, openContext, useBrowser, watchErrors, type Page } from './browser';
import { hostDocument, useHostPages } from './host-page';

const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();

/** Bootstrap 5's reboot, its rules a widget could inherit (there is no network: written here, as the framework ships them). */
const BOOTSTRAP_REBOOT = `
*, *::before, *::after { box-sizing: border-box; }
:root { --bs-body-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --bs-body-font-size: 1rem; --bs-body-line-height: 1.5; --bs-body-color: #212529; }
body { margin: 0; font-family: var(--bs-body-font-family); font-size: var(--bs-body-font-size); font-weight: 400;
  line-height: var(--bs-body-line-height); color: var(--bs-body-color); text-align: var(--bs-body-text-align);
  background-color: #fff; -webkit-text-size-adjust: 100%; -webkit-tap-highlight-color: rgba(0, 0, 0, 0); }
h1, h2, h3, h4, h5, h6 { margin-top: 0; margin-bottom: .5rem; font-weight: 500; line-height: 1.2; }
h3 { font-size: calc(1.3rem + .6vw); }
p { margin-top: 0; margin-bottom: 1rem; }
ol, ul { padding-left: 2rem; }
a { color: #0d6efd; text-decoration: underline; }
img, svg { vertical-align: middle; }
label { display: inline-block; }
button { border-radius: 0; }
input, button, select, optgroup, textarea { margin: 0; font-family: inherit; font-size: inherit; line-height: inherit; }
button, select { text-transform: none; }
button, [type="button"], [type="submit"] { -webkit-appearance: button; }
`;

/** Tailwind's preflight, the same way. */
const TAILWIND_PREFLIGHT = `
*, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #e5e7eb; }
html, :host { line-height: 1.5; -webkit-text-size-adjust: 100%; tab-size: 4;
  font-family: ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji"; font-feature-settings: normal; font-variation-settings: normal; }
body { margin: 0; line-height: inherit; }
h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit; }
a { color: inherit; text-decoration: inherit; }
button, input, optgroup, select, textarea { font-family: inherit; font-feature-settings: inherit; font-size: 100%;
  font-weight: inherit; line-height: inherit; letter-spacing: inherit; color: inherit; margin: 0; padding: 0; }
button, [type="button"], [type="submit"] { -webkit-appearance: button; background-color: transparent; background-image: none; }
blockquote, dl, dd, h1, h2, h3, h4, h5, h6, hr, figure, p, pre { margin: 0; }
ol, ul, menu { list-style: none; margin: 0; padding: 0; }
img, svg, video, canvas { display: block; vertical-align: middle; }
`;

/** An older site's global CSS: a 10 px root and every inherited text property set to something a widget must not take. */
const HOSTILE = `
html { font-size: 62.5%; }
body, .page { font: italic 700 1.4rem/2.4 Georgia, serif; font-variant: small-caps; color: #b00020; text-transform: uppercase;
  letter-spacing: .3em; word-spacing: 1em; text-align: center; text-indent: 4em; white-space: pre; text-shadow: 1px 1px #0f0;
  cursor: wait; list-style: square inside; font-stretch: condensed; font-kerning: none; word-break: break-all; hyphens: auto;
  text-align-last: right; font-feature-settings: "smcp"; color-scheme: dark; tab-size: 20; }
`;

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
