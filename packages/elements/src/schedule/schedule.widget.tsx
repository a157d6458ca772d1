import { ScheduleView, SCHEDULE_VIEWS, catalogCss, detailCss, formsCss, resourcesCss, scheduleCss, galleryCss } from '@oriel/ui';
import { defineWidget, publish } from '../runtime';
import { scheduleAttributesSchema } from './schedule.schema';

// the modes whose view is a chunk of its own (the loader asks for it with this chunk)
const LAZY_VIEWS = new Map<string, { preload(): Promise<void> }>([
  ['resources', SCHEDULE_VIEWS.resources],
  ['resources-day', SCHEDULE_VIEWS['resources-day']],
]);

export const mount = defineWidget({
  tag: 'oriel-schedule',
  schema: scheduleAttributesSchema,
  // the detail's rules at mount, not with its chunk: the resources views show .o-add-state and .o-facts too
  css: [catalogCss, detailCss, galleryCss, formsCss, scheduleCss, resourcesCss],
  render: (a) => <ScheduleView mode={a.view} settings={a.settings} />,
  // the mode's view loads while the runtime starts, and the first render waits for both: no loading block before it
  prepare: (host) => LAZY_VIEWS.get(host.dataset.mode ?? '')?.preload(),
});

publish(import.meta.url, { mount }, 'schedule');
