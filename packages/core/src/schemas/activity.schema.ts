import * as z from 'zod/mini';
import { categorySchema, imagesSchema, locationSchema, nullishString, nullishInt, optionalId, optionalCuid, nullishMoney } from './common.schema';

/** Registration-request tier: how many availabilities one request must select. Equal bounds = fixed tier. */
export const registrationRequestTierSchema = z.object({
  id: optionalId,
  cuid: optionalCuid,
  minimum_availabilities: z.int().check(z.minimum(0)),
  maximum_availabilities: z.int().check(z.minimum(0)),
});
export type RegistrationRequestTier = z.infer<typeof registrationRequestTierSchema>;

export const activitySettingsSchema = z.object({
  allow_registrations_after_start: z._default(z.boolean(), false),
});
export type ActivitySettings = z.infer<typeof activitySettingsSchema>;

/** Activity as sent by /api/activities and nested in availabilities and cart items. */
export const activitySchema = z.object({
  id: optionalId,
  cuid: optionalCuid,
  title: z.string(),
  /** HTML. */
  description: nullishString,
  instructions: nullishString,
  images: imagesSchema,
  /** REQUEST sends visitors to the registration-request flow; any other value registers directly. */
  registration_flow: nullishString,
  settings: z.optional(activitySettingsSchema),
  default_capacity: nullishInt,
  default_price: nullishMoney,
  default_deposit: nullishMoney,
  categories: z.optional(z.array(categorySchema)),
  /** Tiers offered by the registration-request flow (our contract; the spec does not name the field). */
  tiers: z.optional(z.array(registrationRequestTierSchema)),
});
export type Activity = z.infer<typeof activitySchema>;

/** An activity of GET /api/activities: the list adds where it takes place and its lowest upcoming price (cards). */
export const activityListItemSchema = z.extend(activitySchema, {
  locations: z._default(z.array(locationSchema), []),
  price: nullishMoney,
});
export type ActivityListItem = z.infer<typeof activityListItemSchema>;
