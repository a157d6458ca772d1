import { useState, type FormEvent } from 'react';
import { formatMoney, THRESHOLDS, translateErrorCode, type Participant, type Resource } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useToastSubmit } from '../forms/use-toast-submit';
import { NoParticipants } from '../forms/add-participant';
import { useParticipantChoice } from '../forms/participant-choice';
import { ParticipantSelect } from '../forms/participant-select';
import { ParticipantSearch } from '../forms/participant-search';
import { bookingRequest, bookingShares, otherParticipants, type BookingQuery } from './booking.logic';
import { SubmitButton } from '../forms/submit-button';

export interface BookingFormProps {
  query: BookingQuery;
  resource: Resource;
  participants: readonly Participant[];
  /** after the cart took the booking (the embedded dialog closes) */
  onAdded?: () => void;
}

const nameOf = (p: Participant) => p.fullname ?? `${p.firstname} ${p.lastname}`;

/**
 * The booking form of spec 000 §5: the main participant (the customer's first by default), the other
 * participants who come along (a playing partner), and the payment_split switch once some are chosen, which says
 * what each one pays either way.
 */
export function BookingForm({ query, resource, participants, onAdded }: BookingFormProps) {
  const runtime = useRuntime();
  const { t, cart, lang, currency } = runtime;
  const [participantId, setParticipantId] = useParticipantChoice(participants);
  const [extras, setExtras] = useState<number[]>([]);
  const [split, setSplit] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run } = useToastSubmit();
  const idp = `o-booking-${resource.cuid}`;
  const mainId = Number(participantId);
  const others = otherParticipants(participants, mainId);
  // the main participant is never also an extra one
  const chosen = extras.filter((id) => id !== mainId);
  const main = participants.find((p) => p.id === mainId);
  const people = [main, ...chosen.map((id) => participants.find((p) => p.id === id))].filter((p) => p !== undefined).map((p) => ({ fullname: nameOf(p) }));
  const money = (amount: number) => formatMoney(amount, { locale: lang, currency });
  const shares = bookingShares(query.amount, people, split);
  const sharesText =
    split && shares.length > 1
      ? t('offers.booking.split_shares', { shares: shares.map((s) => t('cart.share', { name: s.fullname, amount: money(s.amount) })).join(', ') })
      : main
        ? t('offers.booking.pays_all', { name: nameOf(main), amount: money(query.amount) })
        : '';

  if (participants.length === 0) return <NoParticipants className="o-add-state" onCreated={(p) => setParticipantId(String(p.id))} />;

  function toggle(id: number, on: boolean) {
    setExtras((list) => (on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id)));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const request = bookingRequest(query, { resource_id: resource.id, participant_id: mainId, participants: chosen, payment_split: split });
    const added = await run(() => cart.add(request), {
      // a refused slot (RESOURCE_UNAVAILABLE: booked meanwhile, or started) reads better with its field's reason
      failure: (n) => {
        const message = (n.fields.dates ? t.lookup(`forms.errors.${n.fields.dates}`) : undefined) ?? translateErrorCode(t, n.code);
        setFailure(message);
        return message;
      },
    });
    if (!added) return;
    runtime.emit(null, 'add-to-cart', { booking: resource.cuid, start_at: query.start_at, quantity: 1 });
    onAdded?.();
  }

  return (
    <form className="o-form" onSubmit={submit} noValidate aria-busy={busy}>
      <ParticipantSelect id={`${idp}-participant`} participants={participants} value={participantId} onValue={setParticipantId} />
      {others.length > THRESHOLDS.participantSearchAbove ? (
        <ParticipantSearch
          id={`${idp}-others`}
          legend={main ? t('offers.booking.participants_with', { name: nameOf(main) }) : t('offers.booking.participants')}
          value={chosen}
          names={new Map(participants.map((p) => [p.id, nameOf(p)]))}
          exclude={mainId}
          onChange={(ids) => setExtras(ids)}
        />
      ) : (
        others.length > 0 && (
          <fieldset className="o-fieldset o-choices">
            <legend>
              {main ? t('offers.booking.participants_with', { name: nameOf(main) }) : t('offers.booking.participants')}{' '}
              <span className="o-muted">({t('common.optional')})</span>
            </legend>
            {others.map((p) => (
              <label key={p.id} className="check">
                <input type="checkbox" checked={chosen.includes(p.id)} onChange={(e) => toggle(p.id, (e.target as HTMLInputElement).checked)} />
                {nameOf(p)}
              </label>
            ))}
          </fieldset>
        )
      )}
      {chosen.length > 0 && (
        <div className="field">
          <label className="check o-switch">
            <input
              type="checkbox"
              role="switch"
              checked={split}
              aria-describedby={`${idp}-shares`}
              onChange={(e) => setSplit((e.target as HTMLInputElement).checked)}
            />
            {t('offers.booking.payment_split')}
          </label>
          <p id={`${idp}-shares`} className="field-hint" aria-live="polite">
            {sharesText}
          </p>
        </div>
      )}
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <SubmitButton busy={busy}>{t('offers.add_to_cart')}</SubmitButton>
    </form>
  );
}
