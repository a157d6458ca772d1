import { PAGING, type CardsGridSettings, type OffersGridSettings } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { ActivityCards } from '../catalog/activity-cards';
import { CatalogFrame } from '../catalog/catalog-frame';
import { activityGridProperties, gridFilters } from '../catalog/grid-settings.logic';
import { knownFilterIds } from '../catalog/catalog-query.logic';
import { OfferCards } from '../catalog/offer-cards';
import type { OfferKind } from '../catalog/offer-dialog';
import { useUrlQuery } from '../context/url-state';
import type { ElementViewProps } from './element-def';

// Catalog sections of the page builder (000 §2) other than the availabilities grid (sections.tsx).
// The cards are titled h3: each grid has a visually hidden h2 so the page's heading levels stay in order.

export function ActivitiesCardsSection({ settings }: ElementViewProps<CardsGridSettings>) {
  const t = useShellT();
  return (
    <div className="o-container o-section-body">
      <h2 className="sr-only">{t('builder.activities')}</h2>
      <ActivityCards
        columns={settings.columns}
        pageSize={PAGING.pageSize}
        catalogs={settings.catalogs}
        itemsProperties={activityGridProperties(settings)}
        filters={gridFilters(settings)}
        filtersLayout={settings['filters-layout']}
      />
    </div>
  );
}

function offersSection(kind: OfferKind) {
  return function OffersCardsSection({ settings }: ElementViewProps<OffersGridSettings>) {
    const t = useShellT();
    return (
      <div className="o-container o-section-body">
        <h2 className="sr-only">{t(`builder.${kind}`)}</h2>
        <OfferCards
          kind={kind}
          columns={settings.columns}
          pageSize={PAGING.pageSize}
          ids={settings.ids}
          properties={settings.properties}
          filters={settings.filters}
        />
      </div>
    );
  };
}
export const BundlesCardsSection = offersSection('bundles');
export const MembershipsCardsSection = offersSection('memberships');
export const VouchersCardsSection = offersSection('vouchers');

/** Filters on their own: they write the query string, which every grid of the shell page reads. */
export function InlineFiltersSection({ settings }: ElementViewProps<CardsGridSettings>) {
  const [query, patch] = useUrlQuery();
  const ids = knownFilterIds(gridFilters(settings));
  if (ids.length === 0) return null;
  return (
    <div className="o-container o-section-body">
      <CatalogFrame filters={ids} layout="stacked" query={query} onPatch={patch} variant="inline">
        {null}
      </CatalogFrame>
    </div>
  );
}
