import { AvailabilityCards, catalogCss } from '@oriel/ui';
import { defineWidget } from '../runtime';
import { cardsAttributesSchema } from './cards.schema';

export const mount = defineWidget({
  tag: 'oriel-cards',
  schema: cardsAttributesSchema,
  css: [catalogCss],
  render: (a) => (
    <AvailabilityCards columns={a.columns} pageSize={a['page-size']} status={a.status} catalogs={a.catalogs} segments={a.segments} grayscale={a.grayscale} />
  ),
});
