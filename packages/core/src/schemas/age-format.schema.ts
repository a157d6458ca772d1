import * as v from 'valibot';
import { nullishNumber } from './common.schema';

// Organiser age display rules (000 §3 settings.formats.ages, §9 defaults); organiser.schema re-exports them.

export const ageRoundingMethodSchema = v.picklist(['up', 'down', 'nearest']);
export type AgeRoundingMethod = v.InferOutput<typeof ageRoundingMethodSchema>;
export const ageUnitSchema = v.picklist(['days', 'weeks', 'months', 'years']);
export type AgeUnit = v.InferOutput<typeof ageUnitSchema>;

/** One age display rule; rules apply in order, the first whose limit is not exceeded wins. */
export const ageFormatSchema = v.object({
  type: ageUnitSchema,
  /** Days per unit: 1, 7, 30.436875, 365.25. */
  number_of_days: v.pipe(v.number(), v.gtValue(0)),
  /** Upper bound in this unit; null means no limit. */
  limit: nullishNumber,
  rounding_interval: v.optional(v.pipe(v.number(), v.gtValue(0)), 1),
  rounding_method: v.optional(ageRoundingMethodSchema, 'down'),
});
export type AgeFormat = v.InferOutput<typeof ageFormatSchema>;
