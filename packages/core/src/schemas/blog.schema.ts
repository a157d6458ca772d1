import * as z from 'zod/mini';
import { cuidSchema, imagesSchema, isoDateTimeSchema, optionalId } from './common.schema';

// An article's detail is z.lazy: built by its first parse, not when the module loads (docs/design.md §7).

export const blogArticleSchema = z.object({
  id: optionalId,
  cuid: cuidSchema,
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  /** HTML. */
  content: z._default(z.string(), ''),
  images: imagesSchema,
  created_at: isoDateTimeSchema,
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/**
 * GET /api/blog/articles/{slug}: the article, with the older (`previous`) and newer (`next`) one when there is, each
 * its slug and title for the previous/next links.
 */
export const blogArticleDetailSchema = z.lazy(() => {
  const neighbour = z.nullish(z.object({ slug: z.string().check(z.minLength(1)), title: z.string() }));
  return z.extend(blogArticleSchema, { previous: neighbour, next: neighbour });
});
export type BlogArticleDetail = z.infer<typeof blogArticleDetailSchema>;
