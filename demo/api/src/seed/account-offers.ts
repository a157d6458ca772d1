import type { Db } from '../db/db';
import { stableCuid } from '../lib/ids';
import { addDays, isoWeekday, localDay, zoned } from '../lib/time';
import { insertMany, insertOne } from './insert';

const DAY = 86400000;

export interface AccountScope {
  now: Date;
  tz: string;
  /** Claire Dubois, her children, and another seeded customer (who gave her a voucher) */
  demo: number;
  lea: number;
  hugo: number;
  giver: number;
}

const key = (name: string) => `demo:${name}`;
/** Seeded cuids are hashes of stable keys (lib/ids.ts): the UI tests find each item of the demo account by them. */
export const demoCuid = (kind: string, name: string) => stableCuid(kind, key(name));

/** Voucher codes of the demo account (8 characters, like the ones checkout issues). */
export const DEMO_CODES = {
  /** bought and paid by Claire, worth 25 €: another customer (alex@oriel.test) can redeem it */
  gift: 'CADEAU25',
  /** a paid "10 séances de yoga" voucher: redeeming it asks for a participant */
  bundleGift: 'YOGAPASS',
  /** bought by Claire, not paid yet */
  unpaid: 'YOGAZEN1',
  /** given to Claire by another customer, redeemed by her */
  received: 'MERCI025',
  /** bought by Claire more than a year ago, expired */
  expired: 'ANCIEN25',
} as const;

