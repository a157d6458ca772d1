import { describe, expect, inject } from 'vitest';
import { registerCustomer } from './api-fixtures';
import { axe, describeViolations, itAtFirstInstant, openContext, tokenKey, useBrowser, watchErrors } from './browser';
import { openFirstCourtSlot } from './court-slot';

// A family with many participants books a court: the partners are found by a search asked of the API
// (GET /api/participants, 001 §7) instead of a long list of checkboxes, by keyboard, and the cart says who plays.
const urls = inject('urls');
const browser = useBrowser();

const FAMILY = ['Alice', 'Basile', 'Chloé', 'Diego', 'Emma', 'Félix'].map((firstname) => ({ firstname, lastname: 'Martin' }));
const FRIEND = { firstname: 'Zoé', lastname: 'Peeters' };

describe('a partner found by searching the customer’s participants', () => {
  itAtFirstInstant('more than five others: a search, its matches as checkboxes, Escape back to the button; the cart names the partner', async () => {
    const email = `famille-nombreuse-${Date.now()}@oriel.test`;
    const token = await registerCustomer(urls.api, email, 'Bruno');
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    for (const p of [...FAMILY, FRIEND]) {
      // the seed's participant fields: the t-shirt size (4) is required
      const body = { ...p, birthdate: '1990-05-04', custom_data: [{ field_id: 4, data: 'M' }] };
      const created = await fetch(`${urls.api}/api/participants`, { method: 'POST', headers, body: JSON.stringify(body) });
      expect(created.status).toBe(201);
    }

    const context = await openContext(browser(), { viewport: { width: 390, height: 844 } });
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const main = page.locator('main');
    await page.goto(`${urls.shell}fr/terrains`);
    await openFirstCourtSlot(page, 'fr');
    await page.waitForURL(/\/cart\/bookings\/add\?/);

    // the booking is for the first participant; the others are offered through the search, not listed
    const who = main.locator('.o-multi-button');
    await who.waitFor();
    expect(await who.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('false');
    expect(await who.textContent()).toBe('Personne');
    expect(await main.getByRole('checkbox').count()).toBe(0);
    await who.focus();
    await page.keyboard.press('Enter');
    const search = main.getByLabel('Rechercher un participant');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    const asked: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === '/api/participants' && asked.push(new URL(r.url()).searchParams.get('search') ?? '')));
    await page.keyboard.type('Pee');
    const zoe = main.getByRole('checkbox', { name: 'Zoé Peeters' });
    // the panel lists the first page until the search's answer replaces it
    await expect.poll(() => main.getByRole('checkbox').count()).toBe(1);
    await zoe.waitFor();
    // one request for what was typed once the typing paused, not one per key (the empty search lists the first page)
    expect(asked.filter(Boolean)).toEqual(['Pee']);
    await zoe.focus();
    await page.keyboard.press('Space');
    expect(await zoe.isChecked()).toBe(true);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => who.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await who.textContent()).toBe('Zoé Peeters');
    expect(await who.getAttribute('aria-expanded')).toBe('false');

    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    const row = page.locator('dialog[open] .o-cart-list > li').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Zoé Peeters');
    expect(errors).toEqual([]);
    await context.close();
  });
});
