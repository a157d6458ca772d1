import * as v from 'valibot';
import { headingLevelSchema } from '@oriel/core';

/**
 * <oriel-checkout> data-attributes. The view itself lives in the host page's query string (?cart, ?payment),
 * not in attributes. `data-heading-level="1"` makes the checkout title the page's h1 when the widget is the
 * main content of the host page; by default it is an h2 under the host's own title.
 */
export const checkoutAttributesSchema = v.object({
  'heading-level': headingLevelSchema,
});

export type CheckoutAttributes = v.InferOutput<typeof checkoutAttributesSchema>;
