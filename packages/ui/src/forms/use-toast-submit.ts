import { useState } from 'react';
import { normaliseError, type NormalisedError } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { errorMessage } from '../context/errors';
import type { FieldErrors } from './field-errors';

export interface ToastSubmitOptions {
  /** the success toast's text; spec 000 §8's cart-updated text when absent */
  success?: string;
  /** sees each refusal first; its text replaces the generic one (a booked slot's reason), undefined keeps it */
  failure?: (error: NormalisedError) => string | undefined;
}

export interface ToastSubmit {
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  busy: boolean;
  /** Runs the form's call; true when it succeeded. The form's values are never touched, so a refusal loses nothing. */
  run: (call: () => Promise<unknown>, options?: ToastSubmitOptions) => Promise<boolean>;
}

/**
 * The tail every add form shares (000 §4): busy while the call runs, a loading toast replaced in place by the
 * outcome, and the API's field errors (422 `fields`) put back on the form's fields.
 */
export function useToastSubmit(): ToastSubmit {
  const { t, toasts } = useRuntime();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<unknown>, options: ToastSubmitOptions = {}): Promise<boolean> {
    setErrors({});
    setBusy(true);
    const pending = toasts.loading(t('common.loading'));
    try {
      await call();
      toasts.update(pending, 'success', options.success ?? t('cart.messages.updated'));
      return true;
    } catch (error) {
      const n = normaliseError(error);
      if (Object.keys(n.fields).length) setErrors(n.fields);
      toasts.update(pending, 'error', options.failure?.(n) ?? errorMessage(t, error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, run };
}
