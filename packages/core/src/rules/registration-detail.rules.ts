// The registration detail of the account area (001 §2, §4): what it lists and which actions it offers.
import type { Instant } from '../time/clock';
import { epochOrNull, nowMs } from './time';

export interface RegisteredDateLike {
  date_id: number;
  date: { start_at: string; end_at: string };
}

export interface RegistrationDetailLike {
  cancelled?: boolean | null;
  dates?: readonly RegisteredDateLike[] | null;
  availability?: {
    start_at?: string | null;
    end_at?: string | null;
    dates?: readonly unknown[] | null;
  } | null;
  review?: unknown;
}

const startOf = (d: RegisteredDateLike) => epochOrNull(d.date.start_at) ?? 0;

/** The registered dates by start (001 §2). */
export function registeredDates<T extends RegisteredDateLike>(dates: readonly T[] | null | undefined): T[] {
  return [...(dates ?? [])].sort((a, b) => startOf(a) - startOf(b));
}

/** From the first registered start to the last registered end; the availability's own span without dates. */
export function registrationSpan(reg: RegistrationDetailLike): { start_at: string; end_at: string } | null {
  const dates = registeredDates(reg.dates);
  if (dates.length) {
    const last = dates.reduce((a, b) => ((epochOrNull(b.date.end_at) ?? 0) > (epochOrNull(a.date.end_at) ?? 0) ? b : a));
    return { start_at: dates[0]!.date.start_at, end_at: last.date.end_at };
  }
  const av = reg.availability;
  return av?.start_at && av.end_at ? { start_at: av.start_at, end_at: av.end_at } : null;
}

/**
 * Started once the availability (or, without one, the first registered date) has begun: from then on it can no
 * longer be cancelled. The availability's start counts even when the participant's own dates come later.
 */
export function registrationStarted(reg: RegistrationDetailLike, now: Instant): boolean {
  const start = epochOrNull(reg.availability?.start_at ?? registrationSpan(reg)?.start_at);
  return start !== null && start <= nowMs(now);
}

/** Partial registration: the availability offers several dates and the participant holds some of them. */
export function isPartialRegistration(reg: RegistrationDetailLike): boolean {
  return (reg.availability?.dates?.length ?? 0) > 1;
}

export interface RegistrationActions {
  cancel: boolean;
  /** create a review, or edit the one left before; none on a cancelled registration */
  review: 'create' | 'edit' | null;
  edit: boolean;
}

/** Cancel: not cancelled, not started. Edit: a partial registration not cancelled. Review: not cancelled. */
export function registrationActions(reg: RegistrationDetailLike, now: Instant): RegistrationActions {
  const live = !reg.cancelled;
  return {
    cancel: live && !registrationStarted(reg, now),
    review: live ? (reg.review ? 'edit' : 'create') : null,
    edit: live && isPartialRegistration(reg),
  };
}

export interface LocationLike {
  name?: string | null;
  title?: string | null;
  street?: string | null;
  number?: string | null;
  postcode?: string | null;
  city?: string | null;
}

/** name, "street number", "postcode city" (001 §2), empty parts left out. */
export function locationLines(location: LocationLike | null | undefined): string[] {
  if (!location) return [];
  const join = (...parts: (string | null | undefined)[]) =>
    parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(' ');
  return [join(location.name ?? location.title), join(location.street, location.number), join(location.postcode, location.city)].filter(Boolean);
}

export interface CategoryLike {
  title: string;
  group?: { cuid: string; title: string; scope?: string | null; order?: number | null } | null;
}

export interface CategoryGroupLines {
  cuid: string;
  title: string;
  categories: string[];
}

/** Categories of PRIMARY groups, gathered under their group's title (groups in their order, 001 §2). */
export function primaryCategoryGroups(categories: readonly CategoryLike[] | null | undefined): CategoryGroupLines[] {
  const groups = new Map<string, CategoryGroupLines & { order: number }>();
  for (const c of categories ?? []) {
    const g = c.group;
    if (!g || g.scope !== 'PRIMARY') continue;
    const entry = groups.get(g.cuid) ?? { cuid: g.cuid, title: g.title, categories: [], order: g.order ?? 0 };
    if (!entry.categories.includes(c.title)) entry.categories.push(c.title);
    groups.set(g.cuid, entry);
  }
  return [...groups.values()].sort((a, b) => a.order - b.order).map((g) => ({ cuid: g.cuid, title: g.title, categories: g.categories }));
}

/** Questions the participant answered (an empty answer says nothing worth listing). */
export function answeredQuestions<T extends { content?: string | null }>(questions: readonly T[] | null | undefined): T[] {
  return (questions ?? []).filter((q) => (q.content ?? '').trim() !== '');
}

/**
 * Whether a description is long enough to need its "show more" button where the page cannot be measured (no
 * layout): more visible text than three lines hold, or more than three blocks.
 */
export function isLongDescription(html: string | null | undefined, maxChars = 240): boolean {
  if (!html) return false;
  const blocks = html.match(/<(p|li|h[1-6]|br|div|tr)\b/gi)?.length ?? 0;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxChars || blocks > 3;
}
