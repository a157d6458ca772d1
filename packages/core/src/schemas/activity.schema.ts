import * as v from 'valibot';
import {
  categorySchema,
  contentLangSchema,
  imagesSchema,
  intSchema,
  locationSchema,
  nullishString,
  nullishInt,
  optionalId,
  optionalCuid,
  nullishMoney,
} from './common.schema';

/** Registration-request tier: how many availabilities one request must select. Equal bounds = fixed tier. */
export const registrationRequestTierSchema = v.object({
  id: optionalId,
  cuid: optionalCuid,
  minimum_availabilities: v.pipe(intSchema, v.minValue(0)),
  maximum_availabilities: v.pipe(intSchema, v.minValue(0)),
});
export type RegistrationRequestTier = v.InferOutput<typeof registrationRequestTierSchema>;

export const activitySettingsSchema = v.object({
  allow_registrations_after_start: v.optional(v.boolean(), false),
});
export type ActivitySettings = v.InferOutput<typeof activitySettingsSchema>;

/** Activity as sent by /api/activities and nested in availabilities and cart items. */
export const activitySchema = v.object({
  id: optionalId,
  cuid: optionalCuid,
  title: v.string(),
  /** HTML. */
  description: nullishString,
  instructions: nullishString,
  images: imagesSchema,
  /** REQUEST sends visitors to the registration-request flow; any other value registers directly. */
  registration_flow: nullishString,
  settings: v.optional(activitySettingsSchema),
  default_capacity: nullishInt,
  default_price: nullishMoney,
  default_deposit: nullishMoney,
  categories: v.optional(v.array(categorySchema)),
  /** Tiers offered by the registration-request flow (our contract; the spec does not name the field). */
  tiers: v.optional(v.array(registrationRequestTierSchema)),
  content_lang: contentLangSchema,
});
export type Activity = v.InferOutput<typeof activitySchema>;

/** An activity of GET /api/activities: the list adds where it takes place and its lowest upcoming price (cards). */
export const activityListItemSchema = v.object({
  ...activitySchema.entries,
  locations: v.optional(v.array(locationSchema), () => []),
  price: nullishMoney,
});
export type ActivityListItem = v.InferOutput<typeof activityListItemSchema>;
