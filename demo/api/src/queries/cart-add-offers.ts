import { ApiError, conflict, validation } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { iso } from '../lib/time';
import { ownParticipant, type AddScope } from './cart-add-input';

type Row = Record<string, any>;

export interface NewItem {
  type: 'BUNDLE' | 'VOUCHER' | 'MEMBERSHIP' | 'BOOKING' | 'REGISTRATION_REQUEST';
  participantId: number | null;
  price: number;
  deposit?: number;
  quantity: number;
  /** What the cart item shows (images kept as stored; the cart serialiser makes them URLs). */
  payload: Record<string, unknown>;
}

export async function insertItem(scope: AddScope, item: NewItem): Promise<number> {
  const [row] = await scope.tx.query<{ id: number }>(
    `INSERT INTO cart_items (cart_id, cuid, type, participant_id, price, deposit, quantity, created_at, expires_at, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      scope.cartId,
      randomCuid(),
      item.type,
      item.participantId,
      item.price,
      item.deposit ?? 0,
      item.quantity,
      scope.now,
      scope.expiresAt,
      JSON.stringify(item.payload),
    ],
  );
  return row!.id;
}

const TABLE = { BUNDLE: 'bundles', VOUCHER: 'vouchers', MEMBERSHIP: 'memberships' } as const;
const ID_FIELD = { BUNDLE: 'bundle_id', VOUCHER: 'voucher_id', MEMBERSHIP: 'membership_id' } as const;

/**
 * Bundles, vouchers and memberships: offers without places (a bundle's capacity is the number of registrations it
 * includes, 000 §9, not a stock). PARTICIPANTS offers belong to one participant; a FIXED membership is bought once,
 * and neither an expired bundle nor an ended membership period can be bought.
 */
export async function addOffer(
  scope: AddScope,
  type: keyof typeof TABLE,
  offerId: number,
  quantity: number,
  participantId: number | null | undefined,
  gift: { recipient_name?: string | null | undefined; message?: string | null | undefined } = {},
) {
  const [offer] = await scope.tx.query<Row>(`SELECT * FROM ${TABLE[type]} WHERE id = $1`, [offerId]);
  if (!offer) throw new ApiError(404, 'NOT_FOUND', `No such ${type.toLowerCase()}`, { [ID_FIELD[type]]: 'not_found' });
  const t = scope.now.getTime();
  const forParticipant = type !== 'VOUCHER' && offer.entity === 'PARTICIPANTS';
  const participant = forParticipant ? ownParticipant(scope, participantId ?? scope.fallbackParticipant, true) : null;
  const summary = { id: offer.id, cuid: offer.cuid, title: offer.title, images: offer.images };
  let payload: Record<string, unknown>;
  if (type === 'BUNDLE') {
    if (offer.expires_at && new Date(offer.expires_at).getTime() <= t) throw conflict('BUNDLE_EXPIRED', 'This bundle can no longer be bought');
    payload = { bundle: { ...summary, duration: offer.duration, expires_at: iso(offer.expires_at), capacity: offer.capacity, entity: offer.entity } };
  } else if (type === 'VOUCHER') {
    // a blank name or message is none (the schema trimmed them)
    payload = { voucher: { ...summary, duration: offer.duration, recipient_name: gift.recipient_name || null, message: gift.message || null } };
  } else {
    if (offer.period_type === 'FIXED' && quantity !== 1) throw validation({ quantity: 'invalid' }, 'A fixed-period membership is bought once');
    if (offer.period_type === 'FIXED' && offer.fixed_period_end_at && new Date(offer.fixed_period_end_at).getTime() <= t) {
      throw conflict('MEMBERSHIP_ENDED', 'This membership period is over');
    }
    payload = {
      membership: {
        ...summary,
        entity: offer.entity,
        period_type: offer.period_type,
        rolling_period_type: offer.rolling_period_type,
        rolling_period_duration: offer.rolling_period_duration,
        fixed_period_start_at: iso(offer.fixed_period_start_at),
        fixed_period_end_at: iso(offer.fixed_period_end_at),
      },
    };
  }
  await insertItem(scope, { type, participantId: participant?.id ?? null, price: offer.price * quantity, quantity, payload });
}
