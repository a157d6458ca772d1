import { describe, expect, inject, it } from 'vitest';
import { addable, addToCart, demoToken, emptyCartOf, firstAddable } from './api-fixtures';
import { axe, describeViolations, itAtFirstInstant, openContext, tokenKey, useBrowser, watchErrors, type Page } from './browser';
import type { Locator } from 'playwright-core';

// Accessibility you can prove: focus management, forced colours and accent contrast.
const urls = inject('urls');
const browser = useBrowser();

/** Whether `el` has the focus, looking through the widgets' shadow roots (document.activeElement is only the host). */
const focused = (el: Locator) =>
  el.evaluate((target) => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a === target;
  });

/** The deep focused element, described: tag and text. */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a ? `${a.tagName.toLowerCase()}: ${(a.textContent ?? '').trim().slice(0, 60)}` : 'none';
  });

/** WCAG contrast of two CSS colours as the page computes them (any syntax: drawn on a canvas, read back as sRGB). */
function contrastIn(page: Page, fg: string, bg: string): Promise<number> {
  return page.evaluate(
    ([a, b]) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const rgb = (color: string) => {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 1, 1);
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
      };
      const lum = (c: number[]) =>
        c
          .map((v) => v / 255)
          .map((s) => (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
          .reduce((y, v, i) => y + [0.2126, 0.7152, 0.0722][i]! * v, 0);
      const [hi, lo] = [lum(rgb(a!)), lum(rgb(b!))].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    },
    [fg, bg],
  );
}

