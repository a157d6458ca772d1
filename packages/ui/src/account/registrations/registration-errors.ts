import { normaliseError, type AccountTranslator, type Translator, accountKeys } from '@oriel/core';
import type { OrielRuntime } from '../../context/runtime';
import { accountErrorMessage, accountFieldError } from '../account-errors';

/** A failed call as a toast's text: the registrations' own codes first (REVIEW_EXISTS...), then the area's. */
export function registrationErrorMessage(at: AccountTranslator, t: Translator, error: unknown): string {
  return at.lookup(`registrations.errors.${normaliseError(error).code}`) ?? accountErrorMessage(at, t, error);
}

/** A field code (started, unavailable, required...) as the text under its field. */
export function registrationFieldError(at: AccountTranslator, t: Translator, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return at.lookup(`registrations.errors.${code}`) ?? accountFieldError(at, t, code);
}

/**
 * After an action changed the registration: every account list and detail loads again, and the session too (its
 * counters and wallet feed the tab bar). Not awaited by the caller: the screen it goes to shows the fresh data.
 */
export function refreshAccount(runtime: Pick<OrielRuntime, 'queries' | 'session'>): void {
  void Promise.all([runtime.queries.invalidate(accountKeys.all), runtime.session.refresh()]).catch(() => undefined);
}
