import type { QueryKey } from '@oriel/core';

/**
 * The cards a grid shows and their answers in the query cache: what the analytics bridge and the structured-data
 * chunk read, in a module of its own so that each chunk carries only this much of the other's code.
 */

/** The card or detail kinds, as the card ids name them (o-av-, o-act-, o-bundles-...), in GA4's singular. */
export type ItemKind = 'availability' | 'activity' | 'bundle' | 'membership' | 'voucher';

const CARD_ID = /^o-(av|act|bundles|memberships|vouchers)-(.+)$/;
const KIND_OF: Record<string, ItemKind> = { av: 'availability', act: 'activity', bundles: 'bundle', memberships: 'membership', vouchers: 'voucher' };

/** A card's title id (card-shell.tsx: `o-av-{cuid}`, `o-act-{cuid}`, `o-bundles-{cuid}`...) read back. */
export function cardOfId(id: string): { kind: ItemKind; cuid: string } | null {
  const m = CARD_ID.exec(id);
  return m ? { kind: KIND_OF[m[1]!]!, cuid: m[2]! } : null;
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/**
 * Every item with a cuid in the cache's answers, by cuid: lists (`{ data: [...] }`) and single answers alike. A
 * detail answer (whole activity, categories) wins over a card of the same item.
 */
export function itemsByCuid(answers: readonly (readonly [key: QueryKey, data: unknown])[]): Map<string, Loose> {
  const found = new Map<string, Loose>();
  for (const [, data] of answers) {
    if (!isObject(data)) continue;
    if (Array.isArray(data.data)) {
      for (const item of data.data) if (isObject(item) && str(item.cuid) && !found.has(item.cuid as string)) found.set(item.cuid as string, item);
    } else if (str(data.cuid)) found.set(data.cuid as string, data);
  }
  return found;
}

/** The cards of a grid, in order: the grid's own, not those of a dialog over it (an activity's sessions). */
export function shownCards(host: Element): { kind: ItemKind; cuid: string }[] {
  const ids = Array.from(host.shadowRoot?.querySelectorAll('.o-grid .o-card-title[id]') ?? [], (h) => (h.closest('dialog') ? null : cardOfId(h.id)));
  return ids.filter((c) => c !== null);
}

/**
 * Whether a grid is still drawing its page: its last cards come a frame after the first (catalog-grid.tsx), and a
 * slow frame can outlast any debounce. A list read meanwhile would be the screen's first cards, not the page.
 */
export function stillDrawing(host: Element): boolean {
  return !!host.shadowRoot?.querySelector('.o-grid .o-card-skeleton');
}
