/**
 * The `oriel:*` DOM events integrators listen to (docs/design.md §2.5), the one list the code that dispatches them, the
 * published types (types/elements.d.ts, vue.d.ts, svelte.d.ts), custom-elements.json and the docs' events tables are
 * made from: scripts/elements-manifest.ts copies each member's type and comment below into the published types.
 * `Tag` is the elements' tag union and `Host` the DOM's `Element`, given by the packages that know them (core is typed
 * without the DOM); the published types read them as `OrielTag` and `Element`. Changing a member changes what
 * integrators' code receives: a detail's shape is kept as it is dispatched.
 */
export interface OrielEventMap<Tag extends string = string, Host = unknown> {
  /** the loader ran (`{ tags }`, on `document`); an element rendered (`{ tag }`, on the element) */
  ready: { tag: Tag } | { tags: readonly Tag[] };
  /** an availability, several sessions, a bundle, a membership, a voucher or a booking was added */
  'add-to-cart': (
    | { availability: string }
    | { availabilities: string[] }
    | { bundle: string }
    | { membership: string }
    | { voucher: string }
    | { booking: string; start_at: string }
  ) & { quantity: number };
  /** the number of items in the cart changed (after the `oriel:add-to-cart` of an add) */
  'cart-change': { count: number };
  /** the customer confirmed the order */
  'checkout-start': { cart: string; payment_strategy: 'IMMEDIATE' | 'IMMEDIATE_DEPOSIT' | 'DELAYED' | 'WALLET' };
  /** the confirmation is shown */
  'checkout-complete': { cart: string; reference: string | null };
  /** the customer signed in or registered */
  login: Record<string, never>;
  /** the customer signed out (or deleted the account) */
  logout: Record<string, never>;
  /**
   * an element is misconfigured (`config`: an invalid value, an unknown attribute, a misspelt `oriel-` tag, the loader's unknown `data-lang`, each also a console warning, once), its API call failed after its retries (`api`) or it failed to render (`render`: it then shows nothing)
   */
  error: { kind: 'config' | 'api' | 'render'; element: Host; tag: string; attribute?: string; message: string };
}

/** An event's name without its `oriel:` prefix. */
export type OrielEventName = keyof OrielEventMap;

/** How one event is dispatched. */
export interface OrielEventSpec {
  /** on the element that caused it, on `document`, or each in its turn (`ready`) */
  readonly target: 'element' | 'document' | 'both';
  /** the elements that dispatch it on themselves; absent: every element */
  readonly tags?: readonly string[];
  /**
   * it bubbles: an element's own event reaches a listener on `document`. Always: the runtime's `emit` and the loader
   * write the flag out rather than read this table (it stays out of their chunks), so an event that does not would
   * change them first.
   */
  readonly bubbles: true;
  /** it crosses shadow roots: a widget's event leaves the widget that caused it (always, as `bubbles`) */
  readonly composed: true;
}

/**
 * Each event's dispatch, in the docs' order. Every one bubbles and crosses shadow roots, so a listener on `document`
 * hears them all; the loader's `oriel:ready` on `document` itself is dispatched plain (nothing is above it but window).
 */
export const ORIEL_EVENTS = {
  ready: { target: 'both', bubbles: true, composed: true },
  'add-to-cart': { target: 'document', bubbles: true, composed: true },
  'cart-change': { target: 'document', bubbles: true, composed: true },
  'checkout-start': { target: 'element', tags: ['oriel-checkout'], bubbles: true, composed: true },
  'checkout-complete': { target: 'element', tags: ['oriel-checkout'], bubbles: true, composed: true },
  login: { target: 'document', bubbles: true, composed: true },
  logout: { target: 'document', bubbles: true, composed: true },
  error: { target: 'element', bubbles: true, composed: true },
} as const satisfies { readonly [K in OrielEventName]: OrielEventSpec };
