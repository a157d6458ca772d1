import { Suspense } from 'react';
import { AvailabilityCards, activityGridProperties, availabilityGridProperties, catalogCss, gridFilters, preloadable, Skeleton } from '@oriel/ui';
import { defineWidget, publish } from '../runtime';
import { cardsAttributesSchema, type CardsAttributes } from './cards.schema';

// The other kinds' grids load on first use (the loader asks for them with the cards chunk when data-kind names one):
// the availabilities grid of most pages leaves them out (budgets.json: cards, cardsWithKind).
const ActivityCards = preloadable('activity-cards', () => import('./activity-cards.view').then((m) => m.ActivityCards));
const OfferCards = preloadable('offer-cards', () => import('./offer-cards.view').then((m) => m.OfferCards));
const VIEWS = new Map<string, { preload(): Promise<void> }>([
  ['activities', ActivityCards],
  ['bundles', OfferCards],
  ['memberships', OfferCards],
  ['vouchers', OfferCards],
]);

function Cards({ a }: { a: CardsAttributes }) {
  // what every kind of grid takes, written once
  const grid = {
    columns: a.columns,
    pageSize: a['page-size'],
    filters: a.kind === 'availabilities' || a.kind === 'activities' ? gridFilters(a) : a.filters,
    filtersLayout: a['filters-layout'],
  };
  if (a.kind === 'availabilities') {
    return (
      <AvailabilityCards
        {...grid}
        status={a.status}
        catalogs={a.catalogs}
        segments={a.segments}
        grayscale={a.grayscale}
        itemsProperties={availabilityGridProperties(a)}
        sorting={a.sorting}
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton height="24rem" />}>
      {a.kind === 'activities' ? (
        <ActivityCards {...grid} catalogs={a.catalogs} itemsProperties={activityGridProperties(a)} />
      ) : (
        <OfferCards {...grid} kind={a.kind} ids={a.ids} properties={a.properties} />
      )}
    </Suspense>
  );
}

export const mount = defineWidget({
  tag: 'oriel-cards',
  schema: cardsAttributesSchema,
  // a detail's own rules and its gallery's come with its chunk, on the first open (ui's detail/detail-styles.ts)
  css: [catalogCss],
  render: (a) => <Cards a={a} />,
  // the view loads while the runtime starts, and the first render waits for both: no loading block before the
  // grid's own skeleton (a failed load is tried again by that render)
  prepare: (host) => VIEWS.get(host.dataset.kind ?? '')?.preload(),
});

publish(import.meta.url, { mount }, 'cards');
