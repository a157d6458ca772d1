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
import { TAGS, type OrielTag } from '../../packages/elements/src/registry';
import type { Schema } from './schema-walk';

/**
 * The element registry's docs side (packages/elements/src/registry.ts): each tag with the schema its widget parses and
 * its docs, read by the manifest generator and the docs site only.
 */
export const ELEMENTS: Readonly<Record<OrielTag, { schema: Schema | null; docs: ElementDocs }>> = {
  'oriel-cards': { schema: cardsAttributesSchema, docs: cardsDocs },
  'oriel-schedule': { schema: scheduleAttributesSchema, docs: scheduleDocs },
  'oriel-cart': { schema: cartAttributesSchema, docs: cartDocs },
  'oriel-checkout': { schema: checkoutAttributesSchema, docs: checkoutDocs },
  'oriel-account': { schema: accountAttributesSchema, docs: accountDocs },
};

export { TAGS };
