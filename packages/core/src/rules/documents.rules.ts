import type { Instant } from '../time/clock';
import { epochOrNull, nowMs } from './time';

export interface DocumentLike {
  settings?: {
    payment_requirement?: 'DEPOSIT' | 'TOTAL' | string | null;
    date_requirement?: 'AVAILABILITY_START' | 'AVAILABILITY_END' | string | null;
  } | null;
}

export interface DocumentRegistrationLike {
  cancelled?: boolean | null;
  total_amount?: number | null;
  paid_amount?: number | null;
  deposit_amount?: number | null;
  availability?: { start_at?: string | null; end_at?: string | null } | null;
}

export type DocumentAvailability = { available: true } | { available: false; reason: 'payment' | 'date'; at?: string };

/** 001 §4: blocked until the required payment is made and the required moment has come. */
export function documentAvailability(doc: DocumentLike, reg: DocumentRegistrationLike, now: Instant): DocumentAvailability {
  const paid = reg.paid_amount ?? 0;
  const pay = doc.settings?.payment_requirement;
  if (pay === 'DEPOSIT' && paid < (reg.deposit_amount ?? 0)) return { available: false, reason: 'payment' };
  if (pay === 'TOTAL' && paid < (reg.total_amount ?? 0)) return { available: false, reason: 'payment' };
  const when = doc.settings?.date_requirement;
  const at = when === 'AVAILABILITY_START' ? reg.availability?.start_at : when === 'AVAILABILITY_END' ? reg.availability?.end_at : null;
  const ms = epochOrNull(at);
  if (at && ms !== null && ms > nowMs(now)) return { available: false, reason: 'date', at };
  return { available: true };
}

/** Cancelled registrations list no documents. */
export function visibleDocuments<T>(reg: Pick<DocumentRegistrationLike, 'cancelled'>, docs: readonly T[] | null | undefined): T[] {
  return reg.cancelled ? [] : [...(docs ?? [])];
}
