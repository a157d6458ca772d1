import { useState, type FormEvent } from 'react';
import { type Bundle, type Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useToastSubmit } from '../forms/use-toast-submit';
import { useParticipantChoice } from '../forms/participant-choice';
import { ParticipantSelect } from '../forms/participant-select';
import { SubmitButton } from '../forms/submit-button';
import { QuantityField } from '../forms/quantity-field';

/**
 * The bundle form of spec 000 §5: quantity (integer, default 1, min 1) and, for a bundle that belongs to a
 * participant (entity PARTICIPANTS), the participant. Each bought bundle is one cart item.
 */
export function AddBundleForm({ bundle, participants }: { bundle: Bundle; participants: readonly Participant[] }) {
  const runtime = useRuntime();
  const { t, cart } = runtime;
  const perParticipant = bundle.entity === 'PARTICIPANTS';
  const [participantId, setParticipantId] = useParticipantChoice(participants);
  const [quantity, setQuantity] = useState('1');
  const { errors, setErrors, busy, run } = useToastSubmit();
  const idp = `o-bundle-${bundle.cuid}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const count = Number(quantity);
    if (!Number.isInteger(count) || count < 1) return setErrors({ quantity: 'invalid' });
    if (perParticipant && participantId === '') return setErrors({ participant_id: 'required' });
    const entry = { bundle_id: bundle.id, ...(perParticipant ? { participant_id: Number(participantId) } : {}) };
    if (await run(() => cart.add({ bundles: Array.from({ length: count }, () => entry) }))) {
      runtime.emit(null, 'add-to-cart', { bundle: bundle.cuid, quantity: count });
    }
  }

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
      <QuantityField id={`${idp}-quantity`} value={quantity} onValue={setQuantity} error={errors.quantity} />
      <SubmitButton busy={busy}>{t('offers.add_to_cart')}</SubmitButton>
    </form>
  );
}
