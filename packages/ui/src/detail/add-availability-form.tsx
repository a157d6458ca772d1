import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import { availabilityAddFormSchema, dateUnavailable, formatDateRange, isDateOpen, sortDatesByStart, type Availability, type Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { fieldErrorText, issuesToFieldErrors } from '../forms/field-errors';
import { useToastSubmit } from '../forms/use-toast-submit';
import { NoParticipants } from '../forms/add-participant';
import { useParticipantChoice } from '../forms/participant-choice';
import { ParticipantSelect } from '../forms/participant-select';
import { ErrorSummary } from '../forms/error-summary';
import { fits, participantFieldError } from '../forms/eligibility.logic';
import { useEligibility } from '../forms/use-eligibility';
import { OptionFields } from './option-fields';
import { QuestionFields } from './question-fields';
import { EstimateBreakdown } from './estimate-breakdown';
import { useEstimate } from './use-estimate';
import { SubmitButton } from '../forms/submit-button';
import { QuantityField } from '../forms/quantity-field';
import {
  answerErrors,
  chosenOptions,
  estimateRequest,
  initialOptionChoices,
  questionAnswers,
  type OptionChoices,
  type QuestionAnswers,
} from './registration-answers.logic';
import { FieldError } from '../forms/field-error';

/**
 * The add-to-cart form of an availability (spec 000 §5, §7): dates (all open ones preselected), the participant
 * (defaults to the first), options and questions, the quantity (positive, default 1), and the price estimate of
 * those choices. Values survive a failed submit.
 */
export function AddAvailabilityForm({ availability: av, participants }: { availability: Availability; participants: readonly Participant[] }) {
  const runtime = useRuntime();
  const { t, lang, timezone, cart } = runtime;
  const cartId = useSignalValue(cart.state).data?.id;
  const dates = sortDatesByStart(av.dates);
  const [chosen, setChosen] = useState<number[]>(() => dates.filter(isDateOpen).map((d) => d.id));
  const eligibility = useEligibility(participants, [av]);
  const [participantId, setParticipantId] = useParticipantChoice(participants, (p) => fits(eligibility, p.id));
  const [quantity, setQuantity] = useState('1');
  const [choices, setChoices] = useState<OptionChoices>(() => initialOptionChoices(av.options));
  const [answers, setAnswers] = useState<QuestionAnswers>({});
  const { errors, setErrors, summary, busy, run } = useToastSubmit();
  const idp = `o-add-${av.cuid}`;
  const estimate = useEstimate(estimateRequest(av.id, participantId, chosen, av.options, choices, cartId));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(availabilityAddFormSchema, {
      availability_id: av.id,
      availability_dates: chosen,
      participant_id: participantId === '' ? undefined : Number(participantId),
      quantity: quantity === '' ? undefined : Number(quantity),
    });
    const invalid = { ...(parsed.success ? {} : issuesToFieldErrors(parsed.issues)), ...answerErrors(av.options, av.questions, choices, answers) };
    const participantError = participantFieldError(eligibility, participantId);
    if (participantError) invalid.participant_id = participantError;
    if (!parsed.success || Object.keys(invalid).length) return setErrors(invalid);
    const form = parsed.output;
    const registration = {
      availability_id: av.id,
      participant_id: form.participant_id,
      quantity: form.quantity,
      availability_dates: form.availability_dates.map((date_id) => ({ date_id })),
      options: chosenOptions(av.options, choices),
      questions: questionAnswers(av.questions, answers),
    };
    if (await run(() => cart.add({ registrations: [registration] }))) {
      runtime.emit(null, 'add-to-cart', { availability: av.cuid, quantity: form.quantity });
    }
  }

  if (participants.length === 0) return <NoParticipants onCreated={(p) => setParticipantId(String(p.id))} />;

  return (
    <form ref={summary.formRef} className="o-form" onSubmit={submit} noValidate aria-busy={busy}>
      <ErrorSummary control={summary} id={`${idp}-errors`} />
      {dates.length > 1 && (
        <fieldset
          id={`${idp}-dates`}
          className="field"
          aria-invalid={errors.availability_dates ? true : undefined}
          aria-describedby={errors.availability_dates ? `${idp}-dates-err` : undefined}
        >
          <legend>{t('availability.choose_dates')}</legend>
          <FieldError id={`${idp}-dates-err`} text={fieldErrorText(t, errors.availability_dates)} />
          {dates.map((d) => {
            const unavailable = dateUnavailable(d);
            const open = !unavailable;
            return (
              <label key={d.id} className="check">
                <input
                  type="checkbox"
                  disabled={!open}
                  checked={chosen.includes(d.id)}
                  onChange={(e) => {
                    const on = (e.target as HTMLInputElement).checked;
                    setChosen((c) => (on ? [...c, d.id] : c.filter((x) => x !== d.id)));
                  }}
                />
                <span>
                  {formatDateRange(d.start_at, d.end_at, { locale: lang, timeZone: timezone })}
                  {unavailable && ` · ${t(unavailable === 'full' ? 'availability.date_full' : 'availability.date_closed')}`}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <ParticipantSelect
        id={`${idp}-participant`}
        participants={participants}
        value={participantId}
        onValue={setParticipantId}
        error={errors.participant_id}
        eligibility={eligibility}
      />
      <OptionFields
        idp={idp}
        options={av.options}
        basePrice={av.price}
        choices={choices}
        onChoose={(option, price) => setChoices((c) => ({ ...c, [option]: price }))}
        errors={errors}
      />
      <QuestionFields
        idp={idp}
        questions={av.questions}
        answers={answers}
        onAnswer={(q, answer) => setAnswers((a) => ({ ...a, [q]: answer }))}
        errors={errors}
      />
      <QuantityField id={`${idp}-quantity`} value={quantity} onValue={setQuantity} error={errors.quantity} />
      <EstimateBreakdown estimate={estimate} />
      <SubmitButton busy={busy}>{t('availability.add_to_cart')}</SubmitButton>
    </form>
  );
}
