import { useState, type FormEvent } from 'react';
import { accountApi, normaliseError, type Customer, type CustomFieldValues } from '@oriel/core';
import { AddressCombobox } from '../../auth/address-combobox';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { CustomFieldsBlock, useCustomFields } from '../../forms/custom-field-inputs';
import { apiFieldCodes, fieldErrorText, type FieldErrors } from '../../forms/field-errors';
import { ErrorSummary, useErrorSummary } from '../../forms/error-summary';
import { RequiredNote } from '../../forms/field-label';
import { ContactFields, NameFields } from '../../forms/identity-fields';
import { SubmitButton } from '../../forms/submit-button';
import { useAT } from '../account-context';
import { accountErrorMessage } from '../account-errors';
import { buildProfileRequest, profileAnswers, profileFields, profileValues, type ProfileValues } from './profile.logic';

/**
 * The profile form (001 §5, §7): identity, the address lookup and every active CUSTOMERS custom field, prefilled
 * from the session; PUT /api/session, then the session is read again. Every refusal is a 3 s error toast (001 §8),
 * and its field codes (e-mail taken, a custom field's pattern) also land under their fields; what was typed stays.
 */
export function ProfileForm({ customer }: { customer: Customer }) {
  const runtime = useRuntime();
  const { t, session, toasts } = runtime;
  const at = useAT();
  const api = useApi(accountApi);
  const query = useCustomFields('CUSTOMERS');
  const fields = profileFields(query.data);
  const [values, setValues] = useState<ProfileValues>(() => profileValues(customer));
  const [edits, setEdits] = useState<Partial<CustomFieldValues>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const answers = profileAnswers(fields, customer, edits);

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const errorOf = (key: string) => fieldErrorText(t, errors[key]);
  const show = (next: FieldErrors) => {
    setErrors(next);
    summary.report();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const built = buildProfileRequest(values, answers, fields);
    if (!built.ok) return show(built.errors);
    setErrors({});
    setBusy(true);
    try {
      await api.updateProfile(built.body);
      toasts.success(at('updated'));
      await session.refresh();
    } catch (error) {
      const fieldCodes = apiFieldCodes(normaliseError(error).fields);
      if (Object.keys(fieldCodes).length) show(fieldCodes);
      toasts.error(accountErrorMessage(at, t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={summary.formRef} className="o-form o-profile" onSubmit={submit} noValidate aria-busy={busy}>
      <ErrorSummary control={summary} id="o-profile-errors" />
      <RequiredNote />
      <NameFields idPrefix="o-profile" values={values} onValue={set} errorOf={errorOf} />
      <ContactFields idPrefix="o-profile" values={values} onValue={set} errorOf={errorOf} />
      <AddressCombobox
        id="o-profile-address"
        label={t('auth.register.address')}
        value={values.address}
        onChange={(a) => set('address', a)}
        error={errorOf('address')}
      />
      <CustomFieldsBlock
        query={query}
        fields={fields}
        values={answers}
        onValue={(key, value) => setEdits((v) => ({ ...v, [key]: value }))}
        errors={errors}
        idPrefix="o-profile"
      />
      <SubmitButton busy={busy}>{at('profile.submit')}</SubmitButton>
    </form>
  );
}