async function openSite(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext(browser(), { viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(urls.site);
  await page.locator('oriel-cards .o-card').first().waitFor();
  return { page, errors };
}

async function openShell(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext(browser(), { viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  // the server's markup is there before the scripts: wait until they have rendered over it and the page is quiet
  await page.goto(`${urls.shell}fr${path}`, { waitUntil: 'networkidle' });
  await page.locator('.o-header').waitFor();
  return { page, errors };
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('focus goes back to what opened a dialog, drawer, popover or menu (13.2)', () => {
  it('demo site: the card dialog, closed by Escape, its close button or its backdrop', async () => {
    const { page, errors } = await openSite();
    const target = await firstAddable(urls.api);
    const opener = page.locator(`#o-av-${target.cuid} button`);
    const dialog = page.locator('oriel-cards dialog[open]');
    for (const close of ['Escape', 'close button', 'backdrop'] as const) {
      await opener.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect.poll(() => focused(opener)).toBe(false);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else if (close === 'close button') await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
      else await page.mouse.click(4, 4); // outside the centred dialog: its backdrop
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(async () => ((await focused(opener)) ? 'opener' : `${close}: ${await focusedDescription(page)}`)).toBe('opener');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('demo site: the cart drawer gives focus back to the cart button', async () => {
    const { page, errors } = await openSite();
    const button = page.locator('oriel-cart .o-cart-button');
    const drawer = page.locator('oriel-cart dialog[open]');
    await button.focus();
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => focused(button)).toBe(true);
    await button.press('Enter');
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect.poll(() => focused(button)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('demo site: a cart item deleted from the drawer hands focus to the next one; the last, closing the drawer, to the cart button', async () => {
    const items = await addable(urls.api, { count: 2 });
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    const { page, errors } = await openSite();
    try {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
      await addToCart(
        urls.api,
        token,
        items.map((i) => i.id),
      );
      await page.reload();
      const button = page.locator('oriel-cart .o-cart-button');
      await expect.poll(() => button.getAttribute('aria-label')).toBe('Panier, 2 articles');
      await button.focus();
      await page.keyboard.press('Enter');
      const drawer = page.locator('oriel-cart dialog[open]');
      const rows = drawer.locator('.o-cart-item');
      await expect.poll(() => rows.count()).toBe(2);
      await rows
        .first()
        .getByRole('button', { name: /^Supprimer · / })
        .press('Enter');
      await expect.poll(() => rows.count()).toBe(1);
      // the row that took the deleted one's place has the focus, not <body>
      await expect
        .poll(async () =>
          (await rows.first().evaluate((row) => {
            let a = document.activeElement;
            while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
            return row.contains(a);
          }))
            ? 'next row'
            : await focusedDescription(page),
        )
        .toBe('next row');
      await rows
        .first()
        .getByRole('button', { name: /^Supprimer · / })
        .press('Enter');
      await expect.poll(() => drawer.count()).toBe(0);
      await expect.poll(async () => ((await focused(button)) ? 'cart button' : await focusedDescription(page))).toBe('cart button');
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await page.context().close();
    }
  });

  itAtFirstInstant('shell on a phone: the mobile menu gives focus back to its button (Escape, close button, backdrop)', async () => {
    const { page, errors } = await openShell('', 390);
    const button = page.getByRole('button', { name: 'Ouvrir le menu' });
    const menu = page.locator('dialog.o-menu-drawer[open]');
    for (const close of ['Escape', 'close button', 'backdrop'] as const) {
      await button.focus();
      await page.keyboard.press('Enter');
      await menu.waitFor();
      if (close === 'Escape') {
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
      } else if (close === 'close button') await menu.getByRole('button', { name: 'Fermer le menu' }).click();
      else await page.mouse.click(380, 450); // right of the drawer, which opens from the left
      await expect.poll(() => menu.count()).toBe(0);
      await expect.poll(async () => ((await focused(button)) ? 'menu button' : `${close}: ${await focusedDescription(page)}`)).toBe('menu button');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shell: the cart drawer and the date popover give focus back; a route change focuses the new page’s h1', async () => {
    const { page, errors } = await openShell('/cours');
    const cart = page.getByRole('button', { name: /^Panier, \d+ articles?$/ });
    await cart.focus();
    await page.keyboard.press('Enter');
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await expect.poll(() => focused(cart)).toBe(true);

    const choose = page.getByRole('button', { name: 'Choisir une date' }).first();
    await choose.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Choisir une date' });
    await popover.waitFor();
    // the calendar takes focus; Escape closes it and hands focus back
    await expect.poll(() => popover.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.count()).toBe(0);
    await expect.poll(() => focused(choose)).toBe(true);

    // a client-side navigation: focus on the new page's heading (a screen reader reads its name), not on <body>
    const link = page.locator('.o-nav a.o-nav-link[href]').first();
    await link.click();
    await page.waitForURL((url) => url.pathname !== '/fr/cours');
    await expect.poll(() => focusedDescription(page)).toMatch(/^h1: /);
    expect(await page.locator('main h1').first().getAttribute('tabindex')).toBe('-1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  itAtFirstInstant('shell: a focused control scrolled into view is never hidden under the sticky header (2.4.11)', async () => {
    const { page } = await openShell('');
    await page.locator('main .o-card').first().waitFor();
    // the organiser chooses a sticky header in the builder (header settings); the seed may not, so it is made sticky here
    await page.evaluate(() => document.querySelector('.o-header')!.classList.add('o-header-sticky'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // focusing a control above the viewport scrolls it back into view: below the header, not under it
    const target = page.locator('main .o-card a, main .o-card button').first();
    await target.focus();
    const [top, headerBottom] = await target.evaluate((el) => [
      el.getBoundingClientRect().top,
      document.querySelector('.o-header')!.getBoundingClientRect().bottom,
    ]);
    expect(top).toBeGreaterThanOrEqual(headerBottom! - 1);
    await page.context().close();
  });
});

describe('forced colours (Windows high contrast) keep focus and selection visible (13.4)', () => {
  it('a focused card and a focused button draw an outline, which forced colours keep', async () => {
    const { page, errors } = await openSite();
    await page.emulateMedia({ forcedColors: 'active' });
    const target = await firstAddable(urls.api);
    const opener = page.locator(`#o-av-${target.cuid} button`);
    await opener.focus();
    const ring = (el: Locator, ofCard = false) =>
      el.evaluate((node, card) => {
        const s = getComputedStyle(card ? node.closest('.o-card')! : node);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      }, ofCard);
    // the ring is the card's: its title button itself draws none
    const card = await ring(opener, true);
    expect(card.style).not.toBe('none');
    expect(card.width).toBeGreaterThan(0);
    const cart = page.locator('oriel-cart .o-cart-button');
    await cart.focus();
    const button = await ring(cart);
    expect(button.style).not.toBe('none');
    expect(button.width).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the selected day tab stands out from the others, with and without forced colours', async () => {
    const { page, errors } = await openShell('/cours', 390);
    const selected = page.locator('[role="tab"][aria-selected="true"]').first();
    const other = page.locator('[role="tab"][aria-selected="false"]').first();
    await selected.waitFor();
    const look = (el: Locator) => el.evaluate((node) => [getComputedStyle(node).backgroundColor, getComputedStyle(node).borderTopColor].join(' / '));
    expect(await look(selected)).not.toBe(await look(other));
    // the name holds the visible text (2.5.3 label in name): the weekday and the day's number
    const visible = ((await selected.innerText()) ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
    expect((await selected.evaluate((el) => el.textContent ?? '')).replace(/\s+/g, ' ').toLowerCase()).toContain(visible);
    await page.emulateMedia({ forcedColors: 'active' });
    const [on, off] = [await look(selected), await look(other)];
    expect(on).not.toBe(off);
    expect(await contrastIn(page, on.split(' / ')[0]!, off.split(' / ')[0]!)).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the organiser’s accent never makes text unreadable (13.4)', () => {
  itAtFirstInstant('shell: a light accent (#f1c40f) colours links and rings in an accessible shade, with dark text on its fills', async () => {
    const { page, errors } = await openShell('');
    await page.locator('main .o-card').first().waitFor();
    // what App does with the website's accent_color
    await page.evaluate(() => (document.querySelector('.oriel-root') as HTMLElement).style.setProperty('--oriel-accent', '#f1c40f'));
    // a plain link and a primary button as the pages draw them (which of them a page shows depends on its sections)
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        '<p id="a11y-probe"><a href="#a11y-probe">Conditions</a> <button type="button" class="btn btn-primary">Réserver</button></p>',
      );
    });
    const link = page.locator('#a11y-probe a');
    const ink = await link.evaluate((el) => getComputedStyle(el).color);
    expect(await contrastIn(page, ink, '#7a3a06')).toBeGreaterThan(1.05); // a shade of the accent, not the ink default
    expect(await contrastIn(page, ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(await contrastIn(page, ink, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    await link.focus();
    const ring = await link.evaluate((el) => getComputedStyle(el).outlineColor);
    expect(await contrastIn(page, ring, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const fill = await page.locator('#a11y-probe button').evaluate((el) => ({ fg: getComputedStyle(el).color, bg: getComputedStyle(el).backgroundColor }));
    expect(await contrastIn(page, fill.bg, '#f1c40f')).toBe(1); // the fill stays the organiser's colour
    expect(await contrastIn(page, fill.fg, fill.bg)).toBeGreaterThanOrEqual(4.5);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('demo site: an integrator’s light or dark accent gets readable text on the widgets’ buttons', async () => {
    const { page, errors } = await openSite();
    const target = await firstAddable(urls.api);
    await page.locator(`#o-av-${target.cuid} button`).click();
    const primary = page.locator('oriel-cards dialog[open] .btn-primary').first();
    await primary.waitFor();
    for (const accent of ['#f1c40f', '#1a237e', '#e67e22']) {
      await page.evaluate((a) => document.querySelectorAll<HTMLElement>('oriel-cards').forEach((el) => el.style.setProperty('--oriel-accent', a)), accent);
      const { fg, bg } = await primary.evaluate((el) => ({ fg: getComputedStyle(el).color, bg: getComputedStyle(el).backgroundColor }));
      expect(await contrastIn(page, bg, accent), accent).toBe(1);
      expect(await contrastIn(page, fg, bg), accent).toBeGreaterThanOrEqual(4.5);
    }
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
