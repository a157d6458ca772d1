import type { Db } from '../db/db';
import { stableCuid } from '../lib/ids';
import { addDays, isoWeekday, localDay, zoned } from '../lib/time';
import { DEMO_CODES, demoCuid, seedOwnedOffers, type AccountScope } from './account-offers';
import { seedDocuments } from './documents';
import { insertMany, insertOne } from './insert';

type Row = Record<string, any>;
const DAY = 86400000;

/** The second demo customer, for the voucher-redeem journey (README, demo paragraph). */
export const ALEX_EMAIL = 'alex@oriel.test';

/**
 * Where the UI tests find each item of Claire's account: seeded cuids are stable hashes, voucher codes are fixed.
 * Every badge and state of 001 §4 has one example here.
 */
export const DEMO_ACCOUNT = {
  registrations: {
    /** past tennis session, fully paid, reviewed; every document available but the health form asks its fields */
    reviewed: demoCuid('registration', 'reviewed'),
    /** upcoming multisport camp, deposit paid only: payment outstanding, the TOTAL document blocked by payment */
    deposit: demoCuid('registration', 'deposit'),
    /** upcoming theatre session, cancelled with a message: no documents */
    cancelled: demoCuid('registration', 'cancelled'),
    /** past yoga session paid with the yoga card (bundle badge) */
    bundle: demoCuid('registration', 'bundle'),
    /** upcoming yoga session paid with the yoga card, cancelled: its place went back to the card */
    bundleRefunded: demoCuid('registration', 'bundle-refunded'),
    /** upcoming arts camp, 2 of its 5 days: two more days open, one full (the edit form) */
    partial: demoCuid('registration', 'partial'),
  },
  requests: { pending: demoCuid('registration-request', 'pending'), approved: demoCuid('registration-request', 'approved') },
  booking: demoCuid('booking', 'dance-room'),
  bundles: { yoga: demoCuid('customer-bundle', 'yoga'), tennis: demoCuid('customer-bundle', 'tennis') },
  vouchers: Object.fromEntries(Object.entries(DEMO_CODES).map(([name, code]) => [name, { cuid: demoCuid('customer-voucher', name), code }])) as Record<
    keyof typeof DEMO_CODES,
    { cuid: string; code: string }
  >,
  memberships: { monthly: demoCuid('customer-membership', 'monthly'), cancelled: demoCuid('customer-membership', 'club-cancelled') },
  charges: { previous: demoCuid('attendance-charge', 'previous'), current: demoCuid('attendance-charge', 'current') },
  cart: demoCuid('cart', 'paid'),
  documents: {
    attestation: stableCuid('document', 'attestation'),
    fiscal: stableCuid('document', 'fiscal'),
    certificate: stableCuid('document', 'certificate'),
    health: stableCuid('document', 'health'),
  },
} as const;

export interface DemoAccountInput extends Omit<AccountScope, 'giver'> {
  organiser: number;
  activities: Record<string, number>;
  locations: Record<string, number>;
  /** the other seeded customers and their children */
  others: { customer: number; participant: number }[];
  passwordHash: string;
}

/**
 * Claire's account (001 §2): registrations in every state, requests, a booking, and through seedOwnedOffers her
 * bundles, vouchers, memberships and charges; then Alex, who redeems her gift. Runs after the catalog is seeded;
 * the sessions it adds in the past are CLOSED (and on no Tuesday), so the catalog's default lists do not change.
 */
