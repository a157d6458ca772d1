import { useState, type FormEvent } from 'react';
import { normaliseError, PASSWORD_MIN_LENGTH, REGISTER_TERMS_ERROR, siteApi, type CustomFieldValues, authApi, siteKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { errorMessage } from '../context/errors';
import { CustomFieldsBlock, useCustomFields } from '../forms/custom-field-inputs';
import { fieldErrorText } from '../forms/field-errors';
import { ErrorSummary, useErrorSummary } from '../forms/error-summary';
import { RequiredNote, requiredClass } from '../forms/field-label';
import { ContactFields, NameFields } from '../forms/identity-fields';
import { ParticipantFields, useParticipantFields } from '../forms/participant-fields';
import { TextField } from '../forms/text-field';
import { Spinner } from '../primitives/states';
import { AddressCombobox } from './address-combobox';
import { apiFieldErrors, buildRegisterRequest, hasErrors, signUpFields, type RegisterErrors, type RegisterValues } from './register.logic';
import { FieldError } from '../forms/field-error';
import { softDisabled } from '../forms/submit-button';
import { TermsLink } from '../forms/terms-link';

const EMPTY: RegisterValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  password: '',
  address: null,
  terms: false,
  birthdate: '',
  custom: {},
  participantCustom: {},
};

/**
 * Account creation (001 §2, §5, §7): identity, password, address lookup, the organiser's CUSTOMERS custom
 * fields, optionally the customer's own participant (birthdate and PARTICIPANTS fields: asked only when the customer
 * says they will attend, ticked at first when the organiser's `create_customers_participant` is on), terms. On
 * success the API's token signs the customer in. Everything typed survives a failure.
 */
export function RegisterForm({ onSuccess }: { onSuccess?: () => void }) {
  const runtime = useRuntime();
  const auth = useApi(authApi);
  const { t, session, toasts } = runtime;
  const site = useApi(siteApi);
  const organiser = useQuery(siteKeys.organiser(), () => site.getOrganiser());
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  // null until the customer ticks or unticks it: the organiser's setting decides meanwhile
  const [wantsParticipant, setWantsParticipant] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<RegisterErrors>({ main: {}, participant: {} });
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();

  // A parent whose children only attend needs no participant of their own (001 §2: the participant is optional).
  const createParticipant = wantsParticipant ?? organiser.data?.settings.create_customers_participant ?? false;
  const customerQuery = useCustomFields('CUSTOMERS');
  const { query: participantQuery, fields: participantFields } = useParticipantFields(false, createParticipant);
  const customerFields = signUpFields(customerQuery.data);

  const set =
    <K extends keyof RegisterValues>(key: K) =>
    (value: RegisterValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const err = (name: string) => fieldErrorText(t, errors.main[name]);

  function showErrors(next: RegisterErrors) {
    setErrors(next);
    summary.report();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const built = buildRegisterRequest(values, { createParticipant, customerFields, participantFields });
    if (!built.ok) return showErrors(built.errors);
    setErrors({ main: {}, participant: {} });
    setBusy(true);
    try {
      const { token } = await auth.register(built.body);
      await session.adopt(token);
      toasts.success(t('auth.register.success'));
      runtime.emit(null, 'login', {});
      onSuccess?.();
    } catch (error) {
      const fields = apiFieldErrors(normaliseError(error).fields);
      if (hasErrors(fields)) showErrors(fields);
      // 001 §8: a submit failure is a toast; field errors stay under their fields
      toasts.error(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  const termsError = errors.main.terms ? t(errors.main.terms === REGISTER_TERMS_ERROR ? REGISTER_TERMS_ERROR : 'forms.errors.terms') : undefined;

  return (
    <form ref={summary.formRef} className="o-form o-register" onSubmit={submit} noValidate aria-busy={busy}>
      <ErrorSummary control={summary} id="o-reg-errors" />
      <RequiredNote />
      <NameFields idPrefix="o-reg" values={values} onValue={(key, value) => set(key)(value)} errorOf={err} />
      <ContactFields idPrefix="o-reg" values={values} onValue={(key, value) => set(key)(value)} errorOf={err} />
      <TextField
        id="o-reg-password"
        label={t('auth.register.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.register.password_hint', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onValue={set('password')}
        error={err('password')}
      />
      <AddressCombobox id="o-reg-address" label={t('auth.register.address')} value={values.address} onChange={set('address')} error={err('address')} />

      <CustomFieldsBlock
        query={customerQuery}
        fields={customerFields}
        values={values.custom}
        onValue={(key, value) => setValues((v) => ({ ...v, custom: { ...v.custom, [key]: value } as Partial<CustomFieldValues> }))}
        errors={errors.main}
        idPrefix="o-reg"
      />

      <ParticipantFields
        idPrefix="o-reg"
        own={{ attending: createParticipant, onAttending: setWantsParticipant }}
        query={participantQuery}
        fields={participantFields}
        values={values}
        onValue={(key, value) => set(key)(value)}
        answers={values.participantCustom}
        onAnswer={(key, value) => setValues((v) => ({ ...v, participantCustom: { ...v.participantCustom, [key]: value } as Partial<CustomFieldValues> }))}
        errors={errors.participant}
      />

      <div className="field">
        <label className={`check ${requiredClass(true)}`}>
          <input
            id="o-reg-terms"
            type="checkbox"
            name="terms"
            aria-required="true"
            checked={values.terms}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'o-reg-terms-err' : undefined}
            onChange={(e) => set('terms')((e.target as HTMLInputElement).checked)}
          />
          {t('auth.register.terms')}
        </label>
        <TermsLink label={t('auth.register.terms_link')} />
        <FieldError id="o-reg-terms-err" text={termsError} />
      </div>

      <div className="o-form-actions">
        <button type="submit" className="btn btn-primary" {...softDisabled(busy)}>
          {busy && <Spinner />}
          {t('auth.register.submit')}
        </button>
      </div>
    </form>
  );
}
