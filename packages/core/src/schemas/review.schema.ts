import * as z from 'zod/mini';
import { idSchema, nullishString } from './common.schema';

export const reviewScoreSchema = z.number().check(z.minimum(0), z.maximum(5));

export const reviewSchema = z.object({
  id: idSchema,
  score: reviewScoreSchema,
  message: nullishString,
  /** The form's "public" switch defaults to !private. */
  private: z._default(z.boolean(), false),
});
export type Review = z.infer<typeof reviewSchema>;
