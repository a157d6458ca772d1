import type { ReactNode } from 'react';
import { formatDate, startOfDay } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import type { ScheduleItem } from '../schedule.logic';

export interface WeekStackedProps {
  days: readonly string[];
  byDay: ReadonlyMap<string, ScheduleItem[]>;
  /** days without items are left out unless set (show-empty-groups), except a single shown day */
  showEmpty: boolean;
  renderItem: (item: ScheduleItem) => ReactNode;
}

/** Stacked layout (000 §5 mode stacked): per day, its sessions as a list. */
export function WeekStacked({ days, byDay, showEmpty, renderItem }: WeekStackedProps) {
  const { t, lang, timezone } = useRuntime();
  const shown = days.filter((d) => showEmpty || days.length === 1 || (byDay.get(d)?.length ?? 0) > 0);
  if (shown.length === 0) return <p className="o-week-empty">{t('schedules.empty')}</p>;
  return (
    <div className="o-week-stacked" style={{ '--o-days': String(Math.min(shown.length, 7)) } as Record<string, string>}>
      {shown.map((day) => {
        const items = byDay.get(day) ?? [];
        const label = formatDate(
          Date.parse(startOfDay(day, timezone)) + 43_200_000,
          { locale: lang, timeZone: timezone },
          { weekday: 'long', day: 'numeric', month: 'long' },
        );
        return (
          <section key={day} className="o-week-day" aria-label={label}>
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
  );
}
