import { useRef, type KeyboardEvent } from 'react';
import { formatDate, startOfDay } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { Icon } from '../primitives/icons';

export interface DateStripProps {
  days: readonly string[];
  value: string;
  onValue: (day: string) => void;
  labelId: string;
}

const STEP: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => Math.min(n - 1, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The 30-day strip (000 §9): a group of toggle buttons (aria-pressed), one tab stop, arrows move through the
 * days. It scrolls sideways on narrow screens, with buttons for pointer users.
 */
export function DateStrip({ days, value, onValue, labelId }: DateStripProps) {
  const { t, lang, timezone } = useRuntime();
  const list = useRef<HTMLDivElement>(null);
  const fmt = { locale: lang, timeZone: timezone };

  function onKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = STEP[e.key];
    if (!step) return;
    e.preventDefault();
    const next = step(index, days.length);
    const day = days[next];
    if (day === undefined) return;
    onValue(day);
    (list.current?.querySelectorAll('button')[next] as HTMLButtonElement | undefined)?.focus();
  }
  const scroll = (dir: 1 | -1) => {
    const el = list.current;
    el?.scrollBy?.({ left: dir * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div className="o-strip">
      <button type="button" className="btn btn-ghost btn-icon o-strip-scroll" aria-label={t('schedules.resources_day.earlier')} onClick={() => scroll(-1)}>
        <Icon d="M15 6l-6 6 6 6" />
      </button>
      <div className="o-strip-days" role="group" aria-labelledby={labelId} ref={list}>
        {days.map((day, i) => {
          const at = startOfDay(day, timezone);
          const pressed = day === value;
          return (
            <button
              key={day}
              type="button"
              className="o-strip-day"
              aria-pressed={pressed}
              tabIndex={pressed ? 0 : -1}
              onClick={() => onValue(day)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {/* named by what it shows (WCAG 2.5.3): "mer. 2 déc." */}
              <span className="o-strip-weekday">{formatDate(at, fmt, { weekday: 'short' })}</span>{' '}
              <span className="o-strip-num">{formatDate(at, fmt, { day: 'numeric' })}</span>{' '}
              <span className="o-strip-month">{formatDate(at, fmt, { month: 'short' })}</span>
            </button>
          );
        })}
      </div>
      <button type="button" className="btn btn-ghost btn-icon o-strip-scroll" aria-label={t('schedules.resources_day.later')} onClick={() => scroll(1)}>
        <Icon d="M9 6l6 6-6 6" />
      </button>
    </div>
  );
}
