import { ScheduleView, catalogCss, formsCss, resourcesCss, scheduleCss, galleryCss } from '@oriel/ui';
import { defineWidget, publish } from '../runtime';
import { scheduleAttributesSchema } from './schedule.schema';

export const mount = defineWidget({
  tag: 'oriel-schedule',
  schema: scheduleAttributesSchema,
  css: [catalogCss, galleryCss, formsCss, scheduleCss, resourcesCss],
  render: (a) => <ScheduleView mode={a.view} settings={a.settings} />,
});

publish(import.meta.url, { mount });
