import { useCallback, useState } from 'react';
import { pageToLimitOffset, scheduleApi, type AvailabilityCardItem, type AvailabilityStatus, scheduleKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useQuery } from '../context/use-query';
import { useSignalValue } from '../context/use-signal';
import { AvailabilityCard } from './availability-card';
import { useAvailabilitiesAfter, useAvailabilityHref } from './catalog-page';
import { cardProperties, categoryGroupsOf, DEFAULT_AVAILABILITY_PROPERTIES } from './availability-card.logic';
import { CatalogFrame } from './catalog-frame';
import { CatalogGrid } from './catalog-grid';
import { appliedFilterIds, knownFilterIds, PAGE_PARAM, readFilters, readPaging, readSort, SORT_PARAM, sortOptions } from './catalog-query.logic';
import { DetailDialog, preloadDetail } from './offer-dialog';
import { SortSelect } from './sort-select';
import { useAgeFormats } from './use-age-formats';
import { useUrlQuery } from '../context/url-state';

export interface AvailabilityCardsProps {
  columns: number;
  pageSize: number;
  status?: readonly AvailabilityStatus[];
  catalogs?: readonly number[];
  segments?: readonly number[];
  grayscale?: boolean;
  /** availabilities-properties (000 §5): the facts a card shows */
  itemsProperties?: readonly string[];
  /** filter ids (000 §5): search, date, weekday, location, period, availabilities-period, age, category-{cuid} */
  filters?: readonly string[];
  filtersLayout?: 'aside' | 'stacked';
  /** sort choices; a sort select shows when set */
  sorting?: readonly string[];
}

/**
 * The availabilities cards grid (spec 000 §2 section, §5 settings): filters, sort and paging live in the
 * page's query string, so reload and back/forward restore the view.
 */
export function AvailabilityCards(props: AvailabilityCardsProps) {
  const { columns, pageSize, status, catalogs, segments, grayscale = false, itemsProperties = [], filtersLayout = 'aside' } = props;
  const runtime = useRuntime();
  const preloadAvailabilityDetail = useCallback(() => preloadDetail('availabilities', runtime), [runtime]);
  const { t, links, http } = runtime;
  const now = useSignalValue(runtime.now);
  const availabilityHref = useAvailabilityHref();
  const after = useAvailabilitiesAfter();
  const [query, patch] = useUrlQuery();
  const filterIds = knownFilterIds(props.filters ?? []);
  const sorts = sortOptions(props.sorting ?? []);
  const sort = readSort(query, sorts);
  const paging = readPaging(query, pageSize);
  const params = {
    ...pageToLimitOffset(paging),
    status: status?.length ? [...status] : undefined,
    after,
    catalog: catalogs?.length ? [...catalogs] : undefined,
    segment: segments?.length ? [...segments] : undefined,
    sort,
    ...readFilters(query, appliedFilterIds(filterIds, query, links.kind === 'shell')),
  };
  // card answers (fields=card); the categories only when a card shows a category-{cuid} fact
  const categories = categoryGroupsOf(cardProperties(itemsProperties, DEFAULT_AVAILABILITY_PROPERTIES)).length > 0;
  const list = useQuery(scheduleKeys.availabilityCards(params, { categories }), (signal) =>
    scheduleApi(http.withSignal(signal)).listAvailabilityCards(params, { categories }),
  );
  const ageFormats = useAgeFormats(itemsProperties.includes('age'));
  // the dialog reads the whole availability by cuid
  const [open, setOpen] = useState<AvailabilityCardItem | null>(null);

  return (
    <CatalogFrame filters={filterIds} layout={filtersLayout} query={query} onPatch={patch}>
      <SortSelect options={sorts} value={sort} onSort={(s) => patch({ [SORT_PARAM]: s, [PAGE_PARAM]: null })} />
      <CatalogGrid
        list={list}
        columns={columns}
        paging={paging}
        onPage={(p) => patch({ [PAGE_PARAM]: p === 1 ? null : String(p) })}
        label={t('catalog.grid_label.availabilities')}
        emptyTitle={t('catalog.empty_title')}
        keyOf={(av) => av.cuid}
      >
        {(av, first) => (
          <AvailabilityCard
            eager={first}
            availability={av}
            href={availabilityHref(av.cuid)}
            onOpen={setOpen}
            onIntent={preloadAvailabilityDetail}
            grayscale={grayscale}
            properties={itemsProperties}
            ageFormats={ageFormats}
            now={now}
          />
        )}
      </CatalogGrid>
      {open && <DetailDialog kind="availabilities" cuid={open.cuid} title={open.activity?.title ?? ''} onClose={() => setOpen(null)} />}
    </CatalogFrame>
  );
}
