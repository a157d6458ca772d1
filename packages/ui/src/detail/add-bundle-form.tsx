import { useState, type FormEvent } from 'react';
import { normaliseError, type Bundle, type Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { errorMessage } from '../context/errors';
import { type FieldErrors } from '../forms/field-errors';
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
  const { t, cart, toasts } = runtime;
  const perParticipant = bundle.entity === 'PARTICIPANTS';
  const [participantId, setParticipantId] = useParticipantChoice(participants);
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const idp = `o-bundle-${bundle.cuid}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const count = Number(quantity);
    if (!Number.isInteger(count) || count < 1) return setErrors({ quantity: 'invalid' });
    if (perParticipant && participantId === '') return setErrors({ participant_id: 'required' });
    setErrors({});
    setBusy(true);
    // 000 §4: a loading toast, replaced in place by the outcome
    const pending = toasts.loading(t('common.loading'));
    try {
      const entry = { bundle_id: bundle.id, ...(perParticipant ? { participant_id: Number(participantId) } : {}) };
      await cart.add({ bundles: Array.from({ length: count }, () => entry) });
      toasts.update(pending, 'success', t('cart.messages.updated'));
      runtime.emit(null, 'add-to-cart', { bundle: bundle.cuid, quantity: count });
    } catch (error) {
      const n = normaliseError(error);
      if (Object.keys(n.fields).length) setErrors(n.fields);
      toasts.update(pending, 'error', errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="o-form" onSubmit={submit} noValidate aria-busy={busy}>
      {perParticipant && (
        <ParticipantSelect id={`${idp}-participant`} participants={participants} value={participantId} onValue={setParticipantId} error={errors.participant_id} />
      )}
      <QuantityField id={`${idp}-quantity`} value={quantity} onValue={setQuantity} error={errors.quantity} />
      <SubmitButton busy={busy}>{t('offers.add_to_cart')}</SubmitButton>
    </form>
  );
}
