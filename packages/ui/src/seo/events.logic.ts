import { resolveTimezone, wallClock, type ActivityCardItem, type ActivityListItem, type Activity, type AvailabilityStatus, type Location } from '@oriel/core';
import { absoluteUrl, currencyOf, organization, type JsonLd, type JsonLdContext } from './json-ld.logic';

/**
 * The catalogue as schema.org things: sessions as Events, activities as Courses, passes as Products.
 * Money arrives in minor units and leaves as a decimal string; dates leave as ISO 8601 with the organiser's offset
 * (search engines read a local time, not UTC).
 */

const SCHEMA = 'https://schema.org/';

const digitsCache = new Map<string, number>();
/** Minor units as schema.org's decimal price: 1250 EUR -> "12.50", 500 JPY -> "500". */
export function decimalPrice(minor: number, currency: string): string {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return (minor / 10 ** digits).toFixed(digits);
}

/** An instant as ISO 8601 in `timeZone` with its offset: 2026-12-02T08:00:00Z in Brussels -> 2026-12-02T09:00:00+01:00. */
export function isoInZone(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const whole = Math.floor(ms / 1000) * 1000;
  const local = wallClock(whole, resolveTimezone(timeZone));
  const minutes = Math.round((local - whole) / 60_000);
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.abs(minutes) / 60)}:${pad(Math.abs(minutes) % 60)}`;
  return `${new Date(local).toISOString().slice(0, 19)}${offset}`;
}

/** Rich text as the plain text a description carries: tags dropped, the common entities read, spaces collapsed. */
export function plainText(html: string | null | undefined, max = 5000): string | undefined {
  if (!html) return undefined;
  const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max) : undefined;
}

/** A place with its postal address when the answer carries one (the detail does; a card answers name and title only). */
export function place(location: Location | null | undefined): JsonLd | undefined {
  if (!location) return undefined;
  const name = location.title || location.name;
  const street = [location.street, location.number].filter(Boolean).join(' ');
  const address =
    street || location.city || location.postcode
      ? {
          '@type': 'PostalAddress',
          ...(street ? { streetAddress: street } : {}),
          ...(location.postcode ? { postalCode: location.postcode } : {}),
          ...(location.city ? { addressLocality: location.city } : {}),
        }
      : undefined;
  if (!name && !address) return undefined;
  return { '@type': 'Place', ...(name ? { name } : {}), ...(address ? { address } : {}) };
}

/** Places left decide the offer's availability: open with room (or no limit) is in stock, full is sold out. */
export function offerAvailability(status: AvailabilityStatus, capacity: number | null | undefined, registered: number): string {
  if (status === 'FULL' || (capacity != null && capacity - registered <= 0)) return `${SCHEMA}SoldOut`;
  return status === 'OPEN' ? `${SCHEMA}InStock` : `${SCHEMA}OutOfStock`;
}

function offer(ctx: JsonLdContext, price: number | null | undefined, url: string, availability?: string): JsonLd | undefined {
  if (price == null) return undefined;
  const currency = currencyOf(ctx.currency);
  return { '@type': 'Offer', price: decimalPrice(price, currency), priceCurrency: currency, ...(availability ? { availability } : {}), url };
}

/** What an availability (detail or card) must carry for its Event. */
export interface AvailabilityLike {
  cuid: string;
  status: AvailabilityStatus;
  start_at: string;
  end_at: string;
  price: number;
  capacity?: number | null | undefined;
  registered: number;
  location?: Location | null | undefined;
  activity?: Pick<Activity, 'title' | 'description' | 'images'> | undefined;
}

/**
 * An availability as a schema.org Event: one session, at one place, sold through an Offer whose availability
 * follows the places left. Every session is in person (the API has no online sessions), and a session the
 * catalogue shows is scheduled: a cancelled one is no longer listed.
 */
export function availabilityEvent(av: AvailabilityLike, ctx: JsonLdContext, path: string): JsonLd {
  const url = absoluteUrl(ctx.origin, path);
  const image = av.activity?.images?.[0]?.public_url;
  const description = plainText(av.activity?.description);
  return {
    '@type': 'Event',
    name: av.activity?.title ?? '',
    ...(description ? { description } : {}),
    ...(image ? { image: [absoluteUrl(ctx.origin, image)] } : {}),
    startDate: isoInZone(av.start_at, ctx.timezone),
    endDate: isoInZone(av.end_at, ctx.timezone),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    ...(place(av.location) ? { location: place(av.location) } : {}),
    organizer: organization(ctx),
    offers: offer(ctx, av.price, url, offerAvailability(av.status, av.capacity, av.registered)),
    url,
  };
}

/**
 * An activity as a schema.org Course: what an activity is (a programme the organiser teaches, given in sessions),
 * each upcoming availability a CourseInstance (in person, its dates, place and offer). An Event list would describe
 * the sessions but lose the thing they are sessions of; the availability pages carry each session as an Event.
 */
export function activityCourse(
  activity: Pick<Activity, 'cuid' | 'title' | 'description' | 'images'>,
  sessions: readonly AvailabilityLike[],
  ctx: JsonLdContext,
  path: string,
  sessionPath: (cuid: string) => string,
): JsonLd {
  const image = activity.images?.[0]?.public_url;
  return {
    '@type': 'Course',
    name: activity.title,
    // a Course needs a description: the title stands in for an activity without one
    description: plainText(activity.description) ?? activity.title,
    ...(image ? { image: [absoluteUrl(ctx.origin, image)] } : {}),
    provider: organization(ctx),
    url: absoluteUrl(ctx.origin, path),
    hasCourseInstance: sessions.map((s) => {
      const url = absoluteUrl(ctx.origin, sessionPath(s.cuid));
      return {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        startDate: isoInZone(s.start_at, ctx.timezone),
        endDate: isoInZone(s.end_at, ctx.timezone),
        ...(place(s.location) ? { location: place(s.location) } : {}),
        offers: offer(ctx, s.price, url, offerAvailability(s.status, s.capacity, s.registered)),
        url,
      };
    }),
  };
}

/** An activity card (embedded grids) as a Course without instances: the card knows no sessions. */
export function activityCardCourse(a: Pick<ActivityCardItem | ActivityListItem, 'title' | 'description' | 'images'>, ctx: JsonLdContext, path: string): JsonLd {
  const image = a.images?.[0]?.public_url;
  return {
    '@type': 'Course',
    name: a.title,
    description: plainText(a.description) ?? a.title,
    ...(image ? { image: [absoluteUrl(ctx.origin, image)] } : {}),
    provider: organization(ctx),
    url: absoluteUrl(ctx.origin, path),
  };
}

/** A bundle, membership or voucher card as a Product with its offer. */
export function offerProduct(
  o: { title: string; description?: string | null | undefined; images?: readonly { public_url: string }[]; price?: number | null | undefined },
  ctx: JsonLdContext,
  path: string,
): JsonLd {
  const url = absoluteUrl(ctx.origin, path);
  const image = o.images?.[0]?.public_url;
  const description = plainText(o.description);
  const offers = offer(ctx, o.price, url, `${SCHEMA}InStock`);
  return {
    '@type': 'Product',
    name: o.title,
    ...(description ? { description } : {}),
    ...(image ? { image: [absoluteUrl(ctx.origin, image)] } : {}),
    ...(offers ? { offers } : {}),
    url,
  };
}

/** Several things in the order shown (a cards grid): an ItemList of ListItems. */
export function itemList(items: readonly JsonLd[]): JsonLd {
  return { '@type': 'ItemList', itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, item })) };
}
