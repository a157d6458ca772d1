import { availabilityStatusSchema, type AvailabilityStatus, type ScheduleSettings } from '@oriel/core';
import { ResourcesSchedule } from './resources-schedule';
import { ResourcesDay } from './resources-day';

// The resources modes of <oriel-schedule data-mode> and of their builder sections, read from the same
// schedule settings as the week and list modes (000 §5).

/** mode `resources`: one column per activity (000 §2 resources schedule). */
export function ResourcesScheduleMode({ settings }: { settings: ScheduleSettings }) {
  // unknown status names are dropped rather than sent to the API
  const status = settings.status.filter((s): s is AvailabilityStatus => availabilityStatusSchema.safeParse(s).success);
  return <ResourcesSchedule status={status} catalogs={settings.catalogs} segments={settings.segments} showEmptyGroups={settings['show-empty-groups']} />;
}

/** mode `resources-day`: the daily resource slots with the mobile variant (000 §2, §9). */
export function ResourcesDayMode(_: { settings: ScheduleSettings }) {
  return <ResourcesDay />;
}
