import type { ComponentType } from 'react';
import type { ScheduleSettings } from '@oriel/core';
import { WeekSchedule } from './week/week-schedule';
import { QuickList } from './list/quick-list';
import { ResourcesDayMode, ResourcesScheduleMode } from './resources-modes';

/**
 * The views of <oriel-schedule data-mode> and of the schedule sections: one entry per mode. The resources
 * modes (resources, resources-day) are added here too, with their own settings read from the same object.
 */
export const SCHEDULE_VIEWS = {
  week: WeekSchedule,
  list: QuickList,
  resources: ResourcesScheduleMode,
  'resources-day': ResourcesDayMode,
} satisfies Record<string, ComponentType<{ settings: ScheduleSettings }>>;

export type ScheduleMode = keyof typeof SCHEDULE_VIEWS;

export function ScheduleView({ mode, settings }: { mode: ScheduleMode; settings: ScheduleSettings }) {
  const View = SCHEDULE_VIEWS[mode];
  return <View settings={settings} />;
}
