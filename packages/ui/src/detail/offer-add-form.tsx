import { useState, type FormEvent } from 'react';
import type { Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useToastSubmit } from '../forms/use-toast-submit';
import { NoParticipants } from '../forms/add-participant';
import { useParticipantChoice } from '../forms/participant-choice';
import { ParticipantSelect } from '../forms/participant-select';
import { SubmitButton } from '../forms/submit-button';
import { QuantityField } from '../forms/quantity-field';
import { VoucherGiftFields } from './voucher-gift-fields';
import { giftInput, NO_GIFT, type GiftValues, type GiftWords } from './voucher-gift.logic';

export interface OfferAddFormProps {
  /** prefix of the fields' ids */
  idp: string;
  participants: readonly Participant[];
  /** the offer is one participant's (entity PARTICIPANTS): whose, chosen here */
  perParticipant: boolean;
  /** a quantity to choose (integer, default 1, min 1); else one */
  withQuantity: boolean;
  /** a gift voucher: the recipient's name and a message may go with it */
  withGift?: boolean;
  /** the cart call for `count` of the offer, for that participant when it is one participant's, with a voucher's gift words */
  add: (count: number, participantId: number | undefined, gift: GiftWords) => Promise<unknown>;
  /** the offer in the `oriel:add-to-cart` event's detail (`{ bundle: cuid }`), the quantity added to it */
  event: { bundle: string } | { membership: string } | { voucher: string };
}

/**
 * The add form of a bundle, a membership or a voucher (000 §5): the participant when the offer is one person's, the
 * quantity when it has one, and "Ajouter au panier". Without any participant yet, the form to add one comes first.
 */
export function OfferAddForm({ idp, participants, perParticipant, withQuantity, withGift = false, add, event }: OfferAddFormProps) {
  const runtime = useRuntime();
  const [participantId, setParticipantId] = useParticipantChoice(participants);
  const [quantity, setQuantity] = useState('1');
  const [gift, setGift] = useState<GiftValues>(NO_GIFT);
  const { errors, setErrors, busy, run } = useToastSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const count = withQuantity ? Number(quantity) : 1;
    if (!Number.isInteger(count) || count < 1) return setErrors({ quantity: 'invalid' });
    if (perParticipant && participantId === '') return setErrors({ participant_id: 'required' });
    const words = withGift ? giftInput(gift) : { gift: {} };
    if ('errors' in words) return setErrors(words.errors);
    if (await run(() => add(count, perParticipant ? Number(participantId) : undefined, words.gift)))
      runtime.emit(null, 'add-to-cart', { ...event, quantity: count });
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
      {withGift && <VoucherGiftFields idp={idp} values={gift} onValues={setGift} errors={errors} />}
      <SubmitButton busy={busy}>{runtime.t('offers.add_to_cart')}</SubmitButton>
    </form>
  );
}
