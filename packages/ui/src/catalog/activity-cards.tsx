import { useCallback, useState } from 'react';
import { activitiesAfter, buildHref, pageToLimitOffset, scheduleApi, type ActivityCardItem, scheduleKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useQuery } from '../context/use-query';
import { useSignalValue } from '../context/use-signal';
import { ActivityCard } from './activity-card';
import { CatalogFrame } from './catalog-frame';
import { CatalogGrid } from './catalog-grid';
import { appliedFilterIds, knownFilterIds, pageParams, readFilters, readPaging } from './catalog-query.logic';
import { DetailDialog, preloadDetail } from './offer-dialog';
import { useUrlQuery } from '../context/url-state';

export interface ActivityCardsProps {
  columns: number;
  pageSize: number;
  catalogs?: readonly number[];
  /** activity-properties (000 §5): images, description, price, locations */
  itemsProperties?: readonly string[];
  filters?: readonly string[];
  filtersLayout?: 'aside' | 'stacked';
}

/**
 * The activities cards grid (000 §2 section). A card links to /activities/{cuid} in the shell or through the
 * integrator's template; embedded without one it opens the activity in a dialog.
 */
export function ActivityCards({ columns, pageSize, catalogs, itemsProperties, filters, filtersLayout = 'aside' }: ActivityCardsProps) {
  const runtime = useRuntime();
  const preloadActivityDetail = useCallback(() => preloadDetail('activities', runtime), [runtime]);
  const { t, links, http } = runtime;
  // activities still available: one with an availability ending after now (000 §7)
  const after = activitiesAfter(useSignalValue(runtime.now));
  const [query, patch] = useUrlQuery();
  const filterIds = knownFilterIds(filters ?? []);
  const paging = readPaging(query, pageSize, 'activities');
  const params = {
    ...pageToLimitOffset(paging),
    catalog: catalogs?.length ? [...catalogs] : undefined,
    after,
    ...readFilters(query, appliedFilterIds(filterIds, query, links.kind === 'shell')),
  };
  // card answers (fields=card); the dialog reads the whole activity by cuid
  const list = useQuery(scheduleKeys.activityCards(params), (signal) => scheduleApi(http.withSignal(signal)).listActivityCards(params));
  const [open, setOpen] = useState<ActivityCardItem | null>(null);
  return (
    <CatalogFrame filters={filterIds} layout={filtersLayout} query={query} onPatch={patch}>
      <CatalogGrid
        list={list}
        columns={columns}
        paging={paging}
        onPage={(p) => patch({ [pageParams('activities').page]: p === 1 ? null : String(p) })}
        label={t('catalog.grid_label.activities')}
        emptyTitle={t('catalog.empty_activities')}
        keyOf={(a) => a.cuid ?? String(a.id ?? a.title)}
      >
        {(a, first) => (
          <ActivityCard
            eager={first}
            activity={a}
            href={a.cuid ? buildHref(links, 'activity', { cuid: a.cuid }) : null}
            onOpen={a.cuid ? setOpen : undefined}
            onIntent={preloadActivityDetail}
            properties={itemsProperties}
          />
        )}
      </CatalogGrid>
      {open?.cuid && <DetailDialog kind="activities" cuid={open.cuid} title={open.title} onClose={() => setOpen(null)} />}
    </CatalogFrame>
  );
}
