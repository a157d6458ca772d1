import * as v from 'valibot';
import { availabilityStatusSchema, type AvailabilityStatus, type ScheduleSettings } from '@oriel/core';
import { ResourcesSchedule } from './resources-schedule';

/**
 * Mode `resources` of <oriel-schedule> and the resources-schedule section: one column per activity (000 §2),
 * read from the same schedule settings as the week and list modes (000 §5).
 */
export function ResourcesScheduleMode({ settings }: { settings: ScheduleSettings }) {
  // unknown status names are dropped rather than sent to the API
  const status = settings.status.filter((s): s is AvailabilityStatus => v.is(availabilityStatusSchema, s));
  return <ResourcesSchedule status={status} catalogs={settings.catalogs} segments={settings.segments} showEmptyGroups={settings['show-empty-groups']} />;
}
