import { useRef, type KeyboardEvent } from 'react';
import { formatDate, startOfDay } from '@oriel/core';
import { useRuntime } from '../../context/runtime';

/** Mobile (< 600 px): one day at a time, chosen with tabs (APG tabs: arrows, Home, End; selection follows focus). */
export function DayTabs({
  days,
  shown,
  counts,
  panelId,
  onSelect,
}: {
  days: readonly string[];
  shown: string;
  counts: ReadonlyMap<string, number>;
  panelId: string;
  onSelect: (day: string) => void;
}) {
  const { t, lang, timezone } = useRuntime();
  const list = useRef<HTMLDivElement>(null);
  const fmt = { locale: lang, timeZone: timezone };
  const noon = (day: string) => Date.parse(startOfDay(day, timezone)) + 43_200_000;
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const i = days.indexOf(shown);
    const to = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? days.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    const day = days[(to + days.length) % days.length]!;
    onSelect(day);
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus());
  };
  return (
    // roving tab stop: the selected tab is focusable, the arrows from any tab bubble to the list
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div ref={list} className="o-day-tabs" role="tablist" aria-label={t('schedules.days')} onKeyDown={onKey}>
      {days.map((day) => (
        <button
          key={day}
          type="button"
          role="tab"
          data-day={day}
          id={`${panelId}-tab-${day}`}
          aria-selected={day === shown}
          aria-controls={panelId}
          tabIndex={day === shown ? 0 : -1}
          className={(counts.get(day) ?? 0) > 0 ? 'o-day-tab is-marked' : 'o-day-tab'}
          onClick={() => onSelect(day)}
        >
          {/* the name is the visible text plus the month (WCAG 2.5.3: what you see is what you say) */}
          <span>{formatDate(noon(day), fmt, { weekday: 'short' })}</span> <span>{Number(day.slice(8))}</span>
          <span className="sr-only"> {formatDate(noon(day), fmt, { month: 'long' })}</span>
        </button>
      ))}
    </div>
  );
}
