import type { PaymentDestination } from '@oriel/core';
import type { Db } from '../db/db';
import { ApiError, validation } from '../lib/errors';
import { MAX_ID } from '../lib/params';

type Row = Record<string, any>;

/** What a customer pays outside a cart (001 §7 destination), by the key of its id in the destination object. */
const TABLES = {
  registration: 'registrations',
  registration_request: 'registration_requests',
  booking: 'bookings',
  bundle: 'customer_bundles',
  voucher: 'customer_vouchers',
  membership: 'customer_memberships',
  attendance_charge: 'attendance_charges',
} as const;
export type DestinationKind = keyof typeof TABLES;

/** Stored with a payment (payments.destination) and compared as jsonb: always these two keys. */
export interface Destination {
  kind: DestinationKind;
  id: number;
}

/**
 * The body's destination (core's schema already asks for exactly one id): the kind is its key without `_id`. A cart
 * is paid at checkout and cycles have no id of their own, so cart_id and membership_cycle_id are 400 "unsupported".
 */
export function destinationOf(destination: PaymentDestination): Destination {
  const [key, id] = Object.entries(destination).find(([, value]) => value !== undefined) as [string, number];
  const kind = key.replace(/_id$/, '');
  if (!(kind in TABLES)) throw validation({ destination: 'unsupported' }, `${key} cannot be paid here`);
  if (id < 1 || id > MAX_ID) throw notYours();
  return { kind: kind as DestinationKind, id };
}

const notYours = () => new ApiError(404, 'NOT_FOUND', 'Nothing of yours to pay there', { destination: 'not_found' });

export interface Payable {
  /** minor units still owed: total - paid, never below 0 (0 too for what is cancelled or rejected) */
  owed: number;
  reference: string | null;
  /** adds to what is paid; the caller keeps amount <= owed */
  pay(amount: number): Promise<void>;
}

/** Hands out an amount over shares in order: each takes what it still owes. */
function spread(amount: number, shares: Row[]) {
  let left = amount;
  return shares.map((s) => {
    const take = Math.min(left, Math.max(0, (s.total_amount ?? 0) - (s.paid_amount ?? 0)));
    left -= take;
    return { ...s, paid_amount: (s.paid_amount ?? 0) + take };
  });
}

const owedOf = (rows: Row[]) => rows.reduce((sum, r) => sum + Math.max(0, (r.total_amount ?? 0) - (r.paid_amount ?? 0)), 0);

/**
 * The customer's entity behind a destination, its row locked (FOR NO KEY UPDATE) for the rest of the transaction:
 * two payments of one thing queue, and each reads what the other paid. Anyone else's is 404 (ids are not probeable).
 * Lock order: this row before the payment and the wallet, as a cart goes before its payment and wallet (cart-add.ts).
 */
export async function lockPayable(tx: Db, customerId: number, dest: Destination): Promise<Payable> {
  const table = TABLES[dest.kind];
  const [row] = await tx.query<Row>(`SELECT * FROM ${table} WHERE id = $1 AND customer_id = $2 FOR NO KEY UPDATE`, [dest.id, customerId]);
  if (!row) throw notYours();
  if (dest.kind === 'booking') {
    // the customer pays their own participants' shares (a split booking may hold other customers' shares)
    const mine = (p: Row) => p.participant?.customer_id == null || p.participant.customer_id === customerId;
    const participations: Row[] = row.participations ?? [];
    return {
      owed: owedOf(participations.filter(mine)),
      reference: null,
      pay: async (amount) => {
        const paid = spread(amount, participations.filter(mine));
        let i = 0;
        const next = participations.map((p) => (mine(p) ? paid[i++]! : p));
        await tx.query('UPDATE bookings SET participations = $2 WHERE id = $1', [row.id, JSON.stringify(next)]);
      },
    };
  }
  if (dest.kind === 'membership') {
    // oldest cycle first
    const cycles: Row[] = [...(row.cycles ?? [])].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
    return {
      owed: owedOf(cycles),
      reference: null,
      pay: async (amount) =>
        void (await tx.query('UPDATE customer_memberships SET cycles = $2 WHERE id = $1', [row.id, JSON.stringify(spread(amount, cycles))])),
    };
  }
  const closed = (dest.kind === 'registration' && row.cancelled) || (dest.kind === 'registration_request' && ['REJECTED', 'CANCELLED'].includes(row.status));
  return {
    owed: closed ? 0 : Math.max(0, row.total_amount - row.paid_amount),
    reference: row.reference ?? row.code ?? null,
    pay: async (amount) => void (await tx.query(`UPDATE ${table} SET paid_amount = paid_amount + $2 WHERE id = $1`, [row.id, amount])),
  };
}

/** Credits the wallet (a redeemed amount voucher, an online payment above what was still owed). */
export async function creditWallet(tx: Db, customerId: number, amount: number) {
  await tx.query(
    'INSERT INTO wallets (customer_id, amount) VALUES ($1, $2) ON CONFLICT (customer_id) DO UPDATE SET amount = wallets.amount + EXCLUDED.amount',
    [customerId, amount],
  );
}
