import {
  activeCustomFields,
  customFieldKey,
  participantsApi,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldKey,
  type CustomFieldValue,
  type CustomFieldValues,
  participantsKeys,
} from '@oriel/core';
import { errorMessage } from '../context/errors';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery, type QueryResult } from '../context/use-query';
import { ErrorState, Skeleton } from '../primitives/states';
import { fieldErrorText, type FieldErrors } from './field-errors';
import { TextField } from './text-field';
import { FieldError } from './field-error';
import { OptionalMark, requiredClass } from './field-label';

/** The organiser's custom fields of one entity (GET /api/custom-fields), shared through the query cache. */
export function useCustomFields(entity: CustomFieldEntity, enabled = true): QueryResult<CustomField[]> {
  const api = useApi(participantsApi);
  return useQuery(participantsKeys.customFields(entity), () => api.listCustomFields(entity), { enabled });
}

export interface CustomFieldInputsProps {
  fields: readonly CustomField[];
  values: Partial<CustomFieldValues>;
  onValue: (key: CustomFieldKey, value: CustomFieldValue) => void;
  /** codes keyed `custom_field_{id}` (schema or API) */
  errors: FieldErrors;
  /** keeps element ids unique when two groups (customer, participant) share a form */
  idPrefix: string;
}

/** One input per active field, in display order (001 §3), each named `custom_field_{id}`. */
export function CustomFieldInputs({ fields, values, onValue, errors, idPrefix }: CustomFieldInputsProps) {
  return (
    <>
      {activeCustomFields(fields).map((field) => (
        <CustomFieldInput
          key={field.id}
          field={field}
          id={`${idPrefix}-${customFieldKey(field.id)}`}
          value={values[customFieldKey(field.id)]}
          onValue={(v) => onValue(customFieldKey(field.id), v)}
          error={errors[customFieldKey(field.id)]}
        />
      ))}
    </>
  );
}

/** The inputs once the organiser's fields have arrived: a skeleton while they load, the error and a retry if they fail. */
export function CustomFieldsBlock({ query, ...inputs }: CustomFieldInputsProps & { query: QueryResult<CustomField[]> }) {
  const { t } = useRuntime();
  if (query.status === 'error' && !query.data) return <ErrorState message={errorMessage(t, query.error)} onRetry={query.refetch} />;
  if (!query.data) return <Skeleton height="3rem" />;
  return <CustomFieldInputs {...inputs} />;
}

interface InputProps {
  field: CustomField;
  id: string;
  value: CustomFieldValue;
  onValue: (value: CustomFieldValue) => void;
  error: string | undefined;
}

function CustomFieldInput({ field, id, value, onValue, error }: InputProps) {
  const { t } = useRuntime();
  const name = customFieldKey(field.id);
  const message = fieldErrorText(t, error);
  const hint = field.description ?? undefined;
  const text = typeof value === 'string' ? value : '';

  if (field.type === 'TEXT' || field.type === 'DATE') {
    return (
      <TextField
        id={id}
        name={name}
        label={field.title}
        type={field.type === 'DATE' ? 'date' : 'text'}
        value={text}
        onValue={onValue}
        hint={hint}
        required={field.required}
        error={message}
      />
    );
  }
  const described = [hint && `${id}-hint`, message && `${id}-err`].filter(Boolean).join(' ') || undefined;
  const footer = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-err`} text={message} />
    </>
  );
  if (field.type === 'LONGTEXT') {
    return (
      <div className="field">
        <label htmlFor={id} className={requiredClass(field.required)}>
          {field.title}
          <OptionalMark required={field.required} />
        </label>
        <textarea
          id={id}
          name={name}
          rows={4}
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={described}
          aria-required={field.required || undefined}
          onInput={(e) => onValue((e.target as HTMLTextAreaElement).value)}
        />
        {footer}
      </div>
    );
  }
  // Choices are stored by label (001 §3: multiple choices as comma-separated labels).
  const multiple = field.type === 'CHOICES_MULTIPLE';
  const chosen = Array.isArray(value) ? value : [];
  const choices = [...field.choices].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (
    <fieldset
      className="field o-choices"
      id={id}
      aria-invalid={message ? true : undefined}
      aria-describedby={described}
      // aria-required belongs to a radiogroup; a group of checkboxes says "required" through its error
      aria-required={(!multiple && field.required) || undefined}
      role={multiple ? undefined : 'radiogroup'}
    >
      <legend className={requiredClass(field.required)}>
        {field.title}
        <OptionalMark required={field.required} />
      </legend>
      {/* the group's error under its legend: under a long list of choices it would be out of sight */}
      {footer}
      {choices.map((choice) => (
        <label key={choice.id} className="check">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={choice.label}
            checked={multiple ? chosen.includes(choice.label) : text === choice.label}
            onChange={(e) => {
              const on = (e.target as HTMLInputElement).checked;
              if (!multiple) return onValue(choice.label);
              onValue(on ? [...chosen, choice.label] : chosen.filter((label) => label !== choice.label));
            }}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
