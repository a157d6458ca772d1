import { useMemo, useState, type ReactNode } from 'react';
import { assignLanes, eventPosition, formatDate, formatTime, rangeUnits, startOfDay, type HourRange } from '@oriel/core';
import { useBenchMoments } from '../../bench-hook';
import { useRuntime } from '../../context/runtime';
import { useSteps } from '../../lazy/use-steps';
import type { ScheduleItem } from '../schedule.logic';

export interface WeekCalendarProps {
  days: readonly string[];
  /** the day a phone shows: the stylesheet hides the others under 600 px (the server renders the same week) */
  shown: string;
  /** a phone's one column: its lanes are wider, so events stay text up to more of them */
  narrow: boolean;
  byDay: ReadonlyMap<string, ScheduleItem[]>;
  range: HourRange;
  /** compact: the event's lane is too narrow to show any of its text (schedule-item.tsx compactScheduleItem) */
  renderItem: (item: ScheduleItem, compact: boolean) => ReactNode;
  /** built out of sight while the loading display holds (week-schedule.tsx): nothing is shown yet, for the bench either */
  hidden?: boolean;
}

/**
 * A week of 1,000 sessions (about 140 a day) was one task whose render, then style, layout and paint, held the main
 * thread for a quarter of a second. Its events now come in steps (useSteps), earliest first in every column so the
 * grid fills from the top: the first step shows FIRST_STEP a day, each next one as many as fit in STEP_BUDGET_MS of
 * script: style, layout and paint take about three times as long (profile of 1,000 sessions since the calendar's dates
 * stopped going through dayjs: 13 ms of script, 43 of the rest).
 */
export const FIRST_STEP = 20;
const STEP_BUDGET_MS = 10;

/**
 * Side-by-side sessions from which a lane is too narrow for any of an event's text: about 44 px in a week of 7 columns
 * 1,920 px wide, where the text showed clipped to its first letters. Such events show as bars, their facts in their
 * title (name and tooltip); without that text the style, layout and paint of 1,000 events took a third of the time
 * (scripts/bench.mjs).
 */
const compactLanes = (days: number) => (days > 1 ? 6 : 12);

/**
 * Calendar layout (000 §5 mode calendar, §9): one row per hour, sessions placed in 5-minute units
 * (core eventPosition), overlapping ones side by side. The body scrolls inside a fixed height, so a range
 * widened by late items shifts nothing around the widget.
 */
export function WeekCalendar({ days, shown: shownDay, narrow: phone, byDay, range, renderItem, hidden = false }: WeekCalendarProps) {
  const { lang, timezone, t } = useRuntime();
  // positions and lanes once per data, not again when a selection or a dialog re-renders the view
  const columns = useMemo(
    () =>
      days.map((day) => {
        const items = byDay.get(day) ?? [];
        const positions = items.map((item) => eventPosition(item, day, range, timezone));
        return { day, items, positions, lanes: assignLanes(positions) };
      }),
    [days, byDay, range, timezone],
  );
  // each event's element is built when its step first shows it, then kept: the renders that add a step skip every
  // element already shown (same element, no diff), and the first step does not build a thousand
  // the dependencies are the cache's key, not inputs: new columns or a new renderer start an empty cache
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a cache keyed on them
  const built = useMemo(() => new Map<ScheduleItem, ReactNode>(), [columns, renderItem, phone]);
  const narrow = compactLanes(phone ? 1 : columns.length);
  const eventsOf = ({ items, positions, lanes }: (typeof columns)[number], count: number) =>
    items.slice(0, count).map((item, i) => {
      let element = built.get(item);
      if (!element) {
        const p = positions[i]!;
        const l = lanes[i]!;
        element = (
          <li
            key={item.key}
            className="o-week-cal-event"
            style={{ '--o-top': String(p.top), '--o-span': String(p.span), '--o-lane': String(l.lane), '--o-lanes': String(l.lanes) } as Record<string, string>}
          >
            {renderItem(item, l.lanes >= narrow)}
          </li>
        );
        built.set(item, element);
      }
      return element;
    });
  const labels = useMemo(() => {
    const fmt = { locale: lang, timeZone: timezone };
    const noon = (day: string) => Date.parse(startOfDay(day, timezone)) + 43_200_000;
    const midnight = Date.parse(startOfDay(days[0] ?? '', timezone));
    return {
      short: days.map((day) => formatDate(noon(day), fmt, { weekday: 'short', day: 'numeric' })),
      long: days.map((day) => formatDate(noon(day), fmt, { weekday: 'long', day: 'numeric', month: 'long' })),
      hours: Array.from({ length: range.end - range.start }, (_, i) => formatTime(midnight + (range.start + i) * 3_600_000, fmt)),
    };
  }, [days, range, lang, timezone]);

  // a phone builds the events of its one day: the other columns are there for the server's week, hidden by the
  // stylesheet, so emptying them changes nothing on screen and spares a heavy week's thousand elements
  const drawn = phone ? columns.filter((c) => c.day === shownDay) : columns;
  const longest = Math.max(0, ...drawn.map((c) => c.items.length));
  // steps only where the calendar replaces the skeleton: data that replaces shown events (a refetch, a week read
  // before) renders whole, so no event the reader sees goes away for a few frames
  const [mounted] = useState(columns);
  const shown = useSteps({ total: longest, first: FIRST_STEP, of: columns, stepping: columns === mounted, budgetMs: STEP_BUDGET_MS });
  useBenchMoments('week', !hidden, !hidden && shown >= longest);

  const style = { '--o-days': String(days.length), '--o-units': String(rangeUnits(range)) } as Record<string, string>;
  return (
    <div className="o-week-cal" style={style} hidden={hidden}>
      <div className="o-week-cal-head" aria-hidden="true">
        <span />
        {days.map((day, d) => (
          <span key={day} className={day === shownDay ? 'is-shown' : undefined}>
            {labels.short[d]}
          </span>
        ))}
      </div>
      {/* it scrolls: a tab stop of its own lets keyboard users scroll it when no session in it takes focus (a late
          evening's empty week; axe scrollable-region-focusable, WCAG 2.1.1) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="o-week-cal-body" tabIndex={0} role="group" aria-label={t('schedules.days')}>
        <div className="o-week-cal-hours" aria-hidden="true">
          {labels.hours.map((label, i) => (
            <span key={range.start + i}>{label}</span>
          ))}
        </div>
        {columns.map((column, d) => (
          <section key={column.day} className={column.day === shownDay ? 'o-week-cal-day is-shown' : 'o-week-cal-day'} aria-label={labels.long[d]}>
            <ul className="o-sched-list">{drawn.includes(column) ? eventsOf(column, shown) : null}</ul>
          </section>
        ))}
      </div>
    </div>
  );
}
