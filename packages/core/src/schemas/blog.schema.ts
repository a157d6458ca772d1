import * as z from 'zod/mini';
import { cuidSchema, idSchema, imageSchema, isoDateTimeSchema } from './common.schema';

export const blogArticleSchema = z.object({
  id: z.optional(idSchema),
  cuid: cuidSchema,
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  /** HTML. */
  content: z._default(z.string(), ''),
  images: z._default(z.array(imageSchema), []),
  created_at: isoDateTimeSchema,
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;
