import { buildHref, langOf, type BlogArticle } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { CardShell } from '../catalog/card-shell';
import { ArticleDate } from './article-date';
import { articleExcerpt } from './blog.logic';

/** A blog article's card: cover image, date, title linking to /blog/{slug}, the opening of its text. */
export function ArticleCard({ article, eager }: { article: BlogArticle; /** the grid's first row */ eager?: boolean }) {
  const { links } = useRuntime();
  const excerpt = articleExcerpt(article.content);
  return (
    <CardShell
      id={`o-article-${article.cuid}`}
      title={article.title}
      titleLang={langOf(article, 'title')}
      image={article.images[0]?.public_url ?? null}
      eager={eager}
      href={buildHref(links, 'blogArticle', { slug: article.slug })}
    >
      <ArticleDate at={article.created_at} className="o-card-dates" />
      {excerpt && <p className="o-card-desc">{excerpt}</p>}
    </CardShell>
  );
}
