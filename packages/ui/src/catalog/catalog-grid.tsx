import { Fragment, type ReactNode } from 'react';
import type { ListOf, Paging } from '@oriel/core';
import { useT } from '../context/runtime';
import { errorMessage } from '../context/errors';
import type { QueryResult } from '../context/use-query';
import { Pagination } from '../paging/pagination';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';

export interface CatalogGridProps<T> {
  list: QueryResult<ListOf<T>>;
  columns: number;
  paging: Paging;
  onPage: (page: number) => void;
  emptyTitle: string;
  /** names the grid's paging landmark: several grids on one page need distinct names */
  label: string;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** Any kind's cards grid: skeleton of a full page, error with retry, empty state, cards, paging. */
export function CatalogGrid<T>({ list, columns, paging, onPage, emptyTitle, label, keyOf, children }: CatalogGridProps<T>) {
  const t = useT();
  const style = { '--o-columns': String(columns) } as Record<string, string>;
  if (list.status === 'error' && !list.data) return <ErrorState message={errorMessage(t, list.error)} onRetry={list.refetch} />;
  if (!list.data) {
    return (
      <div className="o-grid" style={style} aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {/* a full page of placeholders: most pages are full, so the grid keeps its height when cards arrive */}
        {Array.from({ length: paging.page_size }, (_, i) => (
          <div key={i} className="o-card o-card-skeleton">
            <Skeleton height="100%" />
          </div>
        ))}
      </div>
    );
  }
  if (list.data.count === 0) {
    return (
      <EmptyState title={emptyTitle}>
        <p>{t('catalog.empty_subtitle')}</p>
      </EmptyState>
    );
  }
  return (
    <div>
      <div className="o-grid" style={style} aria-busy={list.fetching}>
        {list.data.data.map((item) => (
          <Fragment key={keyOf(item)}>{children(item)}</Fragment>
        ))}
      </div>
      <Pagination label={`${t('paging.label')} · ${label}`} page={paging.page_number} pageSize={paging.page_size} total={list.data.count} onPage={onPage} />
    </div>
  );
}
