import { useState, type FormEvent } from 'react';
import { type AddCartItemsRequest, type Membership, type Participant, type Voucher } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useToastSubmit } from '../forms/use-toast-submit';
import { NoParticipants } from '../forms/add-participant';
import { useParticipantChoice } from '../forms/participant-choice';
import { ParticipantSelect } from '../forms/participant-select';
import { membershipHasQuantity } from './offer-period.logic';
import { SubmitButton } from '../forms/submit-button';
import { QuantityField } from '../forms/quantity-field';

export type OfferToAdd = { kind: 'membership'; offer: Membership } | { kind: 'voucher'; offer: Voucher };

/**
 * The membership and voucher forms of 000 §5: quantity (integer, default 1, min 1; for a membership only when
 * ROLLING) and, for a PARTICIPANTS membership, the participant. One cart item carries the quantity.
 */
export function AddOfferForm({ item, participants }: { item: OfferToAdd; participants: readonly Participant[] }) {
  const runtime = useRuntime();
  const { t, cart } = runtime;
  const withQuantity = item.kind === 'voucher' || membershipHasQuantity(item.offer);
  const perParticipant = item.kind === 'membership' && item.offer.entity === 'PARTICIPANTS';
  const [participantId, setParticipantId] = useParticipantChoice(participants);
  const [quantity, setQuantity] = useState('1');
  const { errors, setErrors, busy, run } = useToastSubmit();
  const idp = `o-${item.kind}-${item.offer.cuid}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const count = withQuantity ? Number(quantity) : 1;
    if (!Number.isInteger(count) || count < 1) return setErrors({ quantity: 'invalid' });
    if (perParticipant && participantId === '') return setErrors({ participant_id: 'required' });
    const body: AddCartItemsRequest =
      item.kind === 'voucher'
        ? { vouchers: [{ voucher_id: item.offer.id, quantity: count }] }
        : { memberships: [{ membership_id: item.offer.id, quantity: count, ...(perParticipant ? { participant_id: Number(participantId) } : {}) }] };
    if (await run(() => cart.add(body))) runtime.emit(null, 'add-to-cart', { [item.kind]: item.offer.cuid, quantity: count });
  }

  if (perParticipant && participants.length === 0) return <NoParticipants onCreated={(p) => setParticipantId(String(p.id))} />;
  return (
    <form className="o-form" onSubmit={submit} noValidate aria-busy={busy}>
      {perParticipant && (
        <ParticipantSelect
          id={`${idp}-participant`}
          participants={participants}
          value={participantId}
          onValue={setParticipantId}
          error={errors.participant_id}
        />
      )}
      {withQuantity && <QuantityField id={`${idp}-quantity`} value={quantity} onValue={setQuantity} error={errors.quantity} />}
      <SubmitButton busy={busy}>{t('offers.add_to_cart')}</SubmitButton>
    </form>
  );
}
