import { redeemNeedsParticipant, voucherConfirmationState, voucherRedeemRequestSchema } from '@oriel/core';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../deps';
import { clientAddress } from '../lib/client-address';
import { ApiError, conflict, validation } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { baseUrl } from '../lib/media';
import { MAX_ID } from '../lib/params';
import type { Attempt } from '../lib/rate-limit';
import { parse, readJson } from '../lib/validate';
import { serializeVouchers } from '../queries/account-offers';
import { requireCustomer } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';
import { creditWallet } from '../queries/payables';

type Row = Record<string, any>;

const notFound = () => new ApiError(404, 'VOUCHER_NOT_FOUND', 'No voucher has this code', { code: 'not_found' });

/**
 * Redeeming a voucher someone bought (001 §2 /account/vouchers/redeem, §4): GET looks the code up for the confirmation
 * screen, PUT redeems it. Codes are guessable, so an unknown code counts as a failed attempt per customer and per
 * client, like coupons (429 TOO_MANY_ATTEMPTS fields.code, docs/security.md §3); a code that exists clears the count,
 * even when it cannot be redeemed (that was no guess).
 */
export function voucherRedeemRoutes({ db, clock, options, attempts }: AppContext) {
  const app = new Hono();
  const attempt = (c: Context, customerId: number) =>
    attempts.begin('voucher', { account: `customer:${customerId}`, client: clientAddress(c, options.trustProxy) }, { code: 'too_many_attempts' });
  /** Runs a lookup under an attempt: only VOUCHER_NOT_FOUND stays counted; a found code clears, other failures cancel. */
  const judging = async <T>(a: Attempt, run: (found: () => void) => Promise<T>): Promise<T> => {
    let found = false;
    try {
      const result = await run(() => void (found = true));
      if (found) await a.succeeded();
      else await a.cancel();
      return result;
    } catch (error) {
      if (found) await a.succeeded();
      else if (!(error instanceof ApiError && error.code === 'VOUCHER_NOT_FOUND')) await a.cancel();
      throw error;
    }
  };
  const byCode = (tx: typeof db, code: string, lock: boolean) =>
    tx.query<Row>(`SELECT * FROM customer_vouchers WHERE upper(code) = upper($1)${lock ? ' FOR NO KEY UPDATE' : ''}`, [code]);

  app.get('/', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const code = (c.req.query('code') ?? '').trim();
    if (!code) throw validation({ code: 'required' });
    const row = await judging(await attempt(c, customer.id), async (found) => {
      const [voucher] = await byCode(db, code, false);
      if (!voucher) throw notFound();
      found();
      return voucher;
    });
    const ctx = { db, now: clock.now(), tz: (await loadOrganiser(db)).timezone, base: baseUrl(c) };
    return c.json({ data: (await serializeVouchers(ctx, [row], customer.id))[0] });
  });

  app.put('/', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(voucherRedeemRequestSchema, await readJson(c));
    const now = clock.now();
    const ctx = { db, now, tz: (await loadOrganiser(db)).timezone, base: baseUrl(c) };
    const answer = await judging(await attempt(c, customer.id), (found) =>
      db.transaction(async (tx) => {
        // The row lock makes concurrent redeems of one code queue: the first redeems it, the others find it redeemed.
        const [voucher] = await byCode(tx, body.code, true);
        if (!voucher) throw notFound();
        found();
        const [shown] = await serializeVouchers({ ...ctx, db: tx }, [voucher], customer.id);
        // core's rule, as the confirmation screen shows it: redeemed, expired, unpaid, later overriding earlier
        const state = voucherConfirmationState(shown!, now);
        if (state !== 'valid') throw conflict(`VOUCHER_${state.toUpperCase()}`, `This voucher is ${state}`, { code: state });
        let bundleCuid: string | null = null;
        if (shown!.bundle) {
          const participantId = await participantFor(tx, customer.id, redeemNeedsParticipant(shown!), body.participant_id);
          const [bundle] = await tx.query<Row>('SELECT * FROM bundles WHERE id = $1', [shown!.bundle.id]);
          bundleCuid = randomCuid();
          await tx.query(
            `INSERT INTO customer_bundles (cuid, customer_id, bundle_id, participant_id, capacity, expires_at, total_amount, paid_amount, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, 0, 0, $7)`,
            [
              bundleCuid,
              customer.id,
              bundle!.id,
              participantId,
              bundle!.capacity,
              bundle!.expires_at ?? (bundle!.duration ? new Date(now.getTime() + bundle!.duration * 1000) : null),
              now,
            ],
          );
        } else {
          await creditWallet(tx, customer.id, voucher.amount ?? 0);
        }
        await tx.query('UPDATE customer_vouchers SET redeemed_at = $2, recipient_id = $3 WHERE id = $1', [voucher.id, now, customer.id]);
        return { cuid: voucher.cuid as string, bundle_cuid: bundleCuid };
      }),
    );
    return c.json({ data: answer });
  });
  return app;
}

/** A PARTICIPANTS bundle is for one of the redeemer's participants: required, and theirs (else 404, not probeable). */
async function participantFor(tx: AppContext['db'], customerId: number, needed: boolean, participantId: number | null | undefined): Promise<number | null> {
  if (participantId == null) {
    if (needed) throw validation({ participant_id: 'required' }, 'Choose whom the bundle is for');
    return null;
  }
  const [p] = await tx.query('SELECT id FROM participants WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL', [
    participantId > MAX_ID ? -1 : participantId,
    customerId,
  ]);
  if (!p) throw new ApiError(404, 'NOT_FOUND', 'No such participant', { participant_id: 'not_found' });
  return participantId;
}
