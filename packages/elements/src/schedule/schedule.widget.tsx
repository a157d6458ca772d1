import { ScheduleView, catalogCss, scheduleCss } from '@oriel/ui';
import { defineWidget } from '../runtime';
import { scheduleAttributesSchema } from './schedule.schema';

export const mount = defineWidget({
  tag: 'oriel-schedule',
  schema: scheduleAttributesSchema,
  css: [catalogCss, scheduleCss],
  render: (a) => <ScheduleView mode={a.view} settings={a.settings} />,
});
