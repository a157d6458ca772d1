/**
 * The analytics bridge, a chunk loaded only when the loader's script tag says `data-analytics="datalayer"`
 * (loader.ts). It adds no emit call to the widgets: it derives GA4 ecommerce events from what the shared runtime
 * already holds and the page already shows, and pushes them to `window.dataLayer` (Google Tag Manager's queue):
 * - view_item_list: the cards a grid shows (their title ids), with their answers from the query cache;
 * - view_item: a card opened in place (its detail dialog: a click on the card's button; no URL changes then);
 * - add_to_cart / remove_from_cart: the cart store's lines before and after the customer's own add or delete;
 * - begin_checkout: an <oriel-checkout> on the page with a cart to pay (not its confirmation view);
 * - purchase: `oriel:checkout-complete`, once per order (remembered in localStorage: a reload does not count it again).
 */
import { accountKeys, sameKey } from '@oriel/core';
import type { OrielRuntime } from '@oriel/ui';
import type { LoaderConfig } from '../loader-config';
import { publish } from '../runtime/publish';
import { getRuntime } from '../runtime/runtime';
import {
  cartChangeEvents,
  cartItem,
  catalogItem,
  currencyOf,
  ga4Event,
  purchaseEvent,
  rememberOrder,
  type CartItemLike,
  type Ga4Event,
} from './analytics.logic';
import { cardOfId, itemsByCuid, shownCards, stillDrawing } from './shown-cards';

/** Orders already pushed as purchase, in the page's localStorage. */
export const ORDERS_KEY = 'oriel:analytics:orders';

let started = false;

export function start(config: LoaderConfig, mode: unknown): void {
  if (started) return;
  started = true;
  if (mode !== 'datalayer') return console.warn(`[oriel] data-analytics="${String(mode)}" is not supported: use "datalayer"`);
  const w = window as unknown as { dataLayer?: unknown[] };
  // GTM keeps merging `ecommerce` objects: clearing it first keeps one event's items out of the next (Google's advice)
  const push = (e: Ga4Event) => void (w.dataLayer ??= []).push({ ecommerce: null }, e);
  const runtime = getRuntime(config);
  const currency = (r: OrielRuntime) => currencyOf(r.currency);

  // purchase: the confirmation view announces itself; its cart answer is in the cache (it rendered from it)
  document.addEventListener('oriel:checkout-complete', (e) => {
    const cuid = (e as CustomEvent<{ cart?: string }>).detail?.cart;
    void runtime.then((r) => {
      const cart = r.queries.snapshot().find(([key]) => cuid !== undefined && sameKey(key, accountKeys.cart(cuid)))?.[1] as
        { cuid: string; reference?: string | null; items: CartItemLike[] } | undefined;
      if (!cart?.cuid) return;
      // localStorage used directly: importing the runtime's helper would add an export to the shared runtime chunk
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(ORDERS_KEY);
      } catch {
        // storage refused: the order is reported, a reload may report it again
      }
      const { known, next } = rememberOrder(stored, cart.cuid);
      if (known) return;
      try {
        localStorage.setItem(ORDERS_KEY, next);
      } catch {
        // as above
      }
      push(purchaseEvent(cart, currency(r)));
    });
  });

  void runtime.then((r) => {
    // view_item_list: each grid's shown cards, once per distinct list (a page, a filter); rendering again is not a view
    const lastList = new WeakMap<Element, string>();
    const scan = () => {
      const items = itemsByCuid(r.queries.snapshot());
      for (const host of Array.from(document.querySelectorAll('oriel-cards'))) {
        // the grid's mutations when its last cards come call this again
        if (stillDrawing(host)) continue;
        const cards = shownCards(host).filter((c) => items.has(c.cuid));
        const ids = cards.map((c) => c.cuid).join();
        if (!ids || lastList.get(host) === ids) continue;
        lastList.set(host, ids);
        const list = host.getAttribute('data-kind') ?? 'cards';
        push(
          ga4Event(
            'view_item_list',
            cards.map((c) => catalogItem(c.kind, c.cuid, items.get(c.cuid), currency(r))),
            currency(r),
            { item_list_id: host.id || list, item_list_name: list },
          ),
        );
      }
    };
    // the last cards of a long page come a frame after the first (catalog-grid.tsx): settle before reading
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => (clearTimeout(timer), (timer = setTimeout(scan, 200)));
    const watched = new WeakSet<Element>();
    const watch = (host: Element) => {
      if (!host.shadowRoot || watched.has(host)) return;
      watched.add(host);
      new MutationObserver(later).observe(host.shadowRoot, { childList: true, subtree: true });
      later();
    };

    // begin_checkout: a checkout on the page with something to pay, once per page (not its confirmation view)
    let begun = false;
    const begin = () => {
      const lines = (r.cart.state.peek().data?.items ?? []) as CartItemLike[];
      if (begun || !lines.length || !document.querySelector('oriel-checkout') || /[?&]payment=/.test(location.search)) return;
      begun = true;
      push(
        ga4Event(
          'begin_checkout',
          lines.map((l) => cartItem(l, currency(r))),
          currency(r),
        ),
      );
    };

    document.querySelectorAll('oriel-cards').forEach(watch);
    document.addEventListener('oriel:ready', (e) => {
      const el = e.target as Element;
      if (el.localName === 'oriel-cards') watch(el);
      begin();
    });

    // view_item: a card's button opens its detail in place (a card with a link leaves for the integrator's page)
    document.addEventListener('click', (e) => {
      const button = e.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.matches('button.o-stretched'));
      const card = button && cardOfId(button.closest('[id]')?.id ?? '');
      if (!card) return;
      push(ga4Event('view_item', [catalogItem(card.kind, card.cuid, itemsByCuid(r.queries.snapshot()).get(card.cuid), currency(r))], currency(r)));
    });

    // add_to_cart / remove_from_cart: the customer's own adds and deletes, line by line
    let before: readonly CartItemLike[] = [];
    r.cart.state.subscribe((s) => {
      const after = (s.data?.items ?? []) as CartItemLike[];
      for (const event of cartChangeEvents(before, after, s.cause, currency(r))) push(event);
      before = after;
      begin();
    });
  });
}

publish(import.meta.url, { start }, 'analytics');