export async function seedDemoAccount(db: Db, s: DemoAccountInput) {
  const { now, tz, demo, lea, hugo } = s;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const today = localDay(now, tz);
  const monday = addDays(today, 1 - isoWeekday(today));
  await seedDocuments(db, s.organiser);
  const { yogaBundle } = await seedOwnedOffers(db, { ...s, giver: s.others[0]!.customer });

  const availability = async (name: string, activity: string, location: string, days: string[], [h, m]: [number, number], minutes: number, status: string) => {
    const [act] = await db.query<Row>('SELECT * FROM activities WHERE id = $1', [s.activities[activity]]);
    const starts = days.map((d) => zoned(d, h, m, tz));
    const id = await insertOne(db, 'availabilities', {
      activity_id: act!.id,
      location_id: s.locations[location],
      cuid: demoCuid('availability', name),
      status,
      start_at: starts[0],
      end_at: new Date(starts[starts.length - 1]!.getTime() + minutes * 60000),
      registrations_start_at: null,
      registrations_end_at: null,
      capacity: act!.default_capacity,
      price: act!.default_price,
      deposit: act!.default_deposit,
      age_minimum: null,
      age_maximum: null,
    });
    await insertMany(
      db,
      'availability_dates',
      starts.map((start, k) => ({
        availability_id: id,
        cuid: demoCuid('availability-date', `${name}:${k}`),
        start_at: start,
        end_at: new Date(start.getTime() + minutes * 60000),
        status: 'OPEN',
        capacity: null,
      })),
    );
    return id;
  };
  const seeded = async (series: string, index: number) =>
    (await db.query<Row>('SELECT * FROM availabilities WHERE cuid = $1', [stableCuid('availability', `${series}:${index}`)]))[0]!;
  const datesOf = async (availabilityId: number) =>
    (await db.query<{ id: number }>('SELECT id FROM availability_dates WHERE availability_id = $1 ORDER BY start_at, id', [availabilityId])).map((d) => d.id);
  const option = async (activity: string, oi: number, pi: number) => {
    const [p] = await db.query<Row>(
      `SELECT op.*, o.id AS o_id, o.title AS o_title FROM option_prices op JOIN options o ON o.id = op.option_id WHERE op.cuid = $1`,
      [stableCuid('option-price', `${activity}:${oi}:${pi}`)],
    );
    return {
      price_id: p!.id,
      content: null,
      price: { id: p!.id, label: p!.label, amount: p!.amount, percentage: null, option: { id: p!.o_id, title: p!.o_title } },
    };
  };
  const answer = async (activity: string, qi: number, content: string) => {
    const [q] = await db.query<Row>('SELECT id, title FROM questions WHERE cuid = $1', [stableCuid('question', `${activity}:${qi}`)]);
    return { question_id: q!.id, content, question: { id: q!.id, title: q!.title } };
  };

  // Sessions of Claire's past (closed once over) and an arts camp in two weeks whose Wednesday is full.
  const tennisPast = await availability('tennis-past', 'tennis', 'kauwberg', [addDays(monday, -2)], [10, 0], 90, 'CLOSED');
  const yogaPast = await availability('yoga-past', 'yoga', 'parc', [addDays(monday, -4)], [18, 30], 60, 'CLOSED');
  const camp = await availability(
    'arts-partial',
    'arts',
    'etangs',
    [0, 1, 2, 3, 4].map((d) => addDays(monday, 14 + d)),
    [9, 0],
    420,
    'OPEN',
  );
  await db.query('UPDATE availabilities SET age_minimum = 5, age_maximum = 10 WHERE id = $1', [camp]);
  const campDates = await datesOf(camp);
  await db.query('UPDATE availability_dates SET capacity = 1 WHERE id = $1', [campDates[2]]);

  const registration = async (name: string, participant: number, availabilityId: number, dates: number[], row: Row) => {
    const id = await insertOne(db, 'registrations', {
      cuid: demoCuid('registration', name),
      reference: row.reference,
      customer_id: row.customer_id ?? demo,
      participant_id: participant,
      availability_id: availabilityId,
      cart_id: null,
      bundle_id: row.bundle_id ?? null,
      bundle_capacity_refunded: row.bundle_capacity_refunded ?? false,
      total_amount: row.total_amount,
      paid_amount: row.paid_amount,
      deposit_amount: row.deposit_amount ?? 0,
      options: row.options ?? [],
      questions: row.questions ?? [],
      cancelled: row.cancelled ?? false,
      cancelled_at: row.cancelled_at ?? null,
      cancellation_message: row.cancellation_message ?? null,
      refunded_amount: row.refunded_amount ?? 0,
      created_at: row.created_at,
    });
    await insertMany(
      db,
      'registration_dates',
      dates.map((dateId) => ({ cuid: demoCuid('registration-date', `${name}:${dateId}`), registration_id: id, date_id: dateId })),
    );
    return id;
  };
  const reviewed = await registration('reviewed', hugo, tennisPast, await datesOf(tennisPast), {
    reference: 'R9001',
    total_amount: 2000,
    paid_amount: 2000,
    created_at: ago(20),
  });
  await insertOne(db, 'reviews', {
    registration_id: reviewed,
    score: 5,
    message: 'Hugo a adoré : un moniteur patient et beaucoup de jeu.',
    private: false,
    created_at: ago(1),
  });
  const multisport = await seeded('multisport-camp', 0);
  await registration('deposit', lea, multisport.id, await datesOf(multisport.id), {
    reference: 'R9002',
    total_amount: multisport.price + 2500,
    paid_amount: multisport.deposit,
    deposit_amount: multisport.deposit,
    created_at: ago(12),
    options: [await option('multisport', 0, 0)],
    questions: [await answer('multisport', 0, 'Aucune'), await answer('multisport', 1, 'Marc Dubois, +32 470 98 76 54')],
  });
  const theatre = await seeded('theatre-fri', 2);
  await registration('cancelled', hugo, theatre.id, await datesOf(theatre.id), {
    reference: 'R9003',
    total_amount: theatre.price,
    paid_amount: theatre.price,
    created_at: ago(15),
    cancelled: true,
    cancelled_at: ago(3),
    cancellation_message: 'Hugo a un tournoi de football ce jour-là.',
    // what the cancellation gave back to the wallet
    refunded_amount: theatre.price,
  });
  await registration('bundle', hugo, yogaPast, await datesOf(yogaPast), {
    reference: 'R9004',
    bundle_id: yogaBundle,
    total_amount: 1000,
    paid_amount: 1000,
    created_at: ago(10),
  });
  const yoga = await seeded('yoga-sun', 1);
  await registration('bundle-refunded', hugo, yoga.id, await datesOf(yoga.id), {
    reference: 'R9005',
    bundle_id: yogaBundle,
    bundle_capacity_refunded: true,
    total_amount: 1000,
    paid_amount: 1000,
    created_at: ago(8),
    cancelled: true,
    cancelled_at: ago(2),
    cancellation_message: 'Séance remplacée par un cours du jeudi.',
  });
  // another family takes the camp's only Wednesday place
  const [other] = s.others.slice(-1);
  // two of the camp's five days: two fifths of its 145,00 € (core partialRegistrationDiscount)
  await registration('camp-neighbour', other!.participant, camp, campDates.slice(2, 4), {
    reference: 'R9006',
    customer_id: other!.customer,
    total_amount: 5800,
    paid_amount: 5800,
    deposit_amount: 4000,
    created_at: ago(6),
  });
  await registration('partial', lea, camp, campDates.slice(0, 2), {
    reference: 'R9007',
    total_amount: 5800,
    paid_amount: 5800,
    deposit_amount: 4000,
    created_at: ago(5),
  });

  await seedRequestsAndBooking(db, s, seeded, option, answer);
  await insertOne(db, 'customers', {
    organiser_id: s.organiser,
    cuid: stableCuid('customer', 'alex'),
    firstname: 'Alex',
    lastname: 'Martin',
    email: ALEX_EMAIL,
    phone: '+32 475 21 43 65',
    address: {
      id: 1,
      address: 'Rue Royale 236, 1210 Saint-Josse-ten-Noode, Belgique',
      street: 'Rue Royale',
      number: '236',
      postcode: '1210',
      city: 'Saint-Josse-ten-Noode',
      state: 'Bruxelles-Capitale',
      country: 'BE',
      latitude: 50.854,
      longitude: 4.3665,
    },
    custom_data: [],
    password_hash: s.passwordHash,
    created_at: ago(90),
  }).then(async (alex) => {
    await insertOne(db, 'participants', {
      customer_id: alex,
      cuid: stableCuid('participant', 'alex-sam'),
      firstname: 'Sam',
      lastname: 'Martin',
      birthdate: addDays(today, -Math.round(9 * 365.25)),
      custom_data: [],
      created_at: ago(90),
    });
    await insertMany(db, 'wallets', [{ customer_id: alex, amount: 0 }], false);
  });
}

