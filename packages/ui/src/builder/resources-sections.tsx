import type { ScheduleSettings } from '@oriel/core';
import { useT } from '../context/runtime';
import { useSectionScope } from './section-scope';
import { ResourcesScheduleMode } from '../schedule/resources-schedule-mode';
import { ResourcesDayMode } from '../schedule/resources-day-mode';
import type { ElementViewProps } from './element-def';

/** resources-schedule section (000 §2): one column per activity. */
export function ResourcesScheduleSection({ settings, element }: ElementViewProps<ScheduleSettings>) {
  const t = useT();
  const { status } = useSectionScope(element.settings, settings.status);
  return (
    <div className="o-container o-section-body">
      <h2 className="sr-only">{t('schedules.resources_columns.label')}</h2>
      <ResourcesScheduleMode settings={{ ...settings, status: status ?? [] }} />
    </div>
  );
}

/** resources-daily section (000 §2): the daily resource slots with their mobile variant. */
export function ResourcesDailySection({ settings }: ElementViewProps<ScheduleSettings>) {
  const t = useT();
  return (
    <div className="o-container o-section-body">
      <h2 className="sr-only">{t('offers.booking.daily')}</h2>
      <ResourcesDayMode settings={settings} />
    </div>
  );
}
