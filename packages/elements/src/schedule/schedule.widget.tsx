import { ScheduleView, SCHEDULE_VIEWS, catalogCss, formsCss, resourcesCss, scheduleCss, galleryCss } from '@oriel/ui';
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
  css: [catalogCss, galleryCss, formsCss, scheduleCss, resourcesCss],
  render: (a) => <ScheduleView mode={a.view} settings={a.settings} />,
  // the mode's view is evaluated while the runtime starts: the first render has it, no loading block before it
  prepare: (host) =>
    void LAZY_VIEWS.get(host.dataset.mode ?? '')
      ?.preload()
      .catch(() => {}),
});

publish(import.meta.url, { mount });
