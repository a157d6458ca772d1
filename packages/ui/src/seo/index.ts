export { JsonLdScript } from './json-ld';
export { absoluteUrl, currencyOf, homeGraph, jsonLdDocument, organization, scriptSafeJsonLd, storefrontOrigin, websiteJsonLdContext } from './json-ld.logic';
export type { JsonLd, JsonLdContext } from './json-ld.logic';
export {
  activityCardCourse,
  activityCourse,
  availabilityEvent,
  decimalPrice,
  isoInZone,
  itemList,
  offerAvailability,
  offerProduct,
  place,
  plainText,
} from './events.logic';
export type { AvailabilityLike } from './events.logic';
