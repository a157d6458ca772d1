import type { ScheduleSettings } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { useSectionScope } from './section-scope';
import { ScheduleView } from '../schedule/schedule-view';
import type { ElementViewProps } from './element-def';

/** weekly-calendar section (000 §2): the week schedule with its section settings (000 §5 schedules). */
export function WeeklyCalendarSection({ settings, element }: ElementViewProps<ScheduleSettings>) {
  const t = useShellT();
  const { status } = useSectionScope(element.settings, settings.status);
  return (
    <div className="o-container o-section-body">
      <h2 className="sr-only">{t('builder.schedule')}</h2>
      <ScheduleView mode="week" settings={{ ...settings, status: status ?? [] }} />
    </div>
  );
}

/** availabilities-quick-list section (000 §2): private, the view itself shows visitors the login prompt. */
export function QuickListSection({ settings, element }: ElementViewProps<ScheduleSettings>) {
  const t = useShellT();
  const { status } = useSectionScope(element.settings, settings.status);
  return (
    <div className="o-container o-section-body">
      <h2 className="sr-only">{t('quick_list.results')}</h2>
      <ScheduleView mode="list" settings={{ ...settings, status: status ?? [] }} />
    </div>
  );
}
