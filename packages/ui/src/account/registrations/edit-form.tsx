import { useMemo, useRef, useState, type FormEvent } from 'react';
import {
  accountApi,
  editErrors,
  editRequestBody,
  initialEditState,
  normaliseError,
  registrationActions,
  togglePartialDate,
  type EditState,
  type PartialDateState,
  type Registration,
} from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { useSignalValue } from '../../context/use-signal';
import { OptionFields } from '../../detail/option-fields';
import { QuestionFields } from '../../detail/question-fields';
import { fieldErrorText } from '../../forms/field-errors';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { useAccount } from '../account-context';
import { AccountScreen } from '../account-screen';
import { EditDates } from './edit-dates';
import { EditEstimate, priceKey, useEditEstimate } from './edit-estimate';
import { RegistrationGate } from './registration-gate';
import { refreshAccount, registrationErrorMessage, registrationFieldError } from './registration-errors';

/** /account/registrations/{cuid}/edit (001 §2, §4, §5, §7). */
export function EditScreen({ cuid }: { cuid: string }) {
  return <RegistrationGate cuid={cuid}>{(registration) => <EditForm registration={registration} />}</RegistrationGate>;
}

/**
 * A partial registration's dates, options and questions, starting from what it holds. The price difference shows
 * before saving; PUT /api/registrations with the automatic price. Everything chosen survives a refusal.
 */
function EditForm({ registration: r }: { registration: Registration }) {
  const runtime = useRuntime();
  const { t, toasts } = runtime;
  const { at, nav } = useAccount();
  const api = useApi(accountApi);
  const now = useSignalValue(runtime.now);
  const form = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => initialEditState(r), [r]);
  const registered = useMemo(() => new Set(initial.dates), [initial]);
  const [state, setState] = useState<EditState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const detail = { view: 'registration', cuid: r.cuid } as const;
  const back = { to: detail, label: at('registrations.back_to_detail') };
  const av = r.availability;
  const idp = `o-reg-edit-${r.cuid}`;

  const body = editRequestBody(r, state);
  const changed = state.dates.length > 0 && priceKey(body) !== priceKey(editRequestBody(r, initial));
  const estimate = useEditEstimate(changed ? body : null);

  const setIn = <K extends 'choices' | 'contents' | 'answers'>(key: K, id: number, value: EditState[K][number]) =>
    setState((s) => ({ ...s, [key]: { ...s[key], [id]: value } }));
  const toggleDate = (dateId: number, dateState: PartialDateState) => setState((s) => ({ ...s, dates: togglePartialDate(s.dates, dateId, dateState) }));

  function showErrors(next: Record<string, string>) {
    setErrors(next);
    focusFirstEnabledInvalid(form.current);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = editErrors(r, state);
    if (Object.keys(invalid).length) return showErrors(invalid);
    setErrors({});
    setBusy(true);
    try {
      await api.editRegistration(body);
      toasts.success(at('registrations.edit.success'));
      nav.go(detail);
      refreshAccount(runtime);
    } catch (err) {
      const fields = normaliseError(err).fields;
      if (Object.keys(fields).length) showErrors(fields);
      toasts.error(registrationErrorMessage(at, t, err));
    } finally {
      setBusy(false);
    }
  }

  if (!av || !registrationActions(r, now).edit) {
    return (
      <AccountScreen title={at('registrations.edit.title')} back={back}>
        <p role="status">{at('registrations.edit.unavailable')}</p>
      </AccountScreen>
    );
  }
  const answered = av.options.filter((o) => o.answer_required && state.choices[o.id] != null);
  return (
    <AccountScreen title={at('registrations.edit.title')} back={back}>
      <p className="o-muted">{[av.activity?.title, r.participant?.fullname].filter(Boolean).join(' · ')}</p>
      <form ref={form} className="o-form" noValidate aria-busy={busy} onSubmit={(e) => void submit(e)}>
        <EditDates
          idp={idp}
          dates={av.dates}
          registered={registered}
          selected={state.dates}
          onToggle={toggleDate}
          now={now}
          error={registrationFieldError(at, t, errors.availability_dates)}
        />
        <OptionFields
          idp={idp}
          options={av.options}
          basePrice={0}
          choices={state.choices}
          onChoose={(option, price) => setIn('choices', option, price)}
          errors={errors}
        />
        {answered.map((o) => (
          <TextField
            key={o.id}
            id={`${idp}-opt-${o.id}-content`}
            label={at('registrations.edit.option_answer', { option: o.title })}
            required
            value={state.contents[o.id] ?? ''}
            onValue={(v) => setIn('contents', o.id, v)}
            // worded like the option and question errors around it (the shared catalogue's)
            error={fieldErrorText(t, errors[`option_content_${o.id}`])}
          />
        ))}
        <QuestionFields idp={idp} questions={av.questions} answers={state.answers} onAnswer={(q, v) => setIn('answers', q, v)} errors={errors} />
        <EditEstimate state={estimate} />
        <div className="o-form-actions">
          <SubmitButton busy={busy}>{at('registrations.edit.submit')}</SubmitButton>
        </div>
      </form>
    </AccountScreen>
  );
}

/**
 * Like forms/focus-invalid, but a group's first *enabled* input: the first dates of the list may be locked or
 * full, and focusing a disabled checkbox does nothing.
 */
function focusFirstEnabledInvalid(container: HTMLElement | null) {
  setTimeout(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input:not(:disabled), select, textarea');
    target?.focus();
  }, 0);
}
