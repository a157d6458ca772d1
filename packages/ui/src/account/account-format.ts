import { useMemo } from 'react';
import { formatDate, formatDateRange, formatDateTime, formatMoney, type Instant } from '@oriel/core';
import { useRuntime } from '../context/runtime';

/** Money and dates in the reader's language and the organiser's zone: one set per render tree. */
export function useAccountFormat() {
  const { lang, currency, timezone } = useRuntime();
  return useMemo(() => {
    const fmt = { locale: lang, timeZone: timezone };
    return {
      money: (minor: number) => formatMoney(minor, { locale: lang, currency }),
      date: (at: Instant) => formatDate(at, fmt),
      dateTime: (at: Instant) => formatDateTime(at, fmt),
      range: (start: Instant, end: Instant) => formatDateRange(start, end, fmt),
    };
  }, [lang, timezone, currency]);
}
