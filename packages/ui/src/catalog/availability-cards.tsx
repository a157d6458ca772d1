import { useState } from 'react';
import { buildHref, catalogApi, normalizePaging, pageToLimitOffset, type Availability, type AvailabilityStatus } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useQuery } from '../context/use-query';
import { useApi } from '../context/use-api';
import { useUrlParam } from '../context/use-url-param';
import { errorMessage } from '../context/errors';
import { Pagination } from '../primitives/pagination';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { AvailabilityCard } from './availability-card';
import { AvailabilityDialog } from '../detail/availability-dialog';

export interface AvailabilityCardsProps {
  columns: number;
  pageSize: number;
  status?: readonly AvailabilityStatus[];
  catalogs?: readonly number[];
  segments?: readonly number[];
  grayscale?: boolean;
}

/** The availabilities cards grid (spec 000 §2 section, §5 settings) with paging kept in the query string. */
export function AvailabilityCards({ columns, pageSize, status, catalogs, segments, grayscale = false }: AvailabilityCardsProps) {
  const runtime = useRuntime();
  const { t, links } = runtime;
  const api = useApi(catalogApi);
  const [pageParam, setPage] = useUrlParam('page_number');
  const paging = normalizePaging({ page_number: pageParam ?? undefined, page_size: pageSize }, pageSize);
  const params = {
    ...pageToLimitOffset(paging),
    status: status?.length ? [...status] : undefined,
    catalog: catalogs?.length ? [...catalogs] : undefined,
    segment: segments?.length ? [...segments] : undefined,
  };
  const list = useQuery(`availabilities:${JSON.stringify(params)}`, () => api.listAvailabilities(params));
  const [open, setOpen] = useState<Availability | null>(null);
  const style = { '--o-columns': String(columns) } as Record<string, string>;

  if (list.status === 'error' && !list.data) {
    return <ErrorState message={errorMessage(t, list.error)} onRetry={list.refetch} />;
  }
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
  if (list.data.count === 0) return <EmptyState title={t('catalog.empty_title')}>
      <p>{t('catalog.empty_subtitle')}</p>
    </EmptyState>;

  return (
    <div>
      <div className="o-grid" style={style} aria-busy={list.fetching}>
        {list.data.data.map((av) => (
          <AvailabilityCard
            key={av.cuid}
            availability={av}
            href={buildHref(links, 'availability', { cuid: av.cuid })}
            onOpen={setOpen}
            grayscale={grayscale}
          />
        ))}
      </div>
      <Pagination
        label={t('paging.label')}
        page={paging.page_number}
        pageSize={paging.page_size}
        total={list.data.count}
        onPage={(p) => setPage(p === 1 ? null : String(p))}
      />
      {open && <AvailabilityDialog cuid={open.cuid} title={open.activity?.title ?? ''} onClose={() => setOpen(null)} />}
    </div>
  );
}
