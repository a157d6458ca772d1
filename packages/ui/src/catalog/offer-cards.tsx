import { useState } from 'react';
import { offersApi, offersKeys, pageToLimitOffset, type RouteName } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { CatalogFrame } from './catalog-frame';
import { CatalogGrid } from './catalog-grid';
import { appliedFilterIds, knownFilterIds, pageParams, readFilters, readPaging } from './catalog-query.logic';
import { OfferCard, type Offer } from './offer-card';
import { DetailDialog, preloadDetail, type OfferKind } from './offer-dialog';
import { useUrlQuery } from '../context/url-state';
import { useCatalogHref } from './catalog-page';

export interface OfferCardsProps {
  kind: OfferKind;
  columns: number;
  pageSize: number;
  /** only these offers (000 §5 memberships and vouchers grids: ids) */
  ids?: readonly number[];
  properties?: readonly string[];
  filters?: readonly string[];
  filtersLayout?: 'aside' | 'stacked';
}

const ROUTE: Record<OfferKind, RouteName> = { bundles: 'bundle', memberships: 'membership', vouchers: 'voucher' };

/** The bundles, memberships or vouchers cards grid (000 §2 sections), paged in the query string. */
export function OfferCards({ kind, columns, pageSize, ids, properties, filters, filtersLayout = 'aside' }: OfferCardsProps) {
  const runtime = useRuntime();
  const { t, links } = runtime;
  const api = useApi(offersApi);
  const [query, patch] = useUrlQuery();
  const filterIds = knownFilterIds(filters ?? []);
  const paging = readPaging(query, pageSize, kind);
  const params = {
    ...pageToLimitOffset(paging),
    id: ids?.length ? [...ids] : undefined,
    ...readFilters(query, appliedFilterIds(filterIds, query, links.kind === 'shell')),
  };
  const list = useQuery<{ data: Offer[]; count: number }>(offersKeys.list(kind, params), () =>
    kind === 'bundles' ? api.listBundles(params) : kind === 'memberships' ? api.listMemberships(params) : api.listVouchers(params),
  );
  const [open, setOpen] = useState<Offer | null>(null);
  // the detail's breadcrumb names the catalog page the visitor came from, as the availability's does (000 §2)
  const offerHref = useCatalogHref(ROUTE[kind]);

  return (
    <CatalogFrame filters={filterIds} layout={filtersLayout} query={query} onPatch={patch}>
      <CatalogGrid
        list={list}
        columns={columns}
        paging={paging}
        onPage={(p) => patch({ [pageParams(kind).page]: p === 1 ? null : String(p) })}
        label={t(`catalog.grid_label.${kind}`)}
        emptyTitle={t(`catalog.empty_${kind}`)}
        keyOf={(o) => o.cuid}
      >
        {(offer, first) => (
          <OfferCard
            eager={first}
            kind={kind}
            offer={offer}
            href={offerHref(offer.cuid)}
            onOpen={setOpen}
            onIntent={() => preloadDetail(kind, runtime)}
            properties={properties}
          />
        )}
      </CatalogGrid>
      {open && <DetailDialog kind={kind} cuid={open.cuid} title={open.title} onClose={() => setOpen(null)} />}
    </CatalogFrame>
  );
}
