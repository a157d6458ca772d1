import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from '../primitives/states';

/**
 * What a button that is busy, or at the end of what it does (the last page), takes instead of `disabled`: a disabled
 * button loses the focus, which falls to <body> (see SubmitButton). It stays focusable, says it is unavailable, and
 * its clicks are cancelled meanwhile.
 */
export const softDisabled = (busy: boolean, onClick?: (event: MouseEvent<HTMLButtonElement>) => void) => ({
  'aria-disabled': busy || undefined,
  onClick: busy ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick,
});

/**
 * A form's main button, with a spinner while the form is busy. Busy, it is `aria-disabled` rather than `disabled`: a
 * disabled button loses the focus, which fell to <body> on every submit (a keyboard user pressing Enter on "add to
 * cart" was sent back to the page's top, and a drawer opening then had nothing to give focus back to). Its clicks,
 * and the form's implicit submission by Enter (a click on this default button), are cancelled instead, so nothing
 * is sent twice.
 */
export function SubmitButton({ busy, disabled = false, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={disabled} aria-busy={busy || undefined} {...softDisabled(busy)}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
