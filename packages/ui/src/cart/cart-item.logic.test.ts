import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartItemSchema, createTranslator, shellLinks, type CartItem } from '@oriel/core';
import { registrationItem } from '../testing/fixtures';
import { cartItemView } from './cart-item.logic';

const t = createTranslator('fr');
const shell = shellLinks('fr');
const fmt = { locale: 'fr', timeZone: 'Europe/Brussels' };
const base = { id: 1, cuid: 'i1', price: 1000, deposit: 0, quantity: 1, expires_at: '2026-11-21T10:15:00Z', participant: { id: 1, fullname: 'Léa Dubois' } };
const item = (raw: unknown) => v.parse(cartItemSchema, raw) as CartItem;
const plain = (s: string[]) => s.map((x) => x.replace(/\u00a0|\u202f/g, ' '));

describe('cart item details, for each of the six kinds', () => {
  it('registration: dates sorted, place, link to the availability', () => {
    const view = cartItemView(item(registrationItem()), t, shell, fmt);
    expect(view).toMatchObject({ title: 'Initiation au tennis', href: '/fr/availabilities/av-tennis-1', who: 'Léa Dubois' });
    expect(view.lines.at(-1)).toBe('Kauwberg');
  });

  it('bundle: capacity, validity, expiry; the participant only for a PARTICIPANTS bundle', () => {
    const raw = {
      ...base,
      type: 'BUNDLE',
      bundle: { title: 'Carte 10 séances', images: [], duration: 31_536_000, expires_at: '2027-06-30T22:00:00Z', capacity: 10, entity: 'PARTICIPANTS' },
    };
    const view = cartItemView(item(raw), t, shell, fmt);
    expect(plain(view.lines)).toEqual(['10 inscriptions', 'Valable 365 jours', 'Expire le jeu. 1 juil. 2027']);
    expect(view.who).toBe('Léa Dubois');
    expect(cartItemView(item({ ...raw, bundle: { ...raw.bundle, entity: 'CUSTOMERS', capacity: null } }), t, shell, fmt)).toMatchObject({
      who: null,
      lines: expect.arrayContaining(['Inscriptions illimitées']),
    });
  });

  it('voucher: its validity', () => {
    const view = cartItemView(
      item({ ...base, participant: null, type: 'VOUCHER', voucher: { title: 'Bon cadeau', images: [], duration: 604_800 } }),
      t,
      shell,
      fmt,
    );
    expect(plain(view.lines)).toEqual(['Valable 1 semaine']);
    expect(view.who).toBeNull();
  });

  it('voucher offered: whom it is for', () => {
    const voucher = { title: 'Bon cadeau', images: [], duration: null, recipient_name: 'Marie Peeters', message: 'Bon anniversaire' };
    expect(cartItemView(item({ ...base, participant: null, type: 'VOUCHER', voucher }), t, shell, fmt).who).toBe('Marie Peeters');
  });

  it('membership: rolling and fixed periods', () => {
    const rolling = {
      ...base,
      type: 'MEMBERSHIP',
      membership: { title: 'Abonnement', images: [], entity: 'CUSTOMERS', period_type: 'ROLLING', rolling_period_type: 'months', rolling_period_duration: 3 },
    };
    expect(plain(cartItemView(item(rolling), t, shell, fmt).lines)).toEqual(["Pendant 3 mois à partir de l'achat"]);
    const fixed = {
      ...rolling,
      membership: {
        ...rolling.membership,
        period_type: 'FIXED',
        fixed_period_start_at: '2026-09-01T00:00:00+02:00',
        fixed_period_end_at: '2027-06-30T00:00:00+02:00',
      },
    };
    expect(plain(cartItemView(item(fixed), t, shell, fmt).lines)[0]).toMatch(/^Du .* au .*2027$/);
  });

  it('registration request: every chosen availability', () => {
    const av = registrationItem().availability;
    const view = cartItemView(
      item({ ...base, type: 'REGISTRATION_REQUEST', availabilities: [{ ...av, start_at: '2026-12-02T14:00:00Z', end_at: '2026-12-02T15:00:00Z' }, av] }),
      t,
      shell,
      fmt,
    );
    // two sessions: one line for both, each kept for the row's disclosure
    expect(view.lines).toEqual(['Kauwberg']);
    expect(view.days).toHaveLength(2);
    expect(view.days[0]).toContain('25 nov.');
    expect(plain([view.span!])).toEqual(['2 jours · 25 nov. – 2 déc. 2026']);
  });

  it('a camp of several days: "4 jours · 14–18 déc." on one line, its days in order for the disclosure; one date stays a line', () => {
    const day = (d: number) => ({ date: { start_at: `2026-12-${d}T08:00:00Z`, end_at: `2026-12-${d}T15:00:00Z` } });
    const camp = item(registrationItem({ availability_dates: [day(18), day(14), day(15), day(17)] }));
    const view = cartItemView(camp, t, shell, fmt);
    expect(plain([view.span!])).toEqual(['4 jours · 14–18 déc. 2026']);
    expect(plain(view.days)).toEqual([
      'lun. 14 déc. 2026, 09:00 – 16:00',
      'mar. 15 déc. 2026, 09:00 – 16:00',
      'jeu. 17 déc. 2026, 09:00 – 16:00',
      'ven. 18 déc. 2026, 09:00 – 16:00',
    ]);
    expect(view.lines).toEqual(['Kauwberg']);
    expect(plain([cartItemView(camp, createTranslator('en'), shell, { ...fmt, locale: 'en' }).span!])).toEqual(['4 days · Dec 14 – 18, 2026']);

    const single = cartItemView(item(registrationItem({ availability_dates: [day(14)] })), t, shell, fmt);
    expect(single).toMatchObject({ span: null, days: [] });
    expect(plain(single.lines)).toEqual(['lun. 14 déc. 2026, 09:00 – 16:00', 'Kauwberg']);
  });

  it('booking: resource link, slots and participants', () => {
    const raw = {
      ...base,
      type: 'BOOKING',
      resource: { cuid: 'court-1', name: 'Terrain 1', images: [], location: { name: 'Kauwberg' } },
      booking_dates: [{ start_at: '2026-11-24T17:00:00Z', end_at: '2026-11-24T18:00:00Z' }],
      participants: [
        { id: 1, fullname: 'Léa Dubois' },
        { id: 2, fullname: 'Hugo Dubois' },
      ],
    };
    const view = cartItemView(item(raw), t, shell, fmt);
    expect(view).toMatchObject({ title: 'Terrain 1', href: '/fr/resources/court-1', who: 'Léa Dubois, Hugo Dubois' });
    expect(view.lines.at(-1)).toBe('Kauwberg');
  });
});
