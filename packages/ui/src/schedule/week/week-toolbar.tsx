import { useState } from 'react';
import { addDaysToDay, formatDate, monthGrid, startOfDay, type AvailabilitiesParams } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { DatePopover } from '../date-popover';
import { useAvailableDays } from './use-week-data';

export interface WeekToolbarProps {
  shown: string;
  today: string;
  /** the shown week's Monday */
  weekStart: string;
  previous: string | null;
  next: string | null;
  bounds: { min: string; max: string };
  base: AvailabilitiesParams;
  periodDays: number;
  onGo: (day: string) => void;
  step: (days: number) => void;
}

/** Navigation of 000 §2 schedules: previous/next period, previous/next available date, today, date popover. */
export function WeekToolbar({ shown, today, weekStart, previous, next, bounds, base, periodDays, onGo, step }: WeekToolbarProps) {
  const { t, lang, timezone } = useRuntime();
  const fmt = { locale: lang, timeZone: timezone };
  const [month, setMonth] = useState<{ first: string; last: string } | null>(null);
  const [open, setOpen] = useState(false);
  const grid = month ?? { first: monthGrid(shown)[0]!, last: monthGrid(shown)[41]! };
  const marked = useAvailableDays(base, { after: startOfDay(grid.first, timezone), before: startOfDay(addDaysToDay(grid.last, 1), timezone) }, open);
  // a button that cannot act says so (aria-disabled) but keeps the focus: `disabled` would drop it to <body> the
  // moment a press made it useless ('Aujourd'hui' once today shows, the next date while the next one loads)
  const unless = (off: boolean, act: () => void) => ({ 'aria-disabled': off || undefined, onClick: () => !off && act() });
  const noon = (day: string) => Date.parse(startOfDay(day, timezone)) + 43_200_000;
  const weekTitle = t('schedules.week_of', { date: formatDate(noon(weekStart), fmt, { day: 'numeric', month: 'long', year: 'numeric' }) });
  const dayTitle = formatDate(noon(shown), fmt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <div className="o-week-toolbar">
      {/* the week's title, or a phone's day (the stylesheet picks; the hidden one is not read) */}
      <p className="o-week-title" aria-live="polite">
        <span className="o-wide-only">{weekTitle}</span>
        <span className="o-narrow-only">{dayTitle}</span>
      </p>
      <div className="o-week-nav">
        <button
          type="button"
          className="btn btn-secondary btn-icon"
          aria-label={t('schedules.previous_available')}
          {...unless(!previous, () => previous && onGo(previous))}
        >
          <span aria-hidden="true">«</span>
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-icon"
          aria-label={t('schedules.previous_period')}
          {...unless(shown <= bounds.min, () => step(-periodDays))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="btn btn-secondary" {...unless(shown === today, () => onGo(today))}>
          {t('schedules.today')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-icon"
          aria-label={t('schedules.next_period')}
          {...unless(shown >= bounds.max, () => step(periodDays))}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="btn btn-secondary btn-icon" aria-label={t('schedules.next_available')} {...unless(!next, () => next && onGo(next))}>
          <span aria-hidden="true">»</span>
        </button>
        <DatePopover
          value={shown}
          today={today}
          bounds={bounds}
          marked={new Set(marked ?? [])}
          onSelect={onGo}
          onOpenChange={setOpen}
          onMonth={(first, last) => setMonth({ first, last })}
        />
      </div>
    </div>
  );
}
