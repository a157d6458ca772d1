import {
  attendanceChargeSchema,
  bookingSchema,
  cartSchema,
  listOf,
  oneOf,
  ownedBundleSchema,
  ownedMembershipSchema,
  ownedVoucherSchema,
  registrationRequestSchema,
  registrationSchema,
  sessionAnswerSchema,
} from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/seed/account';
import { json, NOW, startWithCustomers, type TestApi } from './helpers';

let api: TestApi, claire: string, alex: string;
beforeAll(async () => ({ api, claire, alex } = await startWithCustomers()));
afterAll(() => api.close());

/** Each account list, the core schema its answers must parse with, and the session counter that counts it. */
const AREAS = [
  ['registrations', registrationSchema, 'registrations'],
  ['bookings', bookingSchema, 'bookings'],
  ['registrations-requests', registrationRequestSchema, 'registrations_requests'],
  ['bundles', ownedBundleSchema, 'bundles'],
  ['vouchers', ownedVoucherSchema, 'vouchers'],
  ['memberships', ownedMembershipSchema, 'memberships'],
  ['attendance-charges', attendanceChargeSchema, 'attendance_charges'],
  ['carts', cartSchema, 'carts'],
] as const;

async function list<S extends v.GenericSchema>(area: string, schema: S, token = claire, query = ''): Promise<{ data: v.InferOutput<S>[]; count: number }> {
  const res = await api.get(`/api/account/${area}${query}`, token);
  expect(res.status, area).toBe(200);
  return v.parse(listOf(schema), await json(res)) as { data: v.InferOutput<S>[]; count: number };
}
async function one<S extends v.GenericSchema>(area: string, schema: S, cuid: string, token = claire): Promise<v.InferOutput<S>> {
  const res = await api.get(`/api/account/${area}/${cuid}`, token);
  expect(res.status, `${area}/${cuid}`).toBe(200);
  return (v.parse(oneOf(schema), await json(res)) as { data: v.InferOutput<S> }).data;
}
const counters = async (token: string) => v.parse(sessionAnswerSchema, await json(await api.get('/api/session', token))).data!.counters;

describe('account lists', () => {
  it('answer every tab of the demo account, newest first, parsed by the core schemas, each item with its numeric id', async () => {
    const c = await counters(claire);
    for (const [area, schema, counter] of AREAS) {
      const body = await list(area, schema);
      expect(body.count, area).toBeGreaterThan(0);
      expect(body.count, `${area} = counters.${counter}`).toBe(c[counter]);
      expect(body.data.length).toBe(body.count);
      const items = body.data as { id?: number; created_at?: string; processed_at?: string | null }[];
      expect(
        items.every((x) => Number.isInteger(x.id)),
        area,
      ).toBe(true);
      const times = items.map((x) => x.processed_at ?? x.created_at ?? '');
      expect(times, area).toEqual([...times].sort().reverse());
    }
    expect(c).toMatchObject({
      participants: 2,
      registrations: 6,
      bookings: 1,
      registrations_requests: 2,
      bundles: 2,
      vouchers: 5,
      available_vouchers: 1,
      memberships: 2,
      attendance_charges: 2,
      carts: 1,
    });
  });

  it('pages with page_number and page_size (max 100), and refuses bad paging', async () => {
    const all = await list('registrations', registrationSchema);
    const second = await list('registrations', registrationSchema, claire, '?page_number=2&page_size=2');
    expect(second.count).toBe(all.count);
    expect(second.data.map((r) => r.id)).toEqual(all.data.slice(2, 4).map((r) => r.id));
    for (const query of ['?page_size=101', '?page_number=0', '?page_size=x', '?limit=-1']) {
      const res = await api.get(`/api/account/vouchers${query}`, claire);
      expect(res.status, query).toBe(400);
      expect((await json(res)).error).toBe('VALIDATION_ERROR');
    }
  });

  it('owner check: another customer gets 404 for every item of Claire (never 403), anonymous 401', async () => {
    const claireItems: [string, string][] = [
      ...Object.values(DEMO_ACCOUNT.registrations).map((cuid) => ['registrations', cuid] as [string, string]),
      ['registrations-requests', DEMO_ACCOUNT.requests.pending],
      ['bookings', DEMO_ACCOUNT.booking],
      ['bundles', DEMO_ACCOUNT.bundles.yoga],
      ['vouchers', DEMO_ACCOUNT.vouchers.gift.cuid],
      ['memberships', DEMO_ACCOUNT.memberships.monthly],
      ['attendance-charges', DEMO_ACCOUNT.charges.current],
      ['carts', DEMO_ACCOUNT.cart],
    ];
    for (const [area, cuid] of claireItems) {
      expect((await api.get(`/api/account/${area}/${cuid}`, claire)).status, `${area} Claire`).toBe(200);
      const res = await api.get(`/api/account/${area}/${cuid}`, alex);
      expect(res.status, `${area} Alex`).toBe(404);
      expect((await json(res)).error).toBe('NOT_FOUND');
      expect((await api.get(`/api/account/${area}/${cuid}`)).status, `${area} anonymous`).toBe(401);
    }
    // Claire's numeric ids do not work for Alex either, and Alex's lists hold nothing of hers
    const [first] = (await list('registrations', registrationSchema)).data;
    expect((await api.get(`/api/account/registrations/${first!.id}`, alex)).status).toBe(404);
    expect((await api.get(`/api/account/registrations/${first!.id}`, claire)).status).toBe(200);
    for (const [area, schema] of AREAS) {
      expect((await list(area, schema, alex)).count, area).toBe(0);
      expect((await api.get(`/api/account/${area}`)).status, area).toBe(401);
    }
    expect((await api.get('/api/account/registrations/nope12345', claire)).status).toBe(404);
    expect((await api.get('/api/account/registrations/99999999999', claire)).status).toBe(404);
  });
});

