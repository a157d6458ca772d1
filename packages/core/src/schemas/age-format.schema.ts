import * as z from 'zod/mini';
import { nullishNumber } from './common.schema';

// Organiser age display rules (000 §3 settings.formats.ages, §9 defaults); organiser.schema re-exports them.

export const ageRoundingMethodSchema = z.enum(['up', 'down', 'nearest']);
export type AgeRoundingMethod = z.infer<typeof ageRoundingMethodSchema>;
export const ageUnitSchema = z.enum(['days', 'weeks', 'months', 'years']);
export type AgeUnit = z.infer<typeof ageUnitSchema>;

/** One age display rule; rules apply in order, the first whose limit is not exceeded wins. */
export const ageFormatSchema = z.object({
  type: ageUnitSchema,
  /** Days per unit: 1, 7, 30.436875, 365.25. */
  number_of_days: z.number().check(z.positive()),
  /** Upper bound in this unit; null means no limit. */
  limit: nullishNumber,
  rounding_interval: z._default(z.number().check(z.positive()), 1),
  rounding_method: z._default(ageRoundingMethodSchema, 'down'),
});
export type AgeFormat = z.infer<typeof ageFormatSchema>;
