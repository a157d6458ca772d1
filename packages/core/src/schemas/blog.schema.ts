import * as z from 'zod/mini';
import { cuidSchema, imageSchema, isoDateTimeSchema, optionalId } from './common.schema';

export const blogArticleSchema = z.object({
  id: optionalId,
  cuid: cuidSchema,
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  /** HTML. */
  content: z._default(z.string(), ''),
  images: z._default(z.array(imageSchema), []),
  created_at: isoDateTimeSchema,
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** An article's neighbour in the blog's order: its slug and title, for the previous/next links. */
const neighbourSchema = z.nullish(z.object({ slug: z.string().check(z.minLength(1)), title: z.string() }));

/** GET /api/blog/articles/{slug}: the article, with the older (`previous`) and newer (`next`) one when there is. */
export const blogArticleDetailSchema = z.extend(blogArticleSchema, { previous: neighbourSchema, next: neighbourSchema });
export type BlogArticleDetail = z.infer<typeof blogArticleDetailSchema>;