describe('registration answers', () => {
  const get = (cuid: string) => one('registrations', registrationSchema, cuid);

  it('carry the participant, dates, options, answers, the availability with every date, its activity, documents and review', async () => {
    const r = await get(DEMO_ACCOUNT.registrations.deposit);
    expect(r).toMatchObject({ cancelled: false, deposit_amount: 5000, paid_amount: 5000, participant: { fullname: 'Léa Dubois' } });
    expect(r.total_amount).toBeGreaterThan(r.paid_amount);
    expect(r.dates).toHaveLength(5);
    expect(r.dates[0]!.date.start_at < r.dates[1]!.date.start_at).toBe(true);
    expect(r.options[0]).toMatchObject({ price: { label: 'Garderie du matin et du soir', amount: 2500, option: { title: 'Garderie' } } });
    expect(r.questions.map((q) => q.question?.title)).toEqual(['Allergies ou régime alimentaire', 'Personne à contacter en cas d’urgence']);
    const a = r.availability!;
    expect(a.activity).toMatchObject({ title: 'Stage multisport' });
    expect(a.activity!.description).toContain('<strong>');
    expect(a.activity!.instructions).toBeTruthy();
    expect(a.activity!.images[0]!.public_url).toMatch(/\/media\/activity-multisport\.svg$/);
    expect(a.location).toMatchObject({ name: 'Centre sportif du Kauwberg', street: 'Chaussée de Saint-Job', city: 'Uccle' });
    expect(a.categories.map((c) => c.group?.title)).toContain('Âge');
    expect(a.dates.every((d) => d.status && d.registered >= 1)).toBe(true);
    expect(a.options.map((o) => o.title)).toEqual(['Garderie', 'Repas']);
    expect(a.questions.find((q) => q.required)?.title).toBe('Personne à contacter en cas d’urgence');
    expect(r.documents.map((d) => d.title)).toEqual([
      'Attestation de participation',
      'Attestation fiscale de frais de garde',
      'Certificat de fin d’activité',
      'Fiche santé et autorisations',
    ]);
    const health = r.documents.find((d) => d.title.startsWith('Fiche'))!;
    expect(health.pages.flatMap((p) => p.elements.map((e) => e.custom_field!.type))).toEqual(['TEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE']);
    expect(health.pages[0]!.elements[0]!.custom_field).toMatchObject({ required: true });
    expect(r.documents.map((d) => d.settings)).toContainEqual({ payment_requirement: 'TOTAL', date_requirement: null });
    expect(r.review).toBeNull();
  });

  it('every badge and state of 001 §4 has an example', async () => {
    const reviewed = await get(DEMO_ACCOUNT.registrations.reviewed);
    expect(reviewed.paid_amount).toBe(reviewed.total_amount);
    expect(reviewed.review).toMatchObject({ score: 5, private: false });
    const cancelled = await get(DEMO_ACCOUNT.registrations.cancelled);
    expect(cancelled).toMatchObject({ cancelled: true, documents: [] });
    expect((await json(await api.get(`/api/account/registrations/${cancelled.cuid}`, claire))).data.cancellation_message).toMatch(/tournoi/);
    const bundle = await get(DEMO_ACCOUNT.registrations.bundle);
    const yoga = await one('bundles', ownedBundleSchema, DEMO_ACCOUNT.bundles.yoga);
    expect(bundle).toMatchObject({ bundle_id: yoga.id, bundle_capacity_refunded: false });
    expect(await get(DEMO_ACCOUNT.registrations.bundleRefunded)).toMatchObject({ bundle_id: yoga.id, bundle_capacity_refunded: true, cancelled: true });
    expect(yoga).toMatchObject({
      capacity: 10,
      used: 1,
      participant: { fullname: 'Hugo Dubois' },
      bundle: { title: 'Carte 10 séances de yoga', entity: 'PARTICIPANTS' },
    });
    expect(Date.parse(yoga.expires_at!)).toBeGreaterThan(Date.parse(NOW));

    const partial = await get(DEMO_ACCOUNT.registrations.partial);
    expect(partial.dates).toHaveLength(2);
    const days = partial.availability!.dates;
    expect(days).toHaveLength(5);
    expect(days.map((d) => d.status)).toEqual(['OPEN', 'OPEN', 'FULL', 'OPEN', 'OPEN']);
    expect(days.every((d) => Date.parse(d.start_at) > Date.parse(NOW))).toBe(true);

    const requests = (await list('registrations-requests', registrationRequestSchema)).data;
    expect(requests.map((q) => q.status).sort()).toEqual(['APPROVED', 'PENDING']);
    const approved = requests.find((q) => q.status === 'APPROVED')!;
    expect(approved.paid_amount).toBe(approved.deposit_amount);
    expect(approved.paid_amount).toBeLessThan(approved.total_amount);
    expect(approved).toMatchObject({
      participant: { fullname: 'Hugo Dubois' },
      options: [{ price: { option: { title: 'Location de chaussons' } } }],
      questions: [{ question: { title: 'Niveau de grimpe' } }],
    });
    expect(approved.availabilities).toHaveLength(3);
    expect(approved.availabilities[0]).toMatchObject({ activity: { title: 'Escalade à la carte' }, location: { name: 'Centre sportif du Kauwberg' } });
    expect(approved.availabilities[0]!.categories.length).toBeGreaterThan(0);
  });
});

