import type { ElementDocs } from '../element-docs';

/** Integrator docs of <oriel-checkout> (read by scripts/elements-manifest.ts only, never shipped). */
export const checkoutDocs = {
  tag: 'oriel-checkout',
  summary: 'The checkout: items, coupon, summary, payment method and terms, then payment and its confirmation.',
  attributes: {
    'heading-level': { description: "`1` makes the checkout title the page's `h1`; by default an `h2` under your own title" },
  },
  cssProperties: { '--oriel-checkout-min-height': { description: 'space reserved before the checkout renders', default: '480px' } },
} as const satisfies ElementDocs;
