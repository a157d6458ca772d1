import type { PagingParams } from './params';

/** Query keys of catalogApi's own answers (store/query-key.ts); its card and offer calls key under their areas. */
export const catalogKeys = {
  all: ['catalog'] as const,
  activity: (cuid: string) => [...catalogKeys.all, 'activity', cuid] as const,
  availability: (cuid: string) => [...catalogKeys.all, 'availability', cuid] as const,
  /** several availabilities asked together, in this order (a registration request's) */
  availabilities: (cuids: readonly (string | number)[]) => [...catalogKeys.all, 'availabilities', cuids] as const,
  /** the /cart/add preview: the availabilities chosen and the dates of multi-date ones */
  cartAdd: (availabilities: readonly string[], dates: readonly string[]) => [...catalogKeys.all, 'cart-add', availabilities, dates] as const,
  /** a page of articles: the blog list and the latest-articles section share it */
  blogArticles: (params: Pick<PagingParams, 'limit' | 'offset'>) => [...catalogKeys.all, 'blog-articles', params] as const,
  /** one article: the shell's page (title, not found) and its view share it */
  blogArticle: (slug: string) => [...catalogKeys.all, 'blog-article', slug] as const,
};
