import * as v from 'valibot';

/**
 * <oriel-checkout> data-attributes. The view itself lives in the host page's query string (?cart, ?payment),
 * not in attributes. `data-heading-level="1"` makes the checkout title the page's h1 when the widget is the
 * main content of the host page; by default it is an h2 under the host's own title.
 */
export const checkoutAttributesSchema = v.object({
  // valibot runs a default through its schema: the default is the attribute's string, read as 2
  'heading-level': v.optional(
    v.pipe(
      v.picklist(['1', '2']),
      v.transform((value) => (value === '1' ? 1 : 2) as 1 | 2),
    ),
    '2',
  ),
});

export type CheckoutAttributes = v.InferOutput<typeof checkoutAttributesSchema>;
