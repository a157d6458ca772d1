import type { Instant } from '../time/clock';
import { epochOrNull, nowMs } from './time';

export type AvailabilityStatusCode = 'OPEN' | 'CLOSED' | 'OVERLAP' | 'FULL';

/** One session of an availability (000 §3 dates). */
export interface DateLike {
  status: AvailabilityStatusCode;
  start_at: string;
  end_at?: string | null;
  capacity?: number | null;
  registered?: number | null;
}

export interface AvailabilityLike {
  status: AvailabilityStatusCode;
  capacity?: number | null;
  registered?: number | null;
  start_at: string;
  end_at: string;
  registrations_start_at?: string | null;
  registrations_end_at?: string | null;
  activity?: { settings?: { allow_registrations_after_start?: boolean | null } | null } | null;
  dates?: readonly DateLike[] | null;
}

/** Card badge codes; all render red. 'closed' is an OPEN availability whose registrations are over. */
export type AvailabilityBadgeCode = 'CLOSED' | 'OVERLAP' | 'FULL' | 'closed';

function hasFreeCapacity(x: { capacity?: number | null; registered?: number | null }): boolean {
  return x.capacity == null || x.capacity > (x.registered ?? 0);
}

/** A date counts as open when it is OPEN and unlimited or not yet filled (000 §4). */
export function isDateOpen(date: DateLike): boolean {
  return date.status === 'OPEN' && hasFreeCapacity(date);
}

/**
 * Why a date cannot be chosen, said apart: 'full' (FULL, or OPEN with no place left) or 'closed' (CLOSED, OVERLAP);
 * null when it is open. A family reads "full" as worth a waiting list, "closed" as not.
 */
export function dateUnavailable(date: DateLike): 'full' | 'closed' | null {
  if (isDateOpen(date)) return null;
  return date.status === 'FULL' || date.status === 'OPEN' ? 'full' : 'closed';
}

/** CLOSED, OVERLAP or FULL dates are marked closed in the date list. */
export function isDateClosed(date: DateLike): boolean {
  return date.status !== 'OPEN';
}

/** Schedule items can be picked only while OPEN. */
export function isScheduleItemDisabled(item: { status: AvailabilityStatusCode }): boolean {
  return item.status !== 'OPEN';
}

export function allowsRegistrationsAfterStart(av: AvailabilityLike): boolean {
  // Absent setting: registrations stop at the start, the conservative reading.
  return av.activity?.settings?.allow_registrations_after_start === true;
}

/**
 * An OPEN availability still reads as closed once its registration window is over, or once it
 * has started when the activity forbids late registrations.
 */
export function isShownClosed(av: AvailabilityLike, now: Instant): boolean {
  if (av.status !== 'OPEN') return false;
  const t = nowMs(now);
  const regEnd = epochOrNull(av.registrations_end_at);
  if (regEnd !== null && regEnd < t) return true;
  const start = epochOrNull(av.start_at);
  return !allowsRegistrationsAfterStart(av) && start !== null && start < t;
}

/** True when the availability lists dates and none still ahead has a free place. */
export function hasNoFutureFreeDate(av: AvailabilityLike, now: Instant): boolean {
  const dates = av.dates ?? [];
  if (dates.length === 0) return false;
  const t = nowMs(now);
  // Free capacity only: a status badge already tells CLOSED/OVERLAP dates apart.
  return !dates.some((d) => (epochOrNull(d.start_at) ?? 0) > t && hasFreeCapacity(d));
}

/** Card badges in display order, duplicates removed (000 §4). */
export function availabilityBadges(av: AvailabilityLike, now: Instant): AvailabilityBadgeCode[] {
  const out: AvailabilityBadgeCode[] = [];
  if (av.status !== 'OPEN') out.push(av.status);
  else if (isShownClosed(av, now)) out.push('closed');
  if (hasNoFutureFreeDate(av, now)) out.push('FULL');
  return [...new Set(out)];
}

/** The card image turns grey when the section's grayscale setting is on and any badge shows. */
export function isCardGreyscale(grayscaleSetting: boolean | null | undefined, badges: readonly unknown[]): boolean {
  return grayscaleSetting === true && badges.length > 0;
}

/** Places left, shown only for a limited OPEN availability; never negative. */
export function remainingCapacity(av: { status: AvailabilityStatusCode; capacity?: number | null; registered?: number | null }): number | null {
  if (av.capacity == null || av.status !== 'OPEN') return null;
  return Math.max(0, av.capacity - (av.registered ?? 0));
}

/** The add form's state (000 §4). */
export type AddToCartState = 'open' | 'waiting-list' | 'opening-scheduled' | 'closing-scheduled' | 'closed';

/**
 * Order matters: an ended session is closed whatever its status (no waiting list for the past);
 * then CLOSED/FULL offer the waiting list; OVERLAP has no form; then the registration period.
 */
export function addToCartState(av: AvailabilityLike, now: Instant): AddToCartState {
  const t = nowMs(now);
  const end = epochOrNull(av.end_at);
  if (end !== null && end < t) return 'closed';
  if (av.status === 'CLOSED' || av.status === 'FULL') return 'waiting-list';
  if (av.status !== 'OPEN') return 'closed';
  const regStart = epochOrNull(av.registrations_start_at);
  if (regStart !== null && regStart > t) return 'opening-scheduled';
  const regEnd = epochOrNull(av.registrations_end_at);
  if (regEnd !== null && regEnd < t) return 'closing-scheduled';
  const start = epochOrNull(av.start_at);
  if (start !== null && start < t && !allowsRegistrationsAfterStart(av)) return 'closed';
  return 'open';
}

/** States in which the add form is replaced by the closed component. */
export function isAddFormReplaced(state: AddToCartState): boolean {
  return state !== 'open';
}

/** Dates offered in the add form: sorted by start; open ones selectable. */
export function sortDatesByStart<T extends { start_at: string }>(dates: readonly T[]): T[] {
  return [...dates].sort((a, b) => (epochOrNull(a.start_at) ?? 0) - (epochOrNull(b.start_at) ?? 0));
}