const idOf = async (db: Db, table: string, cuid: string) => (await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE cuid = $1`, [cuid]))[0]!.id;

/**
 * What Claire bought besides registrations, so that every account tab and badge has an example: a paid cart in her
 * history, bundles (one with capacity, use and expiry, one part paid), vouchers in every state, a recurring
 * membership with a paid and an outstanding cycle plus a cancelled one, and attendance charges (one part paid).
 * Answers the ids the registrations need (the yoga bundle pays two of them).
 */
export async function seedOwnedOffers(db: Db, s: AccountScope) {
  const { now, demo, hugo } = s;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const bundles = {
    yoga: await db.query<Record<string, any>>('SELECT * FROM bundles WHERE cuid = $1', [stableCuid('bundle', 'yoga-10')]).then((r) => r[0]!),
    tennis: await db.query<Record<string, any>>('SELECT * FROM bundles WHERE cuid = $1', [stableCuid('bundle', 'tennis-illimite')]).then((r) => r[0]!),
  };
  const vouchers = { v25: await idOf(db, 'vouchers', stableCuid('voucher', '25')), yoga: await idOf(db, 'vouchers', stableCuid('voucher', 'yoga')) };
  const [v25] = await db.query<Record<string, any>>('SELECT * FROM vouchers WHERE id = $1', [vouchers.v25]);

  // The cart that bought the yoga card and the 25 € voucher, paid online a month ago.
  const cart = await insertOne(db, 'carts', {
    customer_id: demo,
    cuid: demoCuid('cart', 'paid'),
    reference: '90000001',
    coupon_id: null,
    created_at: ago(30),
    processed_at: ago(30),
    payment_strategy: 'IMMEDIATE',
    payment_reference: null,
    total_amount: 12500,
    discount_amount: 0,
    wallet_amount: 0,
    fees_amount: 0,
    to_pay_amount: 12500,
  });
  const itemIds = await insertMany(db, 'cart_items', [
    {
      cart_id: cart,
      cuid: demoCuid('cart-item', 'yoga-card'),
      type: 'BUNDLE',
      participant_id: hugo,
      availability_id: null,
      price: 10000,
      deposit: 0,
      quantity: 1,
      created_at: ago(30),
      expires_at: new Date(ago(30).getTime() + 900_000),
      payload: {
        bundle: {
          id: bundles.yoga.id,
          cuid: bundles.yoga.cuid,
          title: bundles.yoga.title,
          images: bundles.yoga.images,
          duration: bundles.yoga.duration,
          expires_at: null,
          capacity: bundles.yoga.capacity,
          entity: bundles.yoga.entity,
        },
      },
    },
    {
      cart_id: cart,
      cuid: demoCuid('cart-item', 'gift-voucher'),
      type: 'VOUCHER',
      participant_id: null,
      availability_id: null,
      price: 2500,
      deposit: 0,
      quantity: 1,
      created_at: ago(30),
      expires_at: new Date(ago(30).getTime() + 900_000),
      payload: { voucher: { id: v25!.id, cuid: v25!.cuid, title: v25!.title, images: v25!.images, duration: v25!.duration } },
    },
  ]);
  await insertOne(db, 'payments', {
    cuid: demoCuid('payment', 'paid-cart'),
    cart_id: cart,
    customer_id: demo,
    strategy: 'IMMEDIATE',
    amount: 12500,
    status: 'SUCCEEDED',
    return_url: null,
    item_ids: `{${itemIds.join(',')}}`,
    created_at: ago(30),
    completed_at: ago(30),
  });

  const yogaBundle = await insertOne(db, 'customer_bundles', {
    cuid: demoCuid('customer-bundle', 'yoga'),
    customer_id: demo,
    bundle_id: bundles.yoga.id,
    participant_id: hugo,
    capacity: 10,
    used: 1,
    expires_at: new Date(ago(30).getTime() + bundles.yoga.duration * 1000),
    total_amount: 10000,
    paid_amount: 10000,
    created_at: ago(30),
  });
  await insertOne(db, 'customer_bundles', {
    cuid: demoCuid('customer-bundle', 'tennis'),
    customer_id: demo,
    bundle_id: bundles.tennis.id,
    participant_id: hugo,
    capacity: null,
    used: 0,
    expires_at: bundles.tennis.expires_at,
    total_amount: 25000,
    paid_amount: 10000,
    created_at: ago(25),
  });

  const voucher = (name: keyof typeof DEMO_CODES, row: Record<string, unknown>) => ({
    cuid: demoCuid('customer-voucher', name),
    code: DEMO_CODES[name],
    customer_id: demo,
    voucher_id: vouchers.v25,
    amount: 2500,
    redeemed_at: null,
    recipient_id: null,
    total_amount: 2500,
    paid_amount: 2500,
    ...row,
  });
  await insertMany(db, 'customer_vouchers', [
    voucher('gift', { expires_at: new Date(ago(30).getTime() + 365 * DAY), created_at: ago(30) }),
    voucher('bundleGift', {
      voucher_id: vouchers.yoga,
      amount: null,
      total_amount: 10000,
      paid_amount: 10000,
      expires_at: new Date(ago(20).getTime() + 365 * DAY),
      created_at: ago(20),
    }),
    voucher('unpaid', {
      voucher_id: vouchers.yoga,
      amount: null,
      total_amount: 10000,
      paid_amount: 0,
      expires_at: new Date(ago(7).getTime() + 365 * DAY),
      created_at: ago(7),
    }),
    voucher('received', {
      customer_id: s.giver,
      redeemed_at: ago(20),
      recipient_id: demo,
      expires_at: new Date(ago(60).getTime() + 365 * DAY),
      created_at: ago(60),
    }),
    voucher('expired', { expires_at: ago(10), created_at: ago(375) }),
  ]);

  // Memberships: the monthly yoga subscription renews (last month paid, this one due); last year's club one was cancelled.
  const today = localDay(now, s.tz);
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 9 ? 1 : 0) - 1;
  await insertMany(db, 'customer_memberships', [
    {
      cuid: demoCuid('customer-membership', 'monthly'),
      customer_id: demo,
      membership_id: await idOf(db, 'memberships', stableCuid('membership', 'yoga-mensuel')),
      participant_id: hugo,
      status: 'ACTIVE',
      recurring: true,
      created_at: ago(40),
      cycles: [
        { start_at: ago(40).toISOString(), end_at: ago(10).toISOString(), total_amount: 4500, paid_amount: 4500 },
        { start_at: ago(10).toISOString(), end_at: new Date(now.getTime() + 20 * DAY).toISOString(), total_amount: 4500, paid_amount: 0 },
      ],
    },
    {
      cuid: demoCuid('customer-membership', 'club-cancelled'),
      customer_id: demo,
      membership_id: await idOf(db, 'memberships', stableCuid('membership', 'club')),
      participant_id: null,
      status: 'CANCELLED',
      recurring: false,
      created_at: zoned(`${year}-09-01`, 10, 0, s.tz),
      cycles: [
        {
          start_at: zoned(`${year}-09-01`, 0, 0, s.tz).toISOString(),
          end_at: zoned(`${year + 1}-08-31`, 23, 59, s.tz).toISOString(),
          total_amount: 3000,
          paid_amount: 3000,
        },
      ],
    },
  ]);

  await seedAttendanceCharges(db, s);
  return { yogaBundle };
}

/** Wednesday afternoon childcare billed per four weeks: the last cycle is paid, the current one in part. */
async function seedAttendanceCharges(db: Db, s: AccountScope) {
  const today = localDay(s.now, s.tz);
  const monday = addDays(today, 1 - isoWeekday(today));
  const configuration = {
    title: 'Garderie du mercredi',
    description: '<p>Accueil des enfants le mercredi après-midi, facturé à la présence.</p>',
    images: [{ id: 1, name: 'activity-multisport', alt: 'Garderie du mercredi' }],
  };
  const item = (name: string, weeksAgo: number, amount: number, leftAt: number) => {
    const day = addDays(monday, 2 - 7 * weeksAgo);
    const arrival = zoned(day, 13, 5, s.tz);
    const departure = zoned(day, leftAt, 0, s.tz);
    return {
      cuid: demoCuid('attendance-item', name),
      amount,
      duration: (departure.getTime() - arrival.getTime()) / 1000,
      registration_date: {
        date: { start_at: zoned(day, 13, 0, s.tz).toISOString(), end_at: zoned(day, 18, 0, s.tz).toISOString() },
        arrival: arrival.toISOString(),
        departure: departure.toISOString(),
        registration: { participant: { id: s.lea, fullname: 'Léa Dubois' } },
      },
    };
  };
  const cycle = (from: number, to: number) => ({
    configuration,
    start_at: zoned(addDays(monday, -7 * from), 0, 0, s.tz).toISOString(),
    end_at: zoned(addDays(monday, -7 * to), 0, 0, s.tz).toISOString(),
  });
  await insertMany(db, 'attendance_charges', [
    {
      cuid: demoCuid('attendance-charge', 'previous'),
      customer_id: s.demo,
      reference: 'GA-9001',
      total_amount: 1200,
      paid_amount: 1200,
      billing_cycle: cycle(8, 4),
      items: [item('p1', 7, 600, 16), item('p2', 5, 600, 16)],
      created_at: zoned(addDays(monday, -28), 9, 0, s.tz),
    },
    {
      cuid: demoCuid('attendance-charge', 'current'),
      customer_id: s.demo,
      reference: 'GA-9002',
      total_amount: 2250,
      paid_amount: 1200,
      billing_cycle: cycle(4, 0),
      items: [item('c1', 4, 600, 16), item('c2', 3, 600, 16), item('c3', 2, 450, 15), item('c4', 1, 600, 16)],
      created_at: zoned(monday, 9, 0, s.tz),
    },
  ]);
}
