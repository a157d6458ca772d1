import { useMemo } from 'react';
import { buildHref, catalogApi, langOf, type BlogArticleDetail, catalogKeys } from '@oriel/core';
import { useRuntime, useShellT } from '../context/runtime';
import { errorMessage } from '../context/errors';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { SafeHtml } from '../content/safe-html';
import { ErrorState, Skeleton } from '../primitives/states';
import { ArticleCarousel } from './article-carousel';
import { ArticleDate } from './article-date';
import { demoteHeadings } from './blog.logic';

/** /blog/{slug} (000 §2): title (the page's h1), date, images, the content through the sanitiser. */
export function BlogArticleView({ slug }: { slug: string }) {
  const t = useShellT();
  const api = useApi(catalogApi);
  const q = useQuery(catalogKeys.blogArticle(slug), () => api.getBlogArticle(slug));
  const html = useMemo(() => demoteHeadings(q.data?.content ?? ''), [q.data?.content]);
  if (q.status === 'error' && !q.data) return <ErrorState message={errorMessage(t, q.error)} onRetry={q.refetch} />;
  const article = q.data;
  if (!article) {
    return (
      <div className="o-article" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton height="1rem" width="10rem" />
        <Skeleton height="20rem" />
      </div>
    );
  }
  return (
    <article className="o-article" aria-labelledby="o-article-title">
      <header className="o-article-header">
        <h1 id="o-article-title" lang={langOf(article, 'title')}>
          {article.title}
        </h1>
        <ArticleDate at={article.created_at} />
      </header>
      <ArticleCarousel key={article.cuid} images={article.images} />
      <SafeHtml html={html} className="o-richtext o-article-content" lang={langOf(article, 'content')} />
      <ArticleNeighbours article={article} />
    </article>
  );
}

/** Links to the older and the newer article (the blog's order), each with its title; nothing for a lone article. */
function ArticleNeighbours({ article }: { article: BlogArticleDetail }) {
  const { links } = useRuntime();
  const t = useShellT();
  const { previous, next } = article;
  if (!previous && !next) return null;
  const link = (to: { slug: string; title: string }, rel: 'prev' | 'next') => {
    const href = buildHref(links, 'blogArticle', { slug: to.slug });
    return (
      href && (
        <a className={`o-article-neighbour is-${rel}`} rel={rel} href={href}>
          <span className="o-article-neighbour-label">{t(rel === 'prev' ? 'blog.previous_article' : 'blog.next_article')}</span>
          <span className="o-article-neighbour-title">{to.title}</span>
        </a>
      )
    );
  };
  return (
    <nav className="o-article-neighbours" aria-label={t('blog.neighbours')}>
      {previous && link(previous, 'prev')}
      {next && link(next, 'next')}
    </nav>
  );
}
