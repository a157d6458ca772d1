import type { ReactNode } from 'react';
import type { BlogArticle, ListOf } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { errorMessage } from '../context/errors';
import type { QueryResult } from '../context/use-query';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { ArticleCard } from './article-card';

export interface ArticleGridProps {
  list: QueryResult<ListOf<BlogArticle>>;
  /** placeholders while loading: as many as a full answer has cards, so nothing moves when they arrive */
  placeholders: number;
  columns: number;
  /** the empty state's heading level under the screen's own title */
  emptyLevel: 2 | 3;
  /** under the cards (the list's paging) */
  footer?: ReactNode;
}

/** Articles as cards: skeleton, error with retry, empty state (000 §2 blog list, latest articles section). */
export function ArticleGrid({ list, placeholders, columns, emptyLevel, footer }: ArticleGridProps) {
  const t = useShellT();
  const style = { '--o-columns': String(columns) } as Record<string, string>;
  if (list.status === 'error' && !list.data) return <ErrorState message={errorMessage(t, list.error)} onRetry={list.refetch} />;
  if (!list.data) {
    return (
      <div className="o-grid" style={style} aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {Array.from({ length: placeholders }, (_, i) => (
          <div key={i} className="o-card o-card-skeleton">
            <Skeleton height="100%" />
          </div>
        ))}
      </div>
    );
  }
  if (list.data.count === 0) {
    return (
      <EmptyState title={t('blog.empty')} level={emptyLevel}>
        <p>{t('blog.empty_subtitle')}</p>
      </EmptyState>
    );
  }
  return (
    <div>
      <div className="o-grid" style={style} aria-busy={list.fetching}>
        {list.data.data.map((article, i) => (
          <ArticleCard key={article.cuid} article={article} eager={i < columns} />
        ))}
      </div>
      {footer}
    </div>
  );
}
