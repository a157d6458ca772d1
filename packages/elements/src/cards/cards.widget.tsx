import { ActivityCards, AvailabilityCards, catalogCss, formsCss, OfferCards, galleryCss } from '@oriel/ui';
import { defineWidget, publish } from '../runtime';
import { cardsAttributesSchema, type CardsAttributes } from './cards.schema';

function Cards({ a }: { a: CardsAttributes }) {
  // what every kind of grid takes, written once (the cards chunk is at its cap, docs/design.md §5)
  const grid = { columns: a.columns, pageSize: a['page-size'], filters: a.filters, filtersLayout: a['filters-layout'] };
  if (a.kind === 'availabilities') {
    return (
      <AvailabilityCards
        {...grid}
        status={a.status}
        catalogs={a.catalogs}
        segments={a.segments}
        grayscale={a.grayscale}
        itemsProperties={a['items-properties']}
        sorting={a.sorting}
      />
    );
  }
  if (a.kind === 'activities') return <ActivityCards {...grid} catalogs={a.catalogs} itemsProperties={a['items-properties']} />;
  return <OfferCards {...grid} kind={a.kind} ids={a.ids} properties={a.properties} />;
}

export const mount = defineWidget({
  tag: 'oriel-cards',
  schema: cardsAttributesSchema,
  css: [catalogCss, galleryCss, formsCss],
  render: (a) => <Cards a={a} />,
});

publish(import.meta.url, { mount });
