import * as v from 'valibot';
import { idSchema, nullishString } from './common.schema';

export const reviewScoreSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(5));

export const reviewSchema = v.object({
  id: idSchema,
  score: reviewScoreSchema,
  message: nullishString,
  /** The form's "public" switch defaults to !private. */
  private: v.optional(v.boolean(), false),
});
export type Review = v.InferOutput<typeof reviewSchema>;
