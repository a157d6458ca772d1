import type { ScheduleSettings } from '@oriel/core';
import { ResourcesDay } from './resources-day';

/** Mode `resources-day` of <oriel-schedule> and the resources-daily section (000 §2, §9): every resource's slots. */
export function ResourcesDayMode(_: { settings: ScheduleSettings }) {
  return <ResourcesDay />;
}
