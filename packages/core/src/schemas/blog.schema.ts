import * as v from 'valibot';
import { contentLangSchema, cuidSchema, imagesSchema, isoDateTimeSchema, lazySchema, optionalId } from './common.schema';

// An article's detail is lazySchema: built by its first parse, not when the module loads (docs/design.md §6.10).

export const blogArticleSchema = v.object({
  id: optionalId,
  cuid: cuidSchema,
  slug: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  /** HTML. */
  content: v.optional(v.string(), ''),
  images: imagesSchema,
  created_at: isoDateTimeSchema,
  content_lang: contentLangSchema,
});
export type BlogArticle = v.InferOutput<typeof blogArticleSchema>;

/**
 * GET /api/blog/articles/{slug}: the article, with the older (`previous`) and newer (`next`) one when there is, each
 * its slug and title for the previous/next links.
 */
export const blogArticleDetailSchema = lazySchema(() => {
  const neighbour = v.nullish(v.object({ slug: v.pipe(v.string(), v.minLength(1)), title: v.string() }));
  return v.object({ ...blogArticleSchema.entries, previous: neighbour, next: neighbour });
});
export type BlogArticleDetail = v.InferOutput<typeof blogArticleDetailSchema>;
