import type { Membership, Participant, Voucher } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { membershipHasQuantity } from './offer-period.logic';
import { OfferAddForm } from './offer-add-form';
import type { GiftWords } from './voucher-gift.logic';

export type OfferToAdd = { kind: 'membership'; offer: Membership } | { kind: 'voucher'; offer: Voucher };

/**
 * The membership and voucher forms of 000 §5: quantity (integer, default 1, min 1; for a membership only when
 * ROLLING) and, for a PARTICIPANTS membership, the participant; a voucher may carry a recipient name and a message. One
 * cart item carries the quantity.
 */
export function AddOfferForm({ item, participants }: { item: OfferToAdd; participants: readonly Participant[] }) {
  const { cart } = useRuntime();
  const add = (count: number, participant_id: number | undefined, gift: GiftWords) =>
    cart.add(
      item.kind === 'voucher'
        ? { vouchers: [{ voucher_id: item.offer.id, quantity: count, ...gift }] }
        : { memberships: [{ membership_id: item.offer.id, quantity: count, ...(participant_id === undefined ? {} : { participant_id }) }] },
    );
  return (
    <OfferAddForm
      idp={`o-${item.kind}-${item.offer.cuid}`}
      participants={participants}
      perParticipant={item.kind === 'membership' && item.offer.entity === 'PARTICIPANTS'}
      withQuantity={item.kind === 'voucher' || membershipHasQuantity(item.offer)}
      withGift={item.kind === 'voucher'}
      add={add}
      event={item.kind === 'voucher' ? { voucher: item.offer.cuid } : { membership: item.offer.cuid }}
    />
  );
}
