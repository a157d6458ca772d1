import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDaysToDay, addMonthsToDay, clampDay, formatDate, monthGrid, startOfDay } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { softDisabled } from '../forms/submit-button';

export interface MonthCalendarProps {
  /** the chosen day, if any */
  value: string | null;
  /** the day the calendar opens on (its month is shown, it takes the focus) */
  initial: string;
  today: string;
  /** days that have an availability: marked (000 §2 schedules, quick list) */
  marked: ReadonlySet<string>;
  bounds: { min: string; max: string };
  onSelect: (day: string) => void;
  /** the shown month changed (its grid's first and last day), to load its marks */
  onMonth?: (first: string, last: string) => void;
  /** focus the current day on mount (opened from a button) */
  autoFocus?: boolean;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** A month grid (APG date-picker pattern): arrows move by day/week, PageUp/PageDown by month, Home/End the week. */
export function MonthCalendar({ value, initial, today, marked, bounds, onSelect, onMonth, autoFocus = false }: MonthCalendarProps) {
  const { t, lang, timezone } = useRuntime();
  const [focus, setFocus] = useState(() => clampDay(initial, bounds));
  const grid = monthGrid(focus);
  const month = focus.slice(0, 7);
  const moved = useRef(autoFocus);
  const table = useRef<HTMLTableElement>(null);
  const fmt = { locale: lang, timeZone: timezone };
  // noon in the zone names the right day whatever the offset
  const at = (day: string) => Date.parse(startOfDay(day, timezone)) + 12 * 3_600_000;

  // follow a new `initial` from outside (another date chosen), not the first one: effects may run late
  const lastInitial = useRef(initial);
  useEffect(() => {
    if (lastInitial.current === initial) return;
    lastInitial.current = initial;
    setFocus(clampDay(initial, bounds));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the initial day changes; bounds follow the clock, not that
  }, [initial]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per month shown: the grid follows the month, and a new onMonth each render must not repeat it
  useEffect(() => onMonth?.(grid[0]!, grid[41]!), [month]);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focus]);

  const go = (day: string) => {
    moved.current = true;
    setFocus(clampDay(day, bounds));
  };
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[e.key];
    const weekday = grid.indexOf(focus) % 7;
    let next: string | null = null;
    if (step !== undefined) next = addDaysToDay(focus, step);
    else if (e.key === 'PageUp' || e.key === 'PageDown') next = addMonthsToDay(focus, (e.key === 'PageUp' ? -1 : 1) * (e.shiftKey ? 12 : 1));
    else if (e.key === 'Home') next = addDaysToDay(focus, -weekday);
    else if (e.key === 'End') next = addDaysToDay(focus, 6 - weekday);
    if (next === null) return;
    e.preventDefault();
    go(next);
  };
  const shift = (months: number) => setFocus(clampDay(addMonthsToDay(focus, months), bounds));
  const headId = `o-mc-${month}`;

  return (
    <div className="o-month">
      <div className="o-month-head">
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={t('schedules.previous_month')}
          {...softDisabled(month <= bounds.min.slice(0, 7), () => shift(-1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {/* not a heading: in the date popover it came after the page's h2 as an h4 (axe heading-order); it names the grid */}
        <p id={headId} className="o-month-title" aria-live="polite">
          {formatDate(at(focus), fmt, { month: 'long', year: 'numeric' })}
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={t('schedules.next_month')}
          {...softDisabled(month >= bounds.max.slice(0, 7), () => shift(1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={table} role="grid" className="o-month-grid" aria-labelledby={headId} onKeyDown={onKey}>
        <thead>
          <tr>
            {grid.slice(0, 7).map((day) => (
              <th key={day} scope="col" abbr={formatDate(at(day), fmt, { weekday: 'long' })}>
                {formatDate(at(day), fmt, { weekday: 'narrow' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3, 4, 5].map((week) => (
            <tr key={week}>
              {grid.slice(week * 7, week * 7 + 7).map((day) => {
                const outside = day.slice(0, 7) !== month || day < bounds.min || day > bounds.max;
                const has = marked.has(day);
                const classes = ['o-month-day', outside && 'is-outside', has && 'is-marked', day === value && 'is-selected'].filter(Boolean).join(' ');
                return (
                  <td key={day} role="gridcell" aria-selected={day === value}>
                    <button
                      type="button"
                      className={classes}
                      tabIndex={day === focus ? 0 : -1}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={
                        has
                          ? `${formatDate(at(day), fmt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, ${t('schedules.has_availability')}`
                          : formatDate(at(day), fmt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
                      }
                      disabled={day < bounds.min || day > bounds.max}
                      onClick={() => onSelect(day)}
                      onFocus={() => day !== focus && setFocus(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
