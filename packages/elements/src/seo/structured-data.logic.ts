import { activityCardCourse, availabilityEvent, itemList, offerProduct, type AvailabilityLike, type JsonLd, type JsonLdContext } from '@oriel/ui';
import type { ItemKind } from '../analytics/shown-cards';

/** The route of each card kind, as `data-href-{route}` names its link template (the kinds are the routes' names). */
const ROUTE: Record<ItemKind, string> = { availability: 'availability', activity: 'activity', bundle: 'bundle', membership: 'membership', voucher: 'voucher' };

/**
 * A card's URL for search engines: the integrator's link template for its kind (`data-href-availability="/stages/{cuid}"`)
 * resolved on the host page, else the host page itself (the card opens there, in a dialog).
 */
export function cardUrl(kind: ItemKind, cuid: string, template: (route: string) => string | null | undefined, page: string): string {
  const link = template(ROUTE[kind]);
  try {
    return new URL(link ? link.replaceAll('{cuid}', encodeURIComponent(cuid)) : page, page).href;
  } catch {
    return page;
  }
}

/**
 * The JSON-LD of the cards a grid shows (`data-structured-data`): an ItemList of Events (availabilities),
 * Courses (activities) or Products (bundles, memberships, vouchers), from the card answers of the query cache.
 * A card answer names its place but not its address: the hosted detail pages carry the full Event.
 */
export function cardsStructuredData(
  cards: readonly { kind: ItemKind; cuid: string }[],
  items: ReadonlyMap<string, Record<string, unknown>>,
  ctx: JsonLdContext,
  urlOf: (kind: ItemKind, cuid: string) => string,
): JsonLd | null {
  const nodes: JsonLd[] = [];
  for (const { kind, cuid } of cards) {
    const item = items.get(cuid);
    if (!item) continue;
    const url = urlOf(kind, cuid);
    if (kind === 'availability') nodes.push(availabilityEvent(item as unknown as AvailabilityLike, ctx, url));
    else if (kind === 'activity') nodes.push(activityCardCourse(item as unknown as Parameters<typeof activityCardCourse>[0], ctx, url));
    else nodes.push(offerProduct(item as unknown as Parameters<typeof offerProduct>[0], ctx, url));
  }
  return nodes.length ? itemList(nodes) : null;
}
