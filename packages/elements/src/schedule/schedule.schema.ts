import * as v from 'valibot';
import { scheduleSettingsSchema } from '@oriel/core';

/** `data-start-hour` reads as the spec's `start_hour` setting (same for the end hour). */
const hourAliases = (input: unknown): unknown => {
  if (!input || typeof input !== 'object') return input;
  const attrs = input as Record<string, unknown>;
  return { ...attrs, start_hour: attrs['start-hour'] ?? attrs.start_hour, end_hour: attrs['end-hour'] ?? attrs.end_hour };
};

/**
 * <oriel-schedule> data-attributes: the schedule section settings of 000 §5 (same lenient schema as the page
 * builder) plus the view. `data-mode` picks the view (week: weekly calendar, list: quick list), so the
 * section's own `mode` setting (stacked or calendar week layout) is read from `data-layout`.
 */
export const scheduleAttributesSchema = v.pipe(
  v.unknown(),
  v.transform(hourAliases),
  v.object({
    ...scheduleSettingsSchema.entries,
    mode: v.picklist(['week', 'list', 'resources', 'resources-day']),
    layout: v.optional(v.picklist(['stacked', 'calendar']), 'stacked'),
  }),
  v.transform(({ mode, layout, ...rest }) => ({ view: mode, settings: { ...rest, mode: layout } })),
);

export type ScheduleAttributes = v.InferOutput<typeof scheduleAttributesSchema>;
