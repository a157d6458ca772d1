import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Spinner } from '../primitives/states';
import { focusFirstInvalid } from './focus-invalid';
import { TextField } from './text-field';
import { softDisabled } from './submit-button';

export interface TypeToConfirmProps {
  id: string;
  label: string;
  /** what to type, announced with the field */
  hint: string;
  /** whether the typed text confirms (001 §5: full name or first name, lowercased, without whitespace) */
  matches: (typed: string) => boolean;
  /** the field's message when it does not */
  mismatch: string;
  submitLabel: string;
  onConfirm: () => Promise<void>;
  /** beside the button (a way back) */
  children?: ReactNode;
}

/**
 * A destructive action confirmed by typing a name. The button says it is unavailable until the text matches
 * (aria-disabled, so it stays reachable and a press explains why with the field's error rather than silence).
 */
export function TypeToConfirm({ id, label, hint, matches, mismatch, submitLabel, onConfirm, children }: TypeToConfirmProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const ok = matches(typed);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!ok) {
      setError(mismatch);
      focusFirstInvalid(form.current);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="o-form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        id={id}
        label={label}
        hint={hint}
        autoComplete="off"
        required
        value={typed}
        onValue={(v) => {
          setTyped(v);
          if (error && matches(v)) setError(undefined);
        }}
        error={error}
      />
      <div className="o-form-actions">
        <button type="submit" className="btn btn-danger" {...softDisabled(busy)} aria-disabled={busy || !ok || undefined}>
          {busy && <Spinner />}
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
