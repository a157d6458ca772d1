import { useEffect, useRef, useState, type FormEvent } from 'react';
import { catalogApi, formatDateRange, formatMoney, isDateOpen, catalogKeys } from '@oriel/core';
import { shellT, useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useSignalValue } from '../context/use-signal';
import { errorMessage } from '../context/errors';
import { fieldErrorText } from '../forms/field-errors';
import { useToastSubmit } from '../forms/use-toast-submit';
import { NoParticipants } from '../forms/add-participant';
import { useParticipantChoice } from '../forms/participant-choice';
import { ParticipantSelect } from '../forms/participant-select';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { LoginPrompt } from '../auth/login-prompt';
import { entriesFromAvailabilities, entriesFromDates, missingDates, registrationsOf, withoutEntry, type CartAddEntry } from './cart-add.logic';
import { SubmitButton } from '../forms/submit-button';
import { CustomerGate } from '../auth/customer-gate';
import { FieldError } from '../forms/field-error';
import { ErrorSummary } from '../forms/error-summary';
import { fits, participantFieldError } from '../forms/eligibility.logic';
import { useEligibility } from '../forms/use-eligibility';

export interface CartAddViewProps {
  /** ?availabilities= cuids */
  availabilities: string[];
  /** ?dates= date cuids */
  dates: string[];
  /** the selection without one availability: the page writes it back to its query string */
  onSelectionChange: (next: { availabilities: string[]; dates: string[] }) => void;
}

/**
 * /cart/add (000 §2): a preview of the chosen availabilities with a remove action each, the participant and the
 * dates of multi-date ones, then one POST /api/carts/items with a registration per availability.
 */
export function CartAddView({ availabilities, dates, onSelectionChange }: CartAddViewProps) {
  const runtime = useRuntime();
  const { lang, currency, timezone, cart, session } = runtime;
  // the hosted shell's page only: its texts are in the shell's catalogue
  const t = shellT(runtime);
  const catalog = useApi(catalogApi);
  const s = useSignalValue(session.state);
  const q = useQuery(catalogKeys.cartAdd(availabilities, dates), async (): Promise<CartAddEntry[]> => {
    const byAvailability = entriesFromAvailabilities(await Promise.all(availabilities.map((c) => catalog.getAvailability(c))));
    const byDate = dates.length
      ? entriesFromDates((await catalog.listAvailabilityDates({ dates, status: ['OPEN', 'FULL', 'CLOSED', 'OVERLAP'], limit: 100 })).data)
      : [];
    return [...byAvailability, ...byDate];
  });
  const [entries, setEntries] = useState<CartAddEntry[]>([]);
  useEffect(() => setEntries(q.data ?? []), [q.data]);
  const participants = s.data?.participants ?? [];
  const eligibility = useEligibility(
    participants,
    entries.map((x) => x.availability),
  );
  const [chosenParticipant, setParticipantId] = useParticipantChoice(participants, (p) => fits(eligibility, p.id));
  const { errors, setErrors, summary, busy, run } = useToastSubmit();
  // the dates of the selection sit above the form: the summary lists them too
  const view = useRef<HTMLDivElement>(null);
  const fmt = { locale: lang, timeZone: timezone };

  if (!availabilities.length && !dates.length) return <EmptyState title={t('cart.nothing_to_add')} />;
  if (q.status === 'error' && !q.data) return <ErrorState message={errorMessage(t, q.error)} onRetry={q.refetch} />;
  if (!q.data) {
    return (
      <div className="o-cart-add" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
        <Skeleton height="8rem" />
      </div>
    );
  }
  if (!entries.length) return <EmptyState title={t('cart.nothing_to_add')} />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = missingDates(entries);
    const participantError = participantFieldError(eligibility, chosenParticipant);
    if (participantError) missing.participant_id = participantError;
    if (Object.keys(missing).length) return setErrors(missing);
    if (await run(() => cart.add({ registrations: registrationsOf(entries, Number(chosenParticipant)) }))) {
      runtime.emit(null, 'add-to-cart', { availabilities: entries.map((x) => x.availability.cuid), quantity: 1 });
    }
  }

  const toggle = (entry: CartAddEntry, dateId: number, on: boolean) =>
    setEntries((list) => list.map((x) => (x === entry ? { ...x, dateIds: on ? [...x.dateIds, dateId] : x.dateIds.filter((d) => d !== dateId) } : x)));

  return (
    <div ref={view} className="o-cart-add">
      <section aria-labelledby="o-cart-add-selection">
        <h2 id="o-cart-add-selection">{t('cart.selection')}</h2>
        <ul className="o-cart-add-list">
          {entries.map((entry) => {
            const title = entry.availability.activity?.title ?? entry.availability.cuid;
            const err = errors[`dates_${entry.availability.id}`];
            return (
              <li key={entry.availability.id} className="o-cart-add-item">
                <div>
                  <strong>{title}</strong>
                  <p>{formatDateRange(entry.availability.start_at, entry.availability.end_at, fmt)}</p>
                  <p>{entry.availability.price > 0 ? formatMoney(entry.availability.price, { locale: lang, currency }) : t('catalog.free')}</p>
                </div>
                {entry.choices.length > 1 && (
                  <fieldset
                    id={`o-cart-add-${entry.availability.id}-dates`}
                    className="field"
                    aria-invalid={err ? true : undefined}
                    aria-describedby={err ? `o-cart-add-${entry.availability.id}-err` : undefined}
                  >
                    <legend>{t('availability.choose_dates')}</legend>
                    <FieldError id={`o-cart-add-${entry.availability.id}-err`} text={fieldErrorText(t, err)} />
                    {entry.choices.map((d) => (
                      <label key={d.id} className="check">
                        <input
                          type="checkbox"
                          disabled={!isDateOpen(d)}
                          checked={entry.dateIds.includes(d.id)}
                          onChange={(ev) => toggle(entry, d.id, (ev.target as HTMLInputElement).checked)}
                        />
                        <span>{formatDateRange(d.start_at, d.end_at, fmt)}</span>
                      </label>
                    ))}
                  </fieldset>
                )}
                {entry.choices.length <= 1 && <FieldError id={`o-cart-add-${entry.availability.id}-err`} text={fieldErrorText(t, err)} />}
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t('cart.remove_named', { title })}
                  onClick={() => onSelectionChange(withoutEntry({ availabilities, dates }, entry))}
                >
                  {t('cart.remove_from_selection')}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="o-add" aria-label={t('cart.add_title')}>
        <CustomerGate login={<LoginPrompt />}>
          {() =>
            participants.length ? (
              <form ref={summary.formRef} className="o-form" onSubmit={submit} noValidate aria-busy={busy}>
                <ErrorSummary control={summary} id="o-cart-add-errors" within={view} />
                <ParticipantSelect
                  id="o-cart-add-participant"
                  participants={participants}
                  value={chosenParticipant}
                  onValue={setParticipantId}
                  error={errors.participant_id}
                  eligibility={eligibility}
                />
                <SubmitButton busy={busy}>{t('cart.add_all')}</SubmitButton>
              </form>
            ) : (
              <NoParticipants onCreated={(p) => setParticipantId(String(p.id))} />
            )
          }
        </CustomerGate>
      </section>
    </div>
  );
}
