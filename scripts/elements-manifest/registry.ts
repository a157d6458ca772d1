import { accountDocs } from '../../packages/elements/src/account/account.docs';
import { accountAttributesSchema } from '../../packages/elements/src/account/account.schema';
import { cardsDocs } from '../../packages/elements/src/cards/cards.docs';
import { cardsAttributesSchema } from '../../packages/elements/src/cards/cards.schema';
import { cartDocs } from '../../packages/elements/src/cart/cart.docs';
import { cartAttributesSchema } from '../../packages/elements/src/cart/cart.schema';
import { checkoutDocs } from '../../packages/elements/src/checkout/checkout.docs';
import { checkoutAttributesSchema } from '../../packages/elements/src/checkout/checkout.schema';
import type { ElementDocs } from '../../packages/elements/src/element-docs';
import { scheduleDocs } from '../../packages/elements/src/schedule/schedule.docs';
import { scheduleAttributesSchema } from '../../packages/elements/src/schedule/schedule.schema';
import { TAGS, type OrielTag } from '../../packages/elements/src/tags';
import type { Schema } from './schema-walk';

/** Each tag the loader defines, with the schema its widget parses and its docs. */
export const ELEMENTS: Readonly<Record<OrielTag, { schema: Schema | null; docs: ElementDocs }>> = {
  'oriel-cards': { schema: cardsAttributesSchema, docs: cardsDocs },
  'oriel-schedule': { schema: scheduleAttributesSchema, docs: scheduleDocs },
  // without a widget of its own yet: the loader mounts the cards widget, which reads the cards' attributes
  'oriel-item': {
    schema: cardsAttributesSchema,
    docs: {
      ...cardsDocs,
      tag: 'oriel-item',
      summary:
        'One availability, bundle, membership, voucher or resource (reserved): for now it mounts the grid of `<oriel-cards>` and reads the same attributes, `data-kind` first.',
      extraAttributes: { ...cardsDocs.extraAttributes, namespace: { ...cardsDocs.extraAttributes.namespace, default: '`oi`' } },
      cssProperties: { '--oriel-item-min-height': { description: 'space reserved before the item renders', default: '360px' } },
      attributesOf: 'oriel-cards',
    },
  },
  'oriel-cart': { schema: cartAttributesSchema, docs: cartDocs },
  'oriel-checkout': { schema: checkoutAttributesSchema, docs: checkoutDocs },
  'oriel-account': { schema: accountAttributesSchema, docs: accountDocs },
};

export { TAGS };
