import { useState, type FormEvent } from 'react';
import { buildHref, catalogApi, formatDateRange, type Availability, catalogKeys } from '@oriel/core';
import { shellT, useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useSignalValue } from '../context/use-signal';
import { errorMessage } from '../context/errors';
import { fieldErrorText, type FieldErrors } from '../forms/field-errors';
import { useToastSubmit } from '../forms/use-toast-submit';
import { NoParticipants } from '../forms/add-participant';
import { useParticipantChoice } from '../forms/participant-choice';
import { ParticipantSelect } from '../forms/participant-select';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { LoginPrompt } from '../auth/login-prompt';
import { OptionFields } from '../detail/option-fields';
import { QuestionFields } from '../detail/question-fields';
import {
  answerErrors,
  chosenOptions,
  initialOptionChoices,
  questionAnswers,
  type OptionChoices,
  type QuestionAnswers,
} from '../detail/registration-answers.logic';
import { SubmitButton } from '../forms/submit-button';
import { CustomerGate } from '../auth/customer-gate';
import { ErrorSummary } from '../forms/error-summary';
import { fits, participantFieldError } from '../forms/eligibility.logic';
import { useEligibility } from '../forms/use-eligibility';

/**
 * /cart/registrations/request (000 §2, §5): the selected sessions, then participant, options and questions; one
 * registrations_requests entry per selected session (the tier's count), then the visitor goes to /checkout.
 */
export function RequestForm({ availabilityIds, tierId }: { availabilityIds: readonly number[]; tierId: number | null }) {
  const runtime = useRuntime();
  const { lang, timezone, cart, session, links } = runtime;
  // the hosted shell's page only: its texts are in the shell's catalogue
  const t = shellT(runtime);
  const catalog = useApi(catalogApi);
  const s = useSignalValue(session.state);
  const q = useQuery(catalogKeys.availabilities(availabilityIds), () => Promise.all(availabilityIds.map((id) => catalog.getAvailability(String(id)))), {
    enabled: availabilityIds.length > 0,
  });
  const first: Availability | undefined = q.data?.[0];
  const [choices, setChoices] = useState<OptionChoices | null>(null);
  const [answers, setAnswers] = useState<QuestionAnswers>({});
  const { errors, setErrors, summary, busy, run } = useToastSubmit();
  const participants = s.data?.participants ?? [];
  const eligibility = useEligibility(participants, q.data ?? []);
  const [participant, setParticipantId] = useParticipantChoice(participants, (p) => fits(eligibility, p.id));
  const fmt = { locale: lang, timeZone: timezone };

  if (!availabilityIds.length) return <EmptyState title={t('request.nothing')} />;
  if (q.status === 'error' && !q.data) return <ErrorState message={errorMessage(t, q.error)} onRetry={q.refetch} />;
  if (!q.data || !first) {
    return (
      <div className="o-request" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton height="6rem" />
        <Skeleton height="10rem" />
      </div>
    );
  }
  const options = first.options;
  const questions = first.questions;
  const optionChoices = choices ?? initialOptionChoices(options);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid: FieldErrors = { ...answerErrors(options, questions, optionChoices, answers) };
    const participantError = participantFieldError(eligibility, participant);
    if (participantError) invalid.participant_id = participantError;
    if (Object.keys(invalid).length) return setErrors(invalid);
    const shared = {
      participant_id: Number(participant),
      ...(tierId ? { tier_id: tierId } : {}),
      options: chosenOptions(options, optionChoices),
      questions: questionAnswers(questions, answers),
    };
    // one entry per registration of the tier's count (000 §7); the API makes them one request
    const entries = availabilityIds.map((id) => ({ ...shared, availabilities: [{ id }] }));
    if (await run(() => cart.add({ registrations_requests: entries }), { success: t('request.success') })) {
      const href = buildHref(links, 'checkout');
      if (href) runtime.navigate(href);
    }
  }

  return (
    <div className="o-request">
      <section aria-labelledby="o-request-sessions">
        <h2 id="o-request-sessions">{first.activity?.title ?? t('request.sessions')}</h2>
        <ul className="o-request-sessions" aria-label={t('request.sessions')}>
          {q.data.map((av) => (
            <li key={av.id}>{formatDateRange(av.start_at, av.end_at, fmt)}</li>
          ))}
        </ul>
        {errors.availabilities && <p className="field-error">{fieldErrorText(t, errors.availabilities)}</p>}
      </section>
      <section className="o-add" aria-label={t('request.title')}>
        <CustomerGate login={<LoginPrompt />}>
          {() =>
            participants.length ? (
              <form ref={summary.formRef} className="o-form" onSubmit={submit} noValidate aria-busy={busy}>
                <ErrorSummary control={summary} id="o-request-errors" />
                <ParticipantSelect
                  id="o-request-participant"
                  participants={participants}
                  value={participant}
                  onValue={setParticipantId}
                  error={errors.participant_id}
                  eligibility={eligibility}
                />
                <OptionFields
                  idp="o-request"
                  options={options}
                  basePrice={first.price}
                  choices={optionChoices}
                  onChoose={(o, p) => setChoices({ ...optionChoices, [o]: p })}
                  errors={errors}
                />
                <QuestionFields
                  idp="o-request"
                  questions={questions}
                  answers={answers}
                  onAnswer={(qid, v) => setAnswers((a) => ({ ...a, [qid]: v }))}
                  errors={errors}
                />
                <SubmitButton busy={busy}>{t('request.submit')}</SubmitButton>
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
