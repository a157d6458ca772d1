import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cart, registrationItem, session } from '../testing/fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { CartDrawer } from './cart-drawer';

// the test runtime's clock: 2026-11-21T10:00:00Z, 11:00 in Brussels
const at = (minutes: number) => new Date(Date.parse('2026-11-21T10:00:00Z') + minutes * 60_000).toISOString();
const day = (d: number) => ({ date: { start_at: `2026-12-${d}T08:00:00Z`, end_at: `2026-12-${d}T15:00:00Z` } });
const camp = (id: number, expires_at: string) => registrationItem({ id, cuid: `c${id}`, expires_at, availability_dates: [day(14), day(15), day(17), day(18)] });

async function openDrawer(body: unknown, routes: Record<string, unknown> = {}) {
  const { runtime, fetch } = testRuntime({ token: 't', routes: { 'GET /api/session': session, 'GET /api/carts/current': body, ...routes } });
  renderWith(runtime, <CartDrawer />);
  await waitFor(() => expect(runtime.cart.state.value.status).toBe('success'));
  runtime.cartOpen.value = true;
  return { runtime, fetch, dialog: await screen.findByRole('dialog') };
}

describe('the cart drawer on a phone: compact items, the hold you can see', () => {
  it('a camp of four days is one line, "4 jours · 14–18 déc. 2026", and a disclosure that says what it shows lists the days', async () => {
    const { dialog } = await openDrawer(cart([camp(1, at(15))]));
    const row = within(dialog).getAllByRole('listitem')[0]!;
    expect(row.textContent?.replace(/\u00a0|\u202f/g, ' ')).toContain('4 jours · 14–18 déc. 2026');
    const toggle = within(row).getByRole('button', { name: 'Voir les 4 jours' });
    const days = row.querySelector<HTMLElement>(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(days.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Masquer les jours');
    expect(days.hidden).toBe(false);
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 14)),
    ).toEqual(['lun. 14 déc. 2', 'mar. 15 déc. 2', 'jeu. 17 déc. 2', 'ven. 18 déc. 2']);
  });

  it('says until when the places are held, the earliest hold, in the organiser’s zone; the total and checkout sit in a footer', async () => {
    const { dialog } = await openDrawer(cart([camp(1, at(15)), camp(2, at(12))]));
    within(dialog).getByText('Réservé jusqu’à 11:12');
    // no countdown yet, and nothing said to screen readers
    expect(dialog.querySelector('.o-hold-left')).toBeNull();
    expect(dialog.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    const foot = dialog.querySelector('.o-cart-foot')!;
    within(foot as HTMLElement).getByText('Total');
    within(foot as HTMLElement).getByRole('link', { name: 'Commander' });
  });

  it('counts down in the last five minutes, the countdown hidden from screen readers, the minutes said politely', async () => {
    const { dialog } = await openDrawer(cart([camp(1, at(4))]));
    within(dialog).getByText('Réservé jusqu’à 11:04');
    const left = dialog.querySelector('.o-hold-left')!;
    expect(left.getAttribute('aria-hidden')).toBe('true');
    expect(left.textContent).toMatch(/^encore (4:00|3:59)$/);
    expect(dialog.querySelector('[aria-live="polite"]')?.textContent).toBe('Vos places sont encore réservées 5 minutes.');
  });

  it('an expired item is marked and held again on request: it comes back to the list with its new end', async () => {
    const gone = camp(1, at(-2));
    const back = { ...gone, expires_at: at(15) };
    const { fetch, dialog, runtime } = await openDrawer(
      { data: { ...cart([]).data, expired_items: [gone] } },
      { 'POST /api/carts/items/hold': { data: { ...cart([back]).data, expired_items: [] } } },
    );
    within(dialog).getByText('Votre panier est vide');
    expect(dialog.querySelector('[aria-live="polite"]')?.textContent).toBe('Votre réservation a expiré.');
    const section = within(dialog).getByRole('heading', { name: 'Plus réservés' }).closest('section')!;
    within(section).getByText(/Expiré/);
    fireEvent.click(within(section).getByRole('button', { name: 'Réserver à nouveau · Initiation au tennis' }));
    await within(dialog).findByText('Réservé jusqu’à 11:15');
    const hold = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(JSON.parse(String((hold[1] as RequestInit).body))).toEqual({ item_ids: [1] });
    expect(within(dialog).queryByRole('heading', { name: 'Plus réservés' })).toBeNull();
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe('Réservé à nouveau jusqu’à 11:15'));
  });

  it('a refused hold says why and leaves the item expired', async () => {
    const gone = camp(1, at(-2));
    const { dialog, runtime } = await openDrawer(
      { data: { ...cart([]).data, expired_items: [gone] } },
      { 'POST /api/carts/items/hold': { __status: 409, body: { error: 'PLACES_UNAVAILABLE', fields: { items: '1' } } } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réserver à nouveau · Initiation au tennis' }));
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.type).toBe('error'));
    expect(runtime.toasts.all.value.at(-1)?.message).toMatch(/places/);
    within(dialog).getByRole('heading', { name: 'Plus réservés' });
  });
});