describe('offers, bookings and charges', () => {
  it('vouchers: bought ones with the recipient, received ones with the buyer, in every state', async () => {
    const vouchers = (await list('vouchers', ownedVoucherSchema)).data;
    const byCode = (code: string) => vouchers.find((v) => v.code === code)!;
    expect(byCode(DEMO_ACCOUNT.vouchers.gift.code)).toMatchObject({
      amount: 2500,
      redeemed_at: null,
      recipient: null,
      paid_amount: 2500,
      customer: { fullname: 'Claire Dubois', email: 'demo@oriel.test' },
    });
    expect(byCode(DEMO_ACCOUNT.vouchers.unpaid.code)).toMatchObject({
      amount: null,
      paid_amount: 0,
      total_amount: 10000,
      bundle: { title: 'Carte 10 séances de yoga', entity: 'PARTICIPANTS', capacity: 10 },
    });
    const received = byCode(DEMO_ACCOUNT.vouchers.received.code);
    expect(received.recipient).toMatchObject({ fullname: 'Claire Dubois' });
    expect(received.redeemed_at).toBeTruthy();
    expect(received.customer?.fullname).not.toBe('Claire Dubois');
    expect(Date.parse(byCode(DEMO_ACCOUNT.vouchers.expired.code).expires_at!)).toBeLessThan(Date.parse(NOW));
    expect(byCode(DEMO_ACCOUNT.vouchers.bundleGift.code)).toMatchObject({ paid_amount: 10000, bundle: { entity: 'PARTICIPANTS' } });
  });

  it('bookings, memberships and attendance charges carry what their screens show', async () => {
    const booking = await one('bookings', bookingSchema, DEMO_ACCOUNT.booking);
    expect(booking.resource).toMatchObject({ name: 'Salle de danse', location: { name: 'Atelier des Étangs' } });
    expect(booking.resource.images[0]!.public_url).toMatch(/resource-salle\.svg$/);
    expect(booking.dates).toHaveLength(1);
    expect(booking.participations.map((p) => [p.participant.fullname, p.total_amount, p.paid_amount])).toEqual([
      ['Léa Dubois', 2750, 2750],
      ['Hugo Dubois', 2750, 0],
    ]);
    expect(booking.participations[0]!.participant.customer_id).toBeTypeOf('number');

    const memberships = (await list('memberships', ownedMembershipSchema)).data;
    const monthly = memberships.find((m) => m.cuid === DEMO_ACCOUNT.memberships.monthly)!;
    expect(monthly).toMatchObject({ status: 'ACTIVE', recurring: true, membership: { title: 'Abonnement mensuel yoga', period_type: 'ROLLING' } });
    expect(monthly.cycles.map((c) => c.paid_amount)).toEqual([4500, 0]);
    expect(memberships.find((m) => m.cuid === DEMO_ACCOUNT.memberships.cancelled)).toMatchObject({ status: 'CANCELLED', recurring: false });

    const charge = await one('attendance-charges', attendanceChargeSchema, DEMO_ACCOUNT.charges.current);
    expect(charge).toMatchObject({ total_amount: 2250, paid_amount: 1200, billing_cycle: { configuration: { title: 'Garderie du mercredi' } } });
    expect(charge.billing_cycle!.configuration!.images[0]!.public_url).toMatch(/^http/);
    expect(charge.items).toHaveLength(4);
    expect(charge.items[0]).toMatchObject({ amount: 600, registration_date: { registration: { participant: { fullname: 'Léa Dubois' } } } });
    expect(charge.items[0]!.registration_date!.arrival).toBeTruthy();

    const bundles = (await list('bundles', ownedBundleSchema)).data;
    expect(bundles.find((b) => b.cuid === DEMO_ACCOUNT.bundles.tennis)).toMatchObject({ capacity: null, total_amount: 25000, paid_amount: 10000 });
    const cart = await one('carts', cartSchema, DEMO_ACCOUNT.cart);
    expect(cart.items.map((i) => i.type)).toEqual(['BUNDLE', 'VOUCHER']);
  });
});
