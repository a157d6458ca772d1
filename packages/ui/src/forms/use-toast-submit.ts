import { useState } from 'react';
import { normaliseError, type NormalisedError } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { errorMessage } from '../context/errors';
import type { FieldErrors } from './field-errors';
import { useErrorSummary, type ErrorSummaryControl } from './error-summary';

export interface ToastSubmitOptions {
  /** the success toast's text; spec 000 §8's cart-updated text when absent */
  success?: string;
  /** sees each refusal first; its text replaces the generic one (a booked slot's reason), undefined keeps it */
  failure?: (error: NormalisedError) => string | undefined;
  /**
   * the field a refusal without `fields` is about (a wrong password, an unknown code): its code goes on that field,
   * where it stays after the toast has gone (WCAG 3.3.1)
   */
  fieldOf?: (error: NormalisedError) => string | undefined;
}

export interface ToastSubmit {
  errors: FieldErrors;
  /** the form's errors; any at all (a refused submit) move the focus to the form's ErrorSummary */
  setErrors: (errors: FieldErrors) => void;
  /** the form's ref and its ErrorSummary's state: `<form ref={summary.formRef}>…<ErrorSummary control={summary} />` */
  summary: ErrorSummaryControl;
  busy: boolean;
  /** Runs the form's call; true when it succeeded. The form's values are never touched, so a refusal loses nothing. */
  run: (call: () => Promise<unknown>, options?: ToastSubmitOptions) => Promise<boolean>;
}

/**
 * The tail every add form shares (000 §4): busy while the call runs, a loading toast replaced in place by the
 * outcome, and the API's field errors (422 `fields`) put back on the form's fields and listed by its ErrorSummary.
 */
export function useToastSubmit(): ToastSubmit {
  const { t, toasts } = useRuntime();
  const [errors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const setErrors = (next: FieldErrors) => {
    setFieldErrors(next);
    if (Object.keys(next).length) summary.report();
  };

  async function run(call: () => Promise<unknown>, options: ToastSubmitOptions = {}): Promise<boolean> {
    setFieldErrors({});
    setBusy(true);
    const pending = toasts.loading(t('common.loading'));
    try {
      await call();
      toasts.update(pending, 'success', options.success ?? t('cart.messages.updated'));
      return true;
    } catch (error) {
      const n = normaliseError(error);
      const field = Object.keys(n.fields).length ? undefined : options.fieldOf?.(n);
      if (Object.keys(n.fields).length) setErrors(n.fields);
      else if (field) setErrors({ [field]: n.code });
      toasts.update(pending, 'error', options.failure?.(n) ?? errorMessage(t, error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, summary, busy, run };
}
