import type { Bundle, Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { OfferAddForm } from './offer-add-form';

/**
 * The bundle form of spec 000 §5: quantity (integer, default 1, min 1) and, for a bundle that belongs to a
 * participant (entity PARTICIPANTS), the participant. Each bought bundle is one cart item.
 */
export function AddBundleForm({ bundle, participants }: { bundle: Bundle; participants: readonly Participant[] }) {
  const { cart } = useRuntime();
  const add = (count: number, participant_id: number | undefined) => {
    const entry = { bundle_id: bundle.id, ...(participant_id === undefined ? {} : { participant_id }) };
    return cart.add({ bundles: Array.from({ length: count }, () => entry) });
  };
  return (
    <OfferAddForm
      idp={`o-bundle-${bundle.cuid}`}
      participants={participants}
      perParticipant={bundle.entity === 'PARTICIPANTS'}
      withQuantity
      add={add}
      event={{ bundle: bundle.cuid }}
    />
  );
}
