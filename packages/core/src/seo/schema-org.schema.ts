import * as z from 'zod/mini';
import { optionalString } from '../schemas/common.schema';

/**
 * The schema.org types Oriel emits, as zod schemas of their required and recommended properties (Google's event,
 * course and organization guidelines), for the tests: no network, schema.org is not fetched. Not shipped (only tests
 * import it).
 */
const SCHEMA = 'https://schema.org/';
const url = z.string().check(z.regex(/^https?:\/\/[^\s]+$/));
/** ISO 8601 with an explicit offset (search engines read a local time with its zone) */
const isoWithOffset = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/));
const enumUrl = (...names: string[]) => z.enum(names.map((n) => `${SCHEMA}${n}`) as [string, ...string[]]);

export const postalAddressSchema = z.object({
  '@type': z.literal('PostalAddress'),
  streetAddress: optionalString,
  postalCode: optionalString,
  addressLocality: optionalString,
});

export const placeSchema = z.object({
  '@type': z.literal('Place'),
  name: z.optional(z.string().check(z.minLength(1))),
  address: z.optional(postalAddressSchema),
});

export const organizationSchema = z.object({
  '@type': z.literal('Organization'),
  '@id': optionalString,
  name: z.string().check(z.minLength(1)),
  url,
  logo: z.optional(url),
});

export const offerSchema = z.object({
  '@type': z.literal('Offer'),
  price: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
  priceCurrency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  availability: enumUrl('InStock', 'SoldOut', 'OutOfStock'),
  url,
});

export const eventSchema = z.object({
  '@type': z.literal('Event'),
  name: z.string().check(z.minLength(1)),
  description: optionalString,
  image: z.optional(z.array(url)),
  startDate: isoWithOffset,
  endDate: isoWithOffset,
  eventStatus: enumUrl('EventScheduled', 'EventCancelled', 'EventPostponed', 'EventRescheduled', 'EventMovedOnline'),
  eventAttendanceMode: enumUrl('OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'),
  location: placeSchema,
  organizer: organizationSchema,
  offers: offerSchema,
  url,
});

/** A detail page's Event: its place has a postal address (a card's may not). */
export const detailEventSchema = z.extend(eventSchema, {
  location: z.extend(placeSchema, { address: postalAddressSchema }),
});

export const courseInstanceSchema = z.object({
  '@type': z.literal('CourseInstance'),
  courseMode: z.string(),
  startDate: isoWithOffset,
  endDate: isoWithOffset,
  location: z.optional(placeSchema),
  offers: offerSchema,
  url,
});

export const courseSchema = z.object({
  '@type': z.literal('Course'),
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  image: z.optional(z.array(url)),
  provider: organizationSchema,
  url,
  hasCourseInstance: z.optional(z.array(courseInstanceSchema)),
});

export const productSchema = z.object({
  '@type': z.literal('Product'),
  name: z.string().check(z.minLength(1)),
  offers: z.optional(z.extend(offerSchema, { availability: optionalString })),
  url,
});

export const webSiteSchema = z.object({
  '@type': z.literal('WebSite'),
  name: z.string().check(z.minLength(1)),
  url,
  inLanguage: z.string(),
  publisher: z.object({ '@id': z.string() }),
});

export const itemListSchema = z.object({
  '@type': z.literal('ItemList'),
  itemListElement: z.array(
    z.object({ '@type': z.literal('ListItem'), position: z.int().check(z.positive()), item: z.union([eventSchema, courseSchema, productSchema]) }),
  ),
});

const context = { '@context': z.literal('https://schema.org') };
/** The documents each page carries: a single node with its @context, or a @graph. */
export const availabilityPageSchema = z.extend(detailEventSchema, context);
export const activityPageSchema = z.extend(courseSchema, { ...context, hasCourseInstance: z.array(courseInstanceSchema) });
export const homePageSchema = z.object({ ...context, '@graph': z.tuple([organizationSchema, webSiteSchema]) });
export const cardsListSchema = z.extend(itemListSchema, context);
