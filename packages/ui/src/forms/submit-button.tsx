import type { ReactNode } from 'react';
import { Spinner } from '../primitives/states';

/** A form's main button: disabled with a spinner while the form is busy, so nothing is sent twice. */
export function SubmitButton({ busy, disabled = false, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy || disabled}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
