import { buildHref, catalogApi, catalogKeys } from '@oriel/core';
import { BlogArticleView, useApi, useQuery, useRuntime, useShellT } from '@oriel/ui';
import { DetailFrame } from './detail-frame';

/** /blog/{slug} (000 §2): breadcrumb home / blog / title, the article; an unknown slug is the not-found page. */
export function BlogArticlePage({ slug }: { slug: string }) {
  const { links } = useRuntime();
  const t = useShellT();
  const catalog = useApi(catalogApi);
  // the same cache key as BlogArticleView: one request serves both
  const q = useQuery(catalogKeys.blogArticle(slug), () => catalog.getBlogArticle(slug));
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-blog-article-page" parent={{ label: t('blog.title'), href: buildHref(links, 'blog') ?? '/blog' }}>
      <BlogArticleView slug={slug} />
    </DetailFrame>
  );
}