type Seeded = (series: string, index: number) => Promise<Row>;

/** Two escalade requests (one pending, one approved with its deposit paid) and the dance room booked for Saturday. */
async function seedRequestsAndBooking(
  db: Db,
  s: DemoAccountInput,
  seeded: Seeded,
  option: (a: string, o: number, p: number) => Promise<Row>,
  answer: (a: string, q: number, c: string) => Promise<Row>,
) {
  const ago = (days: number) => new Date(s.now.getTime() - days * DAY);
  const request = async (name: string, series: [string, number][], row: Row) => {
    // one query at a time: a transaction's client runs them in order anyway
    const availabilities: Row[] = [];
    for (const [key, index] of series) availabilities.push(await seeded(key, index));
    await insertOne(db, 'registration_requests', {
      cuid: demoCuid('registration-request', name),
      reference: row.reference,
      customer_id: s.demo,
      participant_id: s.hugo,
      status: row.status,
      availability_ids: `{${availabilities.map((a) => a.id).join(',')}}`,
      options: row.options,
      questions: [await answer('escalade', 0, 'Débutant, un peu de bloc')],
      total_amount: availabilities.reduce((sum, a) => sum + a.price, 0) + row.options.reduce((sum: number, o: Row) => sum + o.price.amount, 0),
      paid_amount: row.paid_amount,
      deposit_amount: row.deposit_amount,
      created_at: row.created_at,
    });
  };
  await request(
    'pending',
    [
      ['escalade-mon', 2],
      ['escalade-wed', 2],
    ],
    { reference: 'R9008', status: 'PENDING', options: [], paid_amount: 0, deposit_amount: 0, created_at: ago(2) },
  );
  await request(
    'approved',
    [
      ['escalade-mon', 3],
      ['escalade-wed', 3],
      ['escalade-sat', 3],
    ],
    {
      reference: 'R9009',
      status: 'APPROVED',
      options: [await option('escalade', 0, 0)],
      paid_amount: 1500,
      deposit_amount: 1500,
      created_at: ago(9),
    },
  );

  const [room] = await db.query<Row>('SELECT id FROM resources WHERE cuid = $1', [stableCuid('resource', 'salle')]);
  const start = zoned(addDays(localDay(s.now, s.tz), 5), 10, 0, s.tz);
  const end = new Date(start.getTime() + 2 * 3600_000);
  const booking = await insertOne(db, 'bookings', {
    cuid: DEMO_ACCOUNT.booking,
    customer_id: s.demo,
    resource_id: room!.id,
    cart_id: null,
    created_at: ago(4),
    dates: [{ start_at: start.toISOString(), end_at: end.toISOString() }],
    participations: [
      { participant: { id: s.lea, customer_id: s.demo, fullname: 'Léa Dubois' }, total_amount: 2750, paid_amount: 2750 },
      { participant: { id: s.hugo, customer_id: s.demo, fullname: 'Hugo Dubois' }, total_amount: 2750, paid_amount: 0 },
    ],
  });
  await insertOne(db, 'resource_holds', { resource_id: room!.id, start_at: start, end_at: end, cart_item_id: null, booking_id: booking });
}
