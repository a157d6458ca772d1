import * as v from 'valibot';
import { intSchema, optionalString } from '../schemas/common.schema';

/**
 * The schema.org types Oriel emits, as valibot schemas of their required and recommended properties (Google's event,
 * course and organization guidelines), for the tests: no network, schema.org is not fetched. Not shipped (only tests
 * import it).
 */
const SCHEMA = 'https://schema.org/';
const url = v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/));
/** ISO 8601 with an explicit offset (search engines read a local time with its zone) */
const isoWithOffset = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/));
const enumUrl = (...names: string[]) => v.picklist(names.map((n) => `${SCHEMA}${n}`) as [string, ...string[]]);

export const postalAddressSchema = v.object({
  '@type': v.literal('PostalAddress'),
  streetAddress: optionalString,
  postalCode: optionalString,
  addressLocality: optionalString,
});

export const placeSchema = v.object({
  '@type': v.literal('Place'),
  name: v.optional(v.pipe(v.string(), v.minLength(1))),
  address: v.optional(postalAddressSchema),
});

export const organizationSchema = v.object({
  '@type': v.literal('Organization'),
  '@id': optionalString,
  name: v.pipe(v.string(), v.minLength(1)),
  url,
  logo: v.optional(url),
});

export const offerSchema = v.object({
  '@type': v.literal('Offer'),
  price: v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/)),
  priceCurrency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  availability: enumUrl('InStock', 'SoldOut', 'OutOfStock'),
  url,
});

export const eventSchema = v.object({
  '@type': v.literal('Event'),
  name: v.pipe(v.string(), v.minLength(1)),
  description: optionalString,
  image: v.optional(v.array(url)),
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
export const detailEventSchema = v.object({
  ...eventSchema.entries,
  location: v.object({ ...placeSchema.entries, address: postalAddressSchema }),
});

export const courseInstanceSchema = v.object({
  '@type': v.literal('CourseInstance'),
  courseMode: v.string(),
  startDate: isoWithOffset,
  endDate: isoWithOffset,
  location: v.optional(placeSchema),
  offers: offerSchema,
  url,
});

export const courseSchema = v.object({
  '@type': v.literal('Course'),
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.pipe(v.string(), v.minLength(1)),
  image: v.optional(v.array(url)),
  provider: organizationSchema,
  url,
  hasCourseInstance: v.optional(v.array(courseInstanceSchema)),
});

export const productSchema = v.object({
  '@type': v.literal('Product'),
  name: v.pipe(v.string(), v.minLength(1)),
  offers: v.optional(v.object({ ...offerSchema.entries, availability: optionalString })),
  url,
});

export const webSiteSchema = v.object({
  '@type': v.literal('WebSite'),
  name: v.pipe(v.string(), v.minLength(1)),
  url,
  inLanguage: v.string(),
  publisher: v.object({ '@id': v.string() }),
});

export const itemListSchema = v.object({
  '@type': v.literal('ItemList'),
  itemListElement: v.array(
    v.object({ '@type': v.literal('ListItem'), position: v.pipe(intSchema, v.gtValue(0)), item: v.union([eventSchema, courseSchema, productSchema]) }),
  ),
});

const context = { '@context': v.literal('https://schema.org') };
/** The documents each page carries: a single node with its @context, or a @graph. */
export const availabilityPageSchema = v.object({ ...detailEventSchema.entries, ...context });
export const activityPageSchema = v.object({ ...courseSchema.entries, ...context, hasCourseInstance: v.array(courseInstanceSchema) });
export const homePageSchema = v.object({ ...context, '@graph': v.strictTuple([organizationSchema, webSiteSchema]) });
export const cardsListSchema = v.object({ ...itemListSchema.entries, ...context });
