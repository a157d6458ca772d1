/**
 * GA4 ecommerce events from what the widgets already hold: card and detail answers of the query cache,
 * the cart store's items, the confirmed cart. Pure: the bridge (analytics.entry.ts) watches the page and pushes.
 * GA4's shape: https://developers.google.com/analytics/devguides/collection/ga4/ecommerce (prices in major units).
 */

import type { ItemKind } from './shown-cards';

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export interface Ga4Item {
  item_id: string;
  item_name: string;
  /** what the item is: availability, activity, bundle, membership, voucher, booking */
  item_category: string;
  /** the first category of the organiser's own (when the answer carries categories) */
  item_category2?: string;
  price: number;
  quantity: number;
}

export interface Ga4Event {
  event: 'view_item_list' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'purchase';
  ecommerce: {
    currency: string;
    value: number;
    items: Ga4Item[];
    item_list_id?: string;
    item_list_name?: string;
    transaction_id?: string;
  };
}

const digitsCache = new Map<string, number>();
/** Minor units as GA4's decimal number: 1250 -> 12.5 in EUR, 500 -> 500 in JPY. */
export function majorUnits(minor: number, currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return Math.round(minor) / 10 ** digits;
}

/** GA4 wants an ISO 4217 code; the organiser's (runtime.currency), else EUR as everywhere else. */
export function currencyOf(code: string | null | undefined): string {
  return code && /^[A-Z]{3}$/.test(code) ? code : 'EUR';
}

function firstCategory(item: Loose): string | undefined {
  const own = Array.isArray(item.categories)
    ? item.categories
    : isObject(item.activity) && Array.isArray(item.activity.categories)
      ? item.activity.categories
      : [];
  const first: unknown = own[0];
  return isObject(first) ? str(first.title) : undefined;
}

/** A card or detail answer as a GA4 item (quantity 1: what one place or one pass costs). */
export function catalogItem(kind: ItemKind, cuid: string, item: Loose | undefined, currency: string): Ga4Item {
  const activity = item && isObject(item.activity) ? item.activity : undefined;
  const name = (kind === 'availability' ? str(activity?.title) : str(item?.title)) ?? '';
  const category2 = item ? firstCategory(item) : undefined;
  return {
    item_id: cuid,
    item_name: name,
    item_category: kind,
    ...(category2 ? { item_category2: category2 } : {}),
    price: majorUnits(num(item?.price) ?? num(activity?.default_price) ?? 0, currency),
    quantity: 1,
  };
}

/** What the cart answer's items need here (core's CartItem, read loosely: the bridge never breaks on a new kind). */
export interface CartItemLike {
  id: number;
  type: string;
  price: number;
  quantity?: number;
  [key: string]: unknown;
}

const CART_KIND: Record<string, string> = {
  REGISTRATION: 'availability',
  REGISTRATION_REQUEST: 'availability',
  BUNDLE: 'bundle',
  VOUCHER: 'voucher',
  MEMBERSHIP: 'membership',
  BOOKING: 'booking',
};

/**
 * A cart line as a GA4 item. Its id is the catalogue item's cuid (the availability, bundle, resource...), so a
 * line matches the item the lists and the detail reported; its price is the line's per unit.
 */
export function cartItem(line: CartItemLike, currency: string): Ga4Item {
  const quantity = Math.max(1, num(line.quantity) ?? 1);
  const availabilities = Array.isArray(line.availabilities) ? line.availabilities : [];
  const target = (['availability', 'bundle', 'voucher', 'membership', 'resource'] as const).map((k) => line[k]).find(isObject) ?? availabilities.find(isObject);
  const activity = target && isObject(target.activity) ? target.activity : undefined;
  const category2 = target ? firstCategory(target) : undefined;
  return {
    item_id: str(target?.cuid) ?? String(line.id),
    item_name: str(activity?.title) ?? str(target?.title) ?? str(target?.name) ?? '',
    item_category: CART_KIND[line.type] ?? line.type.toLowerCase(),
    ...(category2 ? { item_category2: category2 } : {}),
    price: majorUnits(line.price / quantity, currency),
    quantity,
  };
}

/** GA4's `value`: the sum of price × quantity, rounded to the cent (floating sums are not). */
export function valueOf(items: readonly Ga4Item[]): number {
  return Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
}

export function ga4Event(event: Ga4Event['event'], items: Ga4Item[], currency: string, extra: Partial<Ga4Event['ecommerce']> = {}): Ga4Event {
  return { event, ecommerce: { currency, value: valueOf(items), items, ...extra } };
}

/**
 * The cart's change as GA4 events: lines that appeared were added, lines that went were removed (by line id).
 * Only the customer's own adds and deletes count: loading the cart at sign-in or forgetting it at sign-out is
 * not an add or a removal.
 */
export function cartChangeEvents(before: readonly CartItemLike[], after: readonly CartItemLike[], cause: string, currency: string): Ga4Event[] {
  if (cause !== 'add' && cause !== 'remove') return [];
  const had = new Set(before.map((i) => i.id));
  const has = new Set(after.map((i) => i.id));
  const added = after.filter((i) => !had.has(i.id)).map((i) => cartItem(i, currency));
  const removed = before.filter((i) => !has.has(i.id)).map((i) => cartItem(i, currency));
  const out: Ga4Event[] = [];
  if (added.length) out.push(ga4Event('add_to_cart', added, currency));
  if (removed.length) out.push(ga4Event('remove_from_cart', removed, currency));
  return out;
}

/** The confirmed order as GA4's purchase: its reference (else cuid) is the transaction id GA4 deduplicates on too. */
export function purchaseEvent(cart: { cuid: string; reference?: string | null; items: readonly CartItemLike[] }, currency: string): Ga4Event {
  return ga4Event(
    'purchase',
    cart.items.map((i) => cartItem(i, currency)),
    currency,
    { transaction_id: cart.reference || cart.cuid },
  );
}

/** Order ids already reported, newest last, capped: a reload of the confirmation must not count the sale twice. */
export function rememberOrder(stored: string | null, id: string, cap = 50): { known: boolean; next: string } {
  let list: string[] = [];
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    if (Array.isArray(parsed)) list = parsed.filter((x): x is string => typeof x === 'string');
  } catch {
    // a damaged entry starts again
  }
  if (list.includes(id)) return { known: true, next: JSON.stringify(list) };
  return { known: false, next: JSON.stringify([...list, id].slice(-cap)) };
}
