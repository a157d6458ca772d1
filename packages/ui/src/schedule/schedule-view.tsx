import { Suspense, type ComponentType } from 'react';
import type { ScheduleSettings } from '@oriel/core';
import { WeekSchedule } from './week/week-schedule';
import { QuickList } from './list/quick-list';
import { Skeleton } from '../primitives/states';
import { preloadable } from '../lazy/preloadable';

/**
 * The views of <oriel-schedule data-mode> and of the schedule sections: one entry per mode. The resources
 * modes (resources, resources-day) are added here too, with their own settings read from the same object.
 */
export const SCHEDULE_VIEWS = {
  week: WeekSchedule,
  list: QuickList,
  // the resources modes (and their booking form) load on first use, apart from the week and list views
  resources: preloadable('resources', () => import('./resources-schedule-mode').then((m) => m.ResourcesScheduleMode)),
  'resources-day': preloadable('resources-day', () => import('./resources-day-mode').then((m) => m.ResourcesDayMode)),
} satisfies Record<string, ComponentType<{ settings: ScheduleSettings }>>;

export type ScheduleMode = keyof typeof SCHEDULE_VIEWS;

export function ScheduleView({ mode, settings }: { mode: ScheduleMode; settings: ScheduleSettings }) {
  const View = SCHEDULE_VIEWS[mode];
  return (
    <Suspense fallback={<Skeleton height="24rem" />}>
      <View settings={settings} />
    </Suspense>
  );
}
