// Not a primitive of the shared runtime: only paged lists (grids, the quick list, account lists) carry it.
import { pageCount } from '@oriel/core';
import { useT } from '../context/runtime';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}

/**
 * Spec 001 §2/§9: page number, total results, previous and next; next disabled at the last page. A list that fits on
 * its first page shows no bar ("Page 1 of 1" between two dead buttons says nothing). A page past the end (an old link,
 * a list that shrank) says so and leads to the last page, never "Page 3 of 1".
 */
export function Pagination({ page, pageSize, total, onPage, label }: PaginationProps) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  if (total > 0 && page > pages) {
    return (
      <nav className="o-pagination" aria-label={label}>
        <span>{t('paging.past_end', { total: pages })}</span>
        <button type="button" className="btn btn-secondary" onClick={() => onPage(pages)}>
          {t('paging.go_to', { page: pages })}
        </button>
      </nav>
    );
  }
  if (total === 0 || pages <= 1) return null;
  // at either end a button is aria-disabled, not disabled: the focus stays on it after the last page (softDisabled)
  return (
    <nav className="o-pagination" aria-label={label}>
      <button type="button" className="btn btn-secondary" aria-disabled={page <= 1} onClick={() => page > 1 && onPage(page - 1)}>
        {t('paging.previous')}
      </button>
      {/* not live: the list it pages says what changed (catalog-grid's status), once */}
      <span>
        {t('paging.page', { page, total: pages })} · {t('paging.results', { count: total })}
      </span>
      <button type="button" className="btn btn-secondary" aria-disabled={page >= pages} onClick={() => page < pages && onPage(page + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}
