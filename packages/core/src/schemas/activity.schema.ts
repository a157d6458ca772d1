import * as z from 'zod/mini';
import { categorySchema, cuidSchema, idSchema, imageSchema, locationSchema, moneySchema } from './common.schema';

/** Registration-request tier: how many availabilities one request must select. Equal bounds = fixed tier. */
export const registrationRequestTierSchema = z.object({
  id: z.optional(idSchema),
  cuid: z.optional(cuidSchema),
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
  id: z.optional(idSchema),
  cuid: z.optional(cuidSchema),
  title: z.string(),
  /** HTML. */
  description: z.nullish(z.string()),
  instructions: z.nullish(z.string()),
  images: z._default(z.array(imageSchema), []),
  /** REQUEST sends visitors to the registration-request flow; any other value registers directly. */
  registration_flow: z.nullish(z.string()),
  settings: z.optional(activitySettingsSchema),
  default_capacity: z.nullish(z.int()),
  default_price: z.nullish(moneySchema),
  default_deposit: z.nullish(moneySchema),
  categories: z.optional(z.array(categorySchema)),
  /** Tiers offered by the registration-request flow (our contract; the spec does not name the field). */
  tiers: z.optional(z.array(registrationRequestTierSchema)),
});
export type Activity = z.infer<typeof activitySchema>;

/** An activity of GET /api/activities: the list adds where it takes place and its lowest upcoming price (cards). */
export const activityListItemSchema = z.extend(activitySchema, {
  locations: z._default(z.array(locationSchema), []),
  price: z.nullish(moneySchema),
});
export type ActivityListItem = z.infer<typeof activityListItemSchema>;
