import { useT } from '../context/runtime';
import { TextField, type TextFieldProps } from './text-field';

export interface FieldGroupProps<K extends string> {
  /** element ids are `{idPrefix}-{key}` */
  idPrefix: string;
  values: Readonly<Record<K, string>>;
  onValue: (key: K, value: string) => void;
  /** the field's message, already translated */
  errorOf: (key: K) => string | undefined;
  /** false for someone else's details (a participant): the browser would offer the customer's own */
  autofill?: boolean;
}

type Spec<K> = { key: K; type: TextFieldProps['type']; autoComplete: string };
const NAMES: readonly Spec<'firstname' | 'lastname'>[] = [
  { key: 'firstname', type: 'text', autoComplete: 'given-name' },
  { key: 'lastname', type: 'text', autoComplete: 'family-name' },
];
const CONTACT: readonly Spec<'email' | 'phone'>[] = [
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** Required text inputs labelled like the register form (`auth.register.{key}`). */
function Fields<K extends 'firstname' | 'lastname' | 'email' | 'phone'>({
  specs,
  idPrefix,
  values,
  onValue,
  errorOf,
  autofill = true,
}: FieldGroupProps<K> & { specs: readonly Spec<K>[] }) {
  const t = useT();
  return (
    <>
      {specs.map(({ key, type, autoComplete }) => (
        <TextField
          key={key}
          id={`${idPrefix}-${key}`}
          name={key}
          label={t(`auth.register.${key}`)}
          type={type}
          autoComplete={autofill ? autoComplete : 'off'}
          required
          value={values[key]}
          onValue={(v) => onValue(key, v)}
          error={errorOf(key)}
        />
      ))}
    </>
  );
}

/** First and last name side by side (register, profile, participants). */
export function NameFields(props: FieldGroupProps<'firstname' | 'lastname'>) {
  return (
    <div className="o-form-row">
      <Fields specs={NAMES} {...props} />
    </div>
  );
}

/** The customer's e-mail and phone (register, profile). */
export function ContactFields(props: Omit<FieldGroupProps<'email' | 'phone'>, 'autofill'>) {
  return <Fields specs={CONTACT} {...props} />;
}
