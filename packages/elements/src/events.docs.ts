import type { EventDoc } from './element-docs';

/**
 * The `oriel:*` events integrators listen to (docs/design.md §2.5), with the type of their `detail`: one source for
 * the event maps of types/elements.d.ts and the events table of docs/elements.md (scripts/elements-manifest.ts).
 * Read by that script only, never shipped.
 */
export const eventsDocs = {
  ready: {
    when: 'the loader ran (`{ tags }`, on `document`); an element rendered (`{ tag }`, on the element)',
    target: 'both',
    detail: '{ tag: OrielTag } | { tags: readonly OrielTag[] }',
  },
  'add-to-cart': {
    when: 'an availability, several sessions, a bundle, a membership, a voucher or a booking was added',
    target: 'document',
    detail:
      '({ availability: string } | { availabilities: string[] } | { bundle: string } | { membership: string } | { voucher: string } | { booking: string; start_at: string }) & { quantity: number }',
  },
  'cart-change': {
    when: 'the number of items in the cart changed (after the `oriel:add-to-cart` of an add)',
    target: 'document',
    detail: '{ count: number }',
  },
  'checkout-start': {
    when: 'the customer confirmed the order',
    target: 'element',
    tags: ['oriel-checkout'],
    detail: "{ cart: string; payment_strategy: 'IMMEDIATE' | 'IMMEDIATE_DEPOSIT' | 'DELAYED' | 'WALLET' }",
  },
  'checkout-complete': {
    when: 'the confirmation is shown',
    target: 'element',
    tags: ['oriel-checkout'],
    detail: '{ cart: string; reference: string | null }',
  },
  login: { when: 'the customer signed in or registered', target: 'document', detail: 'Record<string, never>' },
  logout: { when: 'the customer signed out (or deleted the account)', target: 'document', detail: 'Record<string, never>' },
  error: {
    when: "an element is misconfigured (`config`: an invalid value, an unknown attribute, a misspelt `oriel-` tag, the loader's unknown `data-lang`, each also a console warning, once), its API call failed after its retries (`api`) or it failed to render (`render`: it then shows nothing)",
    target: 'element',
    detail: "{ kind: 'config' | 'api' | 'render'; element: Element; tag: string; attribute?: string; message: string }",
  },
} as const satisfies Record<string, EventDoc>;
