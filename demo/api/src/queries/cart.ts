import type { Db } from '../db/db';
import { images } from '../lib/media';
import { iso } from '../lib/time';
import { loadAvailabilities, type Ctx } from './availabilities';

type Row = Record<string, any>;

/**
 * The customer's open cart, or null. Expired items are left out of `items`: they no longer hold places (contract);
 * an open cart lists them apart, in `expired_items`, so the customer sees what ran out and may hold it again.
 */
export async function loadOpenCart(ctx: Ctx, customerId: number) {
  const [cart] = await ctx.db.query<Row>('SELECT * FROM carts WHERE customer_id = $1 AND processed_at IS NULL ORDER BY id DESC LIMIT 1', [customerId]);
  return cart ? serializeCart(ctx, cart) : null;
}

/**
 * How a processed cart was paid, one line a method: the wallet and the online payments are paid; what the checkout left
 * to pay beyond the online payment is awaited by bank transfer (the structured communication). A free cart has none.
 */
async function cartPayments(db: Db, cart: Row) {
  const [online] = await db.query<{ amount: number }>(
    "SELECT coalesce(sum(amount), 0)::int AS amount FROM payments WHERE cart_id = $1 AND status = 'SUCCEEDED'",
    [cart.id],
  );
  const paidOnline = online?.amount ?? 0;
  const transfer = cart.payment_reference ? Math.max(0, (cart.to_pay_amount ?? 0) - paidOnline) : 0;
  const lines = [
    { method: 'ONLINE', amount: paidOnline, status: 'PAID' },
    { method: 'WALLET', amount: cart.wallet_amount ?? 0, status: 'PAID' },
    { method: 'TRANSFER', amount: transfer, status: 'PENDING' },
  ] as const;
  return lines.filter((l) => l.amount > 0);
}

export async function serializeCart(ctx: Ctx, cart: Row) {
  const db: Db = ctx.db;
  const items = await db.query<Row>(
    `SELECT ci.*, p.firstname, p.lastname FROM cart_items ci LEFT JOIN participants p ON p.id = ci.participant_id
     WHERE ci.cart_id = $1 AND ci.expires_at > $2 ORDER BY ci.created_at, ci.id`,
    // An open cart shows the items still holding places; a processed one the items it was paid with, which are those
    // still holding places when it was processed (process-cart.ts): one that had expired before was not bought, and
    // listing it made the order history (and a purchase read from it) show a line nobody paid for.
    [cart.id, cart.processed_at ?? ctx.now],
  );
  // a processed cart's expired items were never bought: only an open cart shows them, apart
  const expired = cart.processed_at
    ? []
    : await db.query<Row>(
        `SELECT ci.*, p.firstname, p.lastname FROM cart_items ci LEFT JOIN participants p ON p.id = ci.participant_id
         WHERE ci.cart_id = $1 AND ci.expires_at <= $2 ORDER BY ci.created_at, ci.id`,
        [cart.id, ctx.now],
      );
  const itemIds = [...items, ...expired].map((i) => i.id as number);
  const [dates, coupon, availabilities, payments] = await Promise.all([
    db.query<Row>(
      `SELECT cid.cart_item_id, d.id, d.cuid, d.start_at, d.end_at FROM cart_item_dates cid JOIN availability_dates d ON d.id = cid.date_id
       WHERE cid.cart_item_id = ANY($1::int[]) ORDER BY d.start_at, d.id`,
      [itemIds],
    ),
    cart.coupon_id ? db.query<Row>('SELECT * FROM coupons WHERE id = $1', [cart.coupon_id]) : Promise.resolve([]),
    loadAvailabilities(ctx, [
      ...new Set([...items, ...expired].flatMap((i): number[] => (i.availability_id ? [i.availability_id] : (i.payload.availability_ids ?? [])))),
    ]),
    cart.processed_at ? cartPayments(db, cart) : Promise.resolve([]),
  ]);
  const c = coupon[0];
  return {
    id: cart.id,
    cuid: cart.cuid,
    reference: cart.reference,
    coupon_id: cart.coupon_id,
    coupon: c
      ? {
          id: c.id,
          title: c.title,
          label: c.label,
          amount: c.amount,
          percentage: c.percentage === null ? null : Number(c.percentage),
          min_total_amount: c.min_total_amount,
          active: c.active,
        }
      : null,
    created_at: iso(cart.created_at),
    processed_at: iso(cart.processed_at),
    payment_reference: cart.payment_reference ?? null,
    to_pay_amount: cart.processed_at ? (cart.to_pay_amount ?? null) : null,
    payments,
    items: items.map(serializeItem),
    expired_items: expired.map(serializeItem),
  };

  function serializeItem(i: Row) {
    const base = {
      id: i.id,
      cuid: i.cuid,
      type: i.type,
      price: i.price,
      deposit: i.deposit,
      quantity: i.quantity,
      created_at: iso(i.created_at),
      expires_at: iso(i.expires_at),
      participant: i.participant_id ? { id: i.participant_id, fullname: `${i.firstname} ${i.lastname}` } : null,
    };
    if (i.type !== 'REGISTRATION') return { ...base, ...offerPayload(ctx.base, i.payload, availabilities) };
    const availability = availabilities.find((a) => a.id === i.availability_id) ?? null;
    return {
      ...base,
      availability,
      availabilities: availability ? [availability] : [],
      availability_dates: dates
        .filter((d) => d.cart_item_id === i.id)
        .map((d) => ({
          id: d.id,
          date_id: d.id,
          date: { id: d.id, cuid: d.cuid, start_at: iso(d.start_at), end_at: iso(d.end_at) },
        })),
      options: i.payload.options ?? [],
      questions: i.payload.questions ?? [],
    };
  }
}

/** The stored payload of a non-registration item as answered: image names become URLs, request availabilities are loaded. */
function offerPayload(base: string, payload: Row, availabilities: Row[]) {
  const out: Row = {};
  for (const key of ['bundle', 'voucher', 'membership', 'resource'] as const) {
    if (payload[key]) out[key] = { ...payload[key], images: images(base, payload[key].images) };
  }
  if (payload.booking_dates)
    Object.assign(out, { booking_dates: payload.booking_dates, participants: payload.participants, payment_split: payload.payment_split });
  if (payload.availability_ids) {
    Object.assign(out, {
      availabilities: (payload.availability_ids as number[]).map((id) => availabilities.find((a) => a.id === id)).filter(Boolean),
      options: payload.options ?? [],
      questions: payload.questions ?? [],
    });
  }
  return out;
}
