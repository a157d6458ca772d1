import { ActivityCards, AvailabilityCards, catalogCss, formsCss, OfferCards, galleryCss } from '@oriel/ui';
import { defineWidget, publish } from '../runtime';
import { cardsAttributesSchema, type CardsAttributes } from './cards.schema';

function Cards({ a }: { a: CardsAttributes }) {
  const layout = a['filters-layout'];
  if (a.kind === 'availabilities') {
    return (
      <AvailabilityCards
        columns={a.columns}
        pageSize={a['page-size']}
        status={a.status}
        catalogs={a.catalogs}
        segments={a.segments}
        grayscale={a.grayscale}
        itemsProperties={a['items-properties']}
        filters={a.filters}
        filtersLayout={layout}
        sorting={a.sorting}
      />
    );
  }
  if (a.kind === 'activities') {
    return (
      <ActivityCards
        columns={a.columns}
        pageSize={a['page-size']}
        catalogs={a.catalogs}
        itemsProperties={a['items-properties']}
        filters={a.filters}
        filtersLayout={layout}
      />
    );
  }
  return (
    <OfferCards kind={a.kind} columns={a.columns} pageSize={a['page-size']} ids={a.ids} properties={a.properties} filters={a.filters} filtersLayout={layout} />
  );
}

export const mount = defineWidget({
  tag: 'oriel-cards',
  schema: cardsAttributesSchema,
  css: [catalogCss, galleryCss, formsCss],
  render: (a) => <Cards a={a} />,
});

publish(import.meta.url, { mount });
