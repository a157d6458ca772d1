import type { ReactNode } from 'react';
import { normalizePaging, type ListOf, accountKeys } from '@oriel/core';
import { errorMessage } from '../context/errors';
import { useRuntime } from '../context/runtime';
import { useQuery } from '../context/use-query';
import { Pagination } from '../paging/pagination';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { useAccount } from './account-context';

export interface AccountListProps<T> {
  /** cache identity of the list (`registrations`), paged under it */
  name: string;
  load: (paging: { page_number: number; page_size: number }, signal: AbortSignal) => Promise<ListOf<T>>;
  /** the list's accessible name (the screen's title) */
  label: string;
  empty: string;
  item: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/**
 * A paged account list (001 §2, §9): page_number in the screen's URL, 20 per page, "page x of y · n results",
 * previous and next; a skeleton, an error with retry, or an empty state.
 */
export function AccountList<T>({ name, load, label, empty, item, itemKey }: AccountListProps<T>) {
  const { t } = useRuntime();
  const { nav, headingLevel } = useAccount();
  const paging = normalizePaging({ page_number: nav.query.get('page_number') });
  const list = useQuery(accountKeys.list(name, paging), (signal) => load(paging, signal));
  if (list.status === 'error' && !list.data) return <ErrorState message={errorMessage(t, list.error)} onRetry={list.refetch} />;
  if (!list.data) {
    return (
      <div className="o-account-list" aria-busy="true">
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
      </div>
    );
  }
  const { data, count } = list.data;
  if (count === 0 || data.length === 0) {
    return <EmptyState title={empty} level={headingLevel === 1 ? 2 : 3} />;
  }
  return (
    <>
      <ul className="o-account-list" aria-label={label}>
        {data.map((x) => (
          <li key={itemKey(x)} className="o-account-row">
            {item(x)}
          </li>
        ))}
      </ul>
      <Pagination
        page={paging.page_number}
        pageSize={paging.page_size}
        total={count}
        label={t('paging.label')}
        onPage={(page) => nav.view && nav.go(nav.view, { ...Object.fromEntries(nav.query), page_number: page > 1 ? page : null })}
      />
    </>
  );
}
