import { UNSUBSCRIBE_ERRORS, type UnsubscribeStatus } from '@oriel/core';

// /newsletters/unsubscribe (000 §2): what the page shows, apart from how it renders it.

export type UnsubscribeState =
  /** the URL carries no token: nothing to send */
  | { kind: 'no_token' }
  | { kind: 'ready' }
  | { kind: 'busy' }
  | { kind: 'done'; status: UnsubscribeStatus }
  /** `final`: the link itself is refused, so sending it again cannot help and the button goes */
  | { kind: 'refused'; code: string; final: boolean };

/** The token of the e-mailed link; blank counts as none. */
export function tokenOf(value: string | null | undefined): string | null {
  const token = value?.trim();
  return token ? token : null;
}

export const initialUnsubscribeState = (token: string | null): UnsubscribeState => (token ? { kind: 'ready' } : { kind: 'no_token' });

/** Codes that judge the link, not the moment: a network failure or 429 may work later, these never will. */
const FINAL = new Set<string>([UNSUBSCRIBE_ERRORS.invalid, UNSUBSCRIBE_ERRORS.expired, 'VALIDATION_ERROR']);

export const refusedWith = (code: string): Extract<UnsubscribeState, { kind: 'refused' }> => ({ kind: 'refused', code, final: FINAL.has(code) });

/** Every state but these two has a result the page moves focus to. */
export const hasResult = (state: UnsubscribeState): state is Extract<UnsubscribeState, { kind: 'done' | 'refused' }> =>
  state.kind === 'done' || state.kind === 'refused';

/** The confirmation's message key: a second click says so, rather than repeating the first confirmation. */
export const doneMessageKey = (status: UnsubscribeStatus) =>
  status === 'ALREADY_UNSUBSCRIBED' ? ('newsletter.unsubscribe.already' as const) : ('newsletter.unsubscribe.success' as const);

/**
 * The invalid and expired link messages speak of the unsubscribe link; a malformed token (VALIDATION_ERROR) is the
 * same problem for the visitor, so it reads as an invalid link rather than "some fields are invalid".
 */
export const refusalCode = (code: string): string => (code === 'VALIDATION_ERROR' ? UNSUBSCRIBE_ERRORS.invalid : code);
