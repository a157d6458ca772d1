import type { ElementDocs } from '../element-docs';

/** Integrator docs of <oriel-cart> (read by scripts/elements-manifest.ts only, never shipped). */
export const cartDocs = {
  tag: 'oriel-cart',
  summary: 'The cart button with a badge counting unexpired items, and the cart drawer.',
  attributes: {},
  extraAttributes: {
    'href-checkout': {
      type: 'string',
      description:
        "the page holding your `<oriel-checkout>` (e.g. `/commande`): the drawer's checkout button goes there; on a page holding `<oriel-checkout>` the button just closes the drawer; without either there is no checkout button",
    },
  },
} as const satisfies ElementDocs;
