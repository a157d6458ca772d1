import type { ReactNode } from 'react';
import { assignLanes, eventPosition, formatDate, formatTime, rangeUnits, startOfDay, type HourRange } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import type { ScheduleItem } from '../schedule.logic';

export interface WeekCalendarProps {
  days: readonly string[];
  byDay: ReadonlyMap<string, ScheduleItem[]>;
  range: HourRange;
  renderItem: (item: ScheduleItem) => ReactNode;
  panelId?: string;
}

/**
 * Calendar layout (000 §5 mode calendar, §9): one row per hour, sessions placed in 5-minute units
 * (core eventPosition), overlapping ones side by side. The body scrolls inside a fixed height, so a range
 * widened by late items shifts nothing around the widget.
 */
export function WeekCalendar({ days, byDay, range, renderItem, panelId }: WeekCalendarProps) {
  const { lang, timezone } = useRuntime();
  const fmt = { locale: lang, timeZone: timezone };
  const noon = (day: string) => Date.parse(startOfDay(day, timezone)) + 43_200_000;
  const hours = Array.from({ length: range.end - range.start }, (_, i) => range.start + i);
  const style = { '--o-days': String(days.length), '--o-units': String(rangeUnits(range)) } as Record<string, string>;
  return (
    <div id={panelId} className="o-week-cal" style={style}>
      <div className="o-week-cal-head" aria-hidden="true">
        <span />
        {days.map((day) => (
          <span key={day}>{formatDate(noon(day), fmt, { weekday: 'short', day: 'numeric' })}</span>
        ))}
      </div>
      <div className="o-week-cal-body">
        <div className="o-week-cal-hours" aria-hidden="true">
          {hours.map((h) => (
            <span key={h}>
              {formatTime(Date.parse(startOfDay(days[0] ?? '', timezone)) + h * 3_600_000, fmt)}
            </span>
          ))}
        </div>
        {days.map((day) => {
          const items = byDay.get(day) ?? [];
          const positions = items.map((item) => eventPosition(item, day, range, timezone));
          const lanes = assignLanes(positions);
          return (
            <section key={day} className="o-week-cal-day" aria-label={formatDate(noon(day), fmt, { weekday: 'long', day: 'numeric', month: 'long' })}>
              <ul className="o-sched-list">
                {items.map((item, i) => {
                  const p = positions[i]!;
                  const l = lanes[i]!;
                  return (
                    <li
                      key={item.key}
                      className="o-week-cal-event"
                      style={{ '--o-top': String(p.top), '--o-span': String(p.span), '--o-lane': String(l.lane), '--o-lanes': String(l.lanes) } as Record<string, string>}
                    >
                      {renderItem(item)}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
