import * as v from 'valibot';
import { activityListItemSchema, type Activity, type ActivityListItem } from './activity.schema';
import { availabilityStatusSchema, availabilitySummarySchema, type AvailabilityStatus } from './availability.schema';
import { cuidSchema, intSchema, isoDateTimeSchema } from './common.schema';

// The card answers of the catalog lists (`fields=card`, docs/api-contract.md "Card answers"): what a card, a schedule
// item and the card rules read, nothing else. A page of 20 full availabilities was 58 KB of JSON, mostly the
// activity's description, instructions, options and questions that only the detail shows. Null fields are left
// out of a card (the schemas read absent as null).
// Schemas enter every widget chunk whole (docs/decisions/0004-schemas-in-bundles.md), so a card is parsed with the full schemas' own
// (lenient) fields wherever they fit, and the types below say what a card carries; only the sessions, answered as
// differences, have a schema of their own. A full Availability or ActivityListItem fits where a card is expected.

/**
 * One session as cards and schedules read it, once withCardSessions restored it: the cuid keys it (the add form
 * reads the detail's ids).
 */
export interface AvailabilityCardDate {
  cuid: string;
  start_at: string;
  end_at: string;
  status: AvailabilityStatus;
  /** null means unlimited */
  capacity?: number | null | undefined;
  registered: number;
}

/** A session as answered: what differs from its availability only (absent `capacity` is the availability's). */
const cardSessionAnswerSchema = v.object({
  cuid: cuidSchema,
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
  status: v.optional(availabilityStatusSchema),
  capacity: v.optional(v.nullable(intSchema)),
  registered: v.optional(intSchema),
});
type CardSessionAnswer = v.InferOutput<typeof cardSessionAnswerSchema>;

const availabilityCardAnswerSchema = v.object({
  ...availabilitySummarySchema.entries,
  dates: v.optional(v.array(cardSessionAnswerSchema), () => []),
});

/** The activity inside a card: its title, the first image and the setting the "closed" badge reads (000 §4). */
export type AvailabilityCardActivity = Pick<Activity, 'id' | 'cuid' | 'title' | 'images' | 'settings' | 'content_lang'>;

/**
 * An availability card as answered: no deposit, registrations_start_at, options or questions (the detail's);
 * `location` {name, title}; `categories` only with `fields=card,categories` (else []).
 */
type AvailabilityCardAnswer = Omit<v.InferOutput<typeof availabilitySummarySchema>, 'deposit' | 'registrations_start_at' | 'activity'> & {
  activity?: AvailabilityCardActivity | undefined;
  dates: CardSessionAnswer[];
};

/** An availability card, its sessions complete again: what the cards, the schedules and the card rules read. */
export type AvailabilityCardItem = Omit<AvailabilityCardAnswer, 'dates'> & { dates: AvailabilityCardDate[] };

/**
 * Every session whole again: what it leaves out is its availability's, and no sessions at all means the one
 * session is the availability itself (docs/api-contract.md "Card answers"). The card rules and the schedules
 * then read a card exactly as they read a full availability.
 */
export function withCardSessions(card: AvailabilityCardAnswer): AvailabilityCardItem {
  const own = { status: card.status, capacity: card.capacity ?? null, registered: card.registered };
  // a key the answer left out is absent from the parsed session (never undefined), so the spread keeps own's
  const dates = card.dates.length > 0 ? card.dates.map((d) => ({ ...own, ...d })) : [{ ...own, cuid: card.cuid, start_at: card.start_at, end_at: card.end_at }];
  return { ...card, dates };
}

/**
 * An availability of `GET /api/availabilities?fields=card`: the cards grid, the week calendar, the quick list, the
 * resources schedule, the request schedule and the activity's upcoming list. The detail (`/availabilities/{cuid}`)
 * keeps the whole object: options, questions, deposit, the whole activity and location.
 */
export const availabilityCardSchema = v.pipe(
  availabilityCardAnswerSchema,
  v.transform((card: v.InferOutput<typeof availabilityCardAnswerSchema>) => withCardSessions(card)),
);

/**
 * An activity of `GET /api/activities?fields=card`: the activities card (000 §5 activity-properties: images,
 * description, price, locations). `description` is the whole HTML when short, else a `<p>` excerpt of its text;
 * `images` the first one; `locations` [{name, title}]; `price` the lowest upcoming price, else the default.
 */
export type ActivityCardItem = Pick<ActivityListItem, 'id' | 'cuid' | 'title' | 'description' | 'images' | 'locations' | 'price'>;

/** The list item's schema reads a card: everything a card leaves out is optional there. */
export const activityCardSchema: v.GenericSchema<unknown, ActivityCardItem> = activityListItemSchema;
