import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { bootShell, LEA, HUGO } from './testing/boot-shell';
// /resources/{cuid} and /cart/bookings/add in the hosted shell (000 §2).
const boot = (path: string, routes: Record<string, unknown> = {}) => bootShell(path, { routes, participants: [LEA, HUGO] });

const court = {
  id: 1,
  cuid: 'res-court-1',
  name: 'Court de tennis 1',
  images: [],
  location: { name: 'Kauwberg', title: 'Centre sportif du Kauwberg', city: 'Uccle' },
};
const prices = [{ duration: 3600, amount: 1800 }];

describe('shell resource routes', () => {
  it('/resources/{cuid} shows the resource and its own daily slots leading to /cart/bookings/add', async () => {
    const start = new Date(Date.now() + 3 * 3600_000);
    start.setUTCMinutes(0, 0, 0);
    const { fetch } = boot('/fr/resources/res-court-1', {
      'GET /api/resources/res-court-1': { data: court },
      'GET /api/resources': { data: [court], count: 1 },
      'GET /api/resources/availabilities': { data: [{ id: 5, resource_id: 1, start_at: start.toISOString(), prices }], count: 1 },
    });
    await screen.findByRole('heading', { level: 1, name: 'Court de tennis 1' });
    const list = await screen.findByRole('list', { name: 'Créneaux disponibles' });
    const href = within(list).getByRole('link').getAttribute('href')!;
    expect(href.startsWith('/fr/cart/bookings/add?start_at=')).toBe(true);
    expect(href).toContain('&duration=3600&amount=1800&resource=res-court-1');
    const slotsCall = fetch.mock.calls.map(([u]) => String(u instanceof Request ? u.url : u)).find((u) => u.includes('resources/availabilities'))!;
    expect(slotsCall).toContain('resources=1');
  });

  it('/cart/bookings/add previews the slot and offers the booking form', async () => {
    boot('/fr/cart/bookings/add?start_at=2026-12-05T09%3A00%3A00.000Z&duration=3600&amount=1800&resource=res-court-1', {
      'GET /api/resources/res-court-1': { data: court },
    });
    await screen.findByRole('heading', { level: 1, name: 'Réserver · Court de tennis 1' });
    await screen.findByRole('checkbox', { name: 'Hugo Dubois' });
    screen.getByRole('button', { name: 'Ajouter au panier' });
  });
});
