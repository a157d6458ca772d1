import { formatDate, formatDurationSeconds, formatPeriod, type Membership, type Translator, type Voucher } from '@oriel/core';

type Fmt = { locale: string; timeZone: string };

/** 000 §2 period text: ROLLING "for {duration} from purchase", FIXED "from {start} to {end}"; null when incomplete. */
export function membershipPeriodText(t: Translator, m: Membership, fmt: Fmt): string | null {
  if (m.period_type === 'ROLLING' && m.rolling_period_duration && m.rolling_period_type) {
    return t('offers.rolling_period', { duration: formatPeriod(m.rolling_period_duration, m.rolling_period_type, fmt.locale) });
  }
  if (m.period_type === 'FIXED' && m.fixed_period_start_at && m.fixed_period_end_at) {
    return t('offers.fixed_period', { start: formatDate(m.fixed_period_start_at, fmt), end: formatDate(m.fixed_period_end_at, fmt) });
  }
  return null;
}

/** A voucher's validity after purchase, or null when it does not expire. */
export function voucherValidityText(t: Translator, v: Voucher, locale: string): string | null {
  return v.duration ? t('offers.duration', { duration: formatDurationSeconds(v.duration, locale) }) : null;
}

/** 000 §5: the membership quantity input only for ROLLING periods (a FIXED one is bought once). */
export const membershipHasQuantity = (m: Pick<Membership, 'period_type'>): boolean => m.period_type === 'ROLLING';
