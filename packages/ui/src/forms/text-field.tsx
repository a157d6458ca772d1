import type { JSX } from 'react';
import { FieldError } from './field-error';
import { OptionalMark, requiredClass } from './field-label';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** already translated; links the message to the input for assistive technology */
  error?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'date';
  /** a standing rule shown under the input (password length…), announced with it */
  hint?: string | undefined;
  /** true: marked * and aria-required; false: "(optional)" after the label; absent: neither */
  required?: boolean | undefined;
  autoComplete?: string;
  name?: string;
  inputMode?: JSX.HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: number;
  /** a date input's latest day (`YYYY-MM-DD`), or a number's maximum */
  max?: string | number;
  step?: number;
}

/** A labelled input with its error message: what the user typed is always the controlled value. */
export function TextField({ id, label, value, onValue, error, hint, required, type = 'text', ...rest }: TextFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-err`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className={requiredClass(required)}>
        {label}
        <OptionalMark required={required} />
      </label>
      <input
        id={id}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        aria-required={required || undefined}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}
