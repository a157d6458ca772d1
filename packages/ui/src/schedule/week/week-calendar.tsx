import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { assignLanes, eventPosition, formatDate, formatTime, rangeUnits, startOfDay, type HourRange } from '@oriel/core';
import { useRenderMarks } from '../../perf/render-marks';
import { useRuntime } from '../../context/runtime';
import type { ScheduleItem } from '../schedule.logic';
import { barsHtml, eventBox, type Bar } from './week-bars';

export interface WeekCalendarProps {
  days: readonly string[];
  /** the day a phone shows: the stylesheet hides the others under 600 px (the server renders the same week) */
  shown: string;
  /** a phone's one column: its lanes are wider, so events stay text up to more of them */
  narrow: boolean;
  byDay: ReadonlyMap<string, ScheduleItem[]>;
  range: HourRange;
  /** a session with its text */
  renderItem: (item: ScheduleItem) => ReactNode;
  /** a session whose lane is too narrow for any text, as a bar; absent, none is a bar (a selection needs each
      session's checkbox) */
  barOf?: (item: ScheduleItem) => Pick<Bar, 'label' | 'href' | 'disabled'>;
  /** a bar without a page was clicked */
  onOpen: (item: ScheduleItem) => void;
  /** built out of sight while the loading display holds (week-schedule.tsx): nothing is shown yet, for the bench either */
  hidden?: boolean;
}

/**
 * Side-by-side sessions from which a lane is too narrow for any of an event's text: about 44 px in a week of 7 columns
 * 1,920 px wide, where the text showed clipped to its first letters. Such events show as bars, their facts in their
 * title (name and tooltip); without that text the style, layout and paint of 1,000 events took a third of the time
 * (scripts/bench.mjs).
 */
const compactLanes = (days: number) => (days > 1 ? 6 : 12);

/** preact sets a string style as the element's cssText, in one go */
const cssText = (css: string) => css as unknown as CSSProperties;

/** A day column's events in time order: sessions with their text one by one, consecutive bars as one run of markup. */
type Part = { bar: false; item: ScheduleItem; box: string } | { bar: true; key: string; items: ScheduleItem[]; html: string };

/**
 * Calendar layout (000 §5 mode calendar, §9): one row per hour, sessions placed in 5-minute units
 * (core eventPosition), overlapping ones side by side. The body scrolls inside a fixed height, so a range
 * widened by late items shifts nothing around the widget.
 *
 * A week of 1,000 sessions (about 140 a day) renders in one go. It came in steps of a frame each, which kept every
 * task short but took 250 ms to fill on this 2-core machine, the style, layout and paint of the grid paid again at
 * every step; whole, with plain lengths for the boxes (eventBox) and the bars as markup (barsHtml), it is painted
 * 70-110 ms after its data here: one task of script (50-85 ms), then the frame's style, layout and paint (about 30).
 * Building its model in one task and its elements in the next was measured and dropped (docs/decisions/0014-week-render.md).
 */
export function WeekCalendar({ days, shown: shownDay, narrow: phone, byDay, range, renderItem, barOf, onOpen, hidden = false }: WeekCalendarProps) {
  const { lang, timezone, t } = useRuntime();
  // positions, lanes and bars once per day's sessions, not again when a dialog, a refetch or the next day built out of
  // sight (week-schedule.tsx) re-renders the view
  const dayParts = useMemo(() => {
    const narrow = compactLanes(phone ? 1 : days.length);
    const built = new WeakMap<readonly ScheduleItem[], Part[]>();
    return (day: string, items: readonly ScheduleItem[]): Part[] => {
      const kept = built.get(items);
      if (kept) return kept;
      const parts: Part[] = [];
      const positions = items.map((item) => eventPosition(item, day, range, timezone));
      const lanes = assignLanes(positions);
      let run: { items: ScheduleItem[]; bars: Bar[] } | null = null;
      const close = () => {
        if (run) parts.push({ bar: true, key: `bars-${run.items[0]!.key}`, items: run.items, html: barsHtml(run.bars) });
        run = null;
      };
      items.forEach((item, i) => {
        const box = eventBox(positions[i]!, lanes[i]!);
        const bar = barOf && lanes[i]!.lanes >= narrow ? barOf(item) : null;
        if (!bar) {
          close();
          parts.push({ bar: false, item, box });
          return;
        }
        run ??= { items: [], bars: [] };
        run.bars.push({ ...bar, box, index: run.items.length });
        run.items.push(item);
      });
      close();
      built.set(items, parts);
      return parts;
    };
  }, [days.length, range, timezone, barOf, phone]);
  const columns = useMemo(
    // a phone builds the events of its one day: the other columns are there for the server's week, hidden by the
    // stylesheet, so emptying them changes nothing on screen and spares a heavy week's thousand elements
    () => days.map((day) => ({ day, parts: phone && day !== shownDay ? [] : dayParts(day, byDay.get(day) ?? []) })),
    [days, byDay, dayParts, phone, shownDay],
  );
  useRenderMarks('week', !hidden, !hidden);

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
            <ul className="o-sched-list">
              {column.parts.map((part) =>
                part.bar ? (
                  // a click on one of the run's buttons opens its session; its links are links
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- the buttons inside take the keys
                  <li
                    key={part.key}
                    className="o-week-cal-bars"
                    onClick={(event) => {
                      const index = (event.target as Element).closest('button[data-i]')?.getAttribute('data-i');
                      const item = index == null ? undefined : part.items[Number(index)];
                      if (item) onOpen(item);
                    }}
                    dangerouslySetInnerHTML={{ __html: part.html }}
                  />
                ) : (
                  <li key={part.item.key} className="o-week-cal-event" style={cssText(part.box)}>
                    {renderItem(part.item)}
                  </li>
                ),
              )}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
