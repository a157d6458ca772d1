import * as z from 'zod/mini';

/**
 * <oriel-checkout> data-attributes. The view itself lives in the host page's query string (?cart, ?payment),
 * not in attributes. `data-heading-level="1"` makes the checkout title the page's h1 when the widget is the
 * main content of the host page; by default it is an h2 under the host's own title.
 */
export const checkoutAttributesSchema = z.object({
  'heading-level': z._default(
    z.pipe(
      z.enum(['1', '2']),
      z.transform((v) => (v === '1' ? 1 : 2) as 1 | 2),
    ),
    2,
  ),
});

export type CheckoutAttributes = z.infer<typeof checkoutAttributesSchema>;
