import type { ReactNode } from 'react';
import { formatDate, startOfDay } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import type { ScheduleItem } from '../schedule.logic';

export interface WeekStackedProps {
  days: readonly string[];
  /** the day a phone shows (the day tabs' choice) */
  shown: string;
  byDay: ReadonlyMap<string, ScheduleItem[]>;
  /** days without items are left out unless set (show-empty-groups), except a single shown day */
  showEmpty: boolean;
  renderItem: (item: ScheduleItem) => ReactNode;
}

/**
 * Stacked layout (000 §5 mode stacked): per day, its sessions as a list. The same elements at every width: the
 * stylesheet shows the week, or on a phone the shown day alone (a day left out of the week because it has no
 * session is there for the phone, and hidden from the week), so the server's week is the phone's page too.
 */
export function WeekStacked({ days, shown, byDay, showEmpty, renderItem }: WeekStackedProps) {
  const { t, lang, timezone } = useRuntime();
  const week = days.filter((d) => showEmpty || (byDay.get(d)?.length ?? 0) > 0);
  const listed = days.filter((d) => d === shown || week.includes(d));
  const dayClass = (day: string) => (day !== shown ? 'o-week-day' : week.includes(day) ? 'o-week-day is-shown' : 'o-week-day is-shown o-narrow-only');
  return (
    <>
      {week.length === 0 && <p className="o-week-empty o-wide-only">{t('schedules.empty')}</p>}
      <div
        className={week.length === 0 ? 'o-week-stacked o-narrow-only' : 'o-week-stacked'}
        style={{ '--o-days': String(Math.max(1, week.length)) } as Record<string, string>}
      >
        {listed.map((day) => {
          const items = byDay.get(day) ?? [];
          const label = formatDate(
            Date.parse(startOfDay(day, timezone)) + 43_200_000,
            { locale: lang, timeZone: timezone },
            { weekday: 'long', day: 'numeric', month: 'long' },
          );
          return (
            <section key={day} className={dayClass(day)} aria-label={label}>
              <h3 className="o-week-day-title">{label}</h3>
              {items.length === 0 ? (
                <p className="o-muted">{t('schedules.empty')}</p>
              ) : (
                <ul className="o-sched-list">
                  {items.map((item) => (
                    <li key={item.key}>{renderItem(item)}</li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
