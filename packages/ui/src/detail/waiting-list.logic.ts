import { addToCartState, remainingCapacity, type AddToCartState, type AvailabilityLike, type Instant } from '@oriel/core';

// When a session offers its waiting list (000 §4: CLOSED or FULL; the API takes an OPEN one too once no place is left).

/** A session with no place left: FULL, or OPEN with its capacity taken (what the API counts before a waiting list). */
export function isSessionFull(av: Pick<AvailabilityLike, 'status' | 'capacity' | 'registered'>): boolean {
  return av.status === 'FULL' || remainingCapacity(av) === 0;
}

/**
 * The detail's side form: the add-to-cart state (000 §4), except that an open session with no place left offers its
 * waiting list, since an add there can only be refused.
 */
export function sideState(av: AvailabilityLike, now: Instant): AddToCartState {
  const state = addToCartState(av, now);
  return state === 'open' && isSessionFull(av) ? 'waiting-list' : state;
}

/** Beside a full session (a card, a schedule's slot): a way to its waiting list, while the session takes one. */
export function offersWaitingList(av: AvailabilityLike, now: Instant): boolean {
  return isSessionFull(av) && sideState(av, now) === 'waiting-list';
}

/** The anchor of a detail's waiting-list form: a link to the detail with it opens there, its first field focused. */
export const WAITING_LIST_ANCHOR = 'o-waiting-list';

export function waitingListHref(detailHref: string): string {
  return `${detailHref.split('#')[0]}#${WAITING_LIST_ANCHOR}`;
}
