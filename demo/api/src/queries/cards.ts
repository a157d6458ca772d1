import { cardExcerpt } from '../lib/excerpt';
import { images } from '../lib/media';
import { Params } from '../lib/sql';
import { iso } from '../lib/time';
import { availabilitiesWithStatus, loadDatesOf, serializeDate, type Ctx } from './availabilities';
import { cardSessions } from './card-sessions';
import { loadCategoriesOf } from './categories';

// Card answers of the catalog lists (`fields=card`, docs/api-contract.md "Card answers"): what the cards, the schedules
// and core's card rules read, nothing else. Null fields are left out (the schemas read absent as null), so a card
// pays only for what it has.

type Row = Record<string, any>;

/** The object without its null and undefined fields. */
export function compact<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v != null)) as Partial<T>;
}

/** An image as a card shows it: the first one, its URL only (the card's image is decorative: alt=""). */
export const cardImages = (base: string, stored: unknown) =>
  images(base, stored)
    .slice(0, 1)
    .map((i) => ({ public_url: i.public_url }));

const cardLocation = (l: { name: string | null; title: string | null }) => compact({ name: l.name, title: l.title });

export interface CardOptions {
  /** `fields=card,categories`: the categories (title, group {cuid, title}) a grid's `category-{cuid}` facts show */
  categories: boolean;
}

/**
 * Availability cards for ids, in the order given. No options, questions, deposit, description or instructions: the
 * detail has them, and a card opens it by cuid. Sessions are answered as their differences from the availability
 * (see cardSessions).
 */
export async function loadAvailabilityCards(ctx: Ctx, ids: number[], options: CardOptions) {
  if (!ids.length) return [];
  const p = new Params();
  const now = p.add(ctx.now);
  // the rows with their activities, and the sessions, at once; the categories (asked for by some grids) after
  const [rows, dates] = await Promise.all([
    ctx.db.query<Row>(
      `SELECT x.id, x.cuid, x.computed_status, x.start_at, x.end_at, x.registrations_end_at, x.price, x.capacity, x.registered,
         x.age_minimum, x.age_maximum, x.activity_id, x.location_id, x.location_name, x.location_title,
         act.cuid AS activity_cuid, act.title AS activity_title, act.images AS activity_images, act.settings AS activity_settings
       FROM ${availabilitiesWithStatus(now, p.add(ids))} JOIN activities act ON act.id = x.activity_id`,
      p.values,
    ),
    loadDatesOf(ctx, ids),
  ]);
  const activityIds = [...new Set(rows.map((r) => r.activity_id as number))];
  const categories = options.categories ? await loadCategoriesOf(ctx.db, activityIds) : null;
  const activityOf = new Map(
    rows.map((r) => [
      r.activity_id as number,
      cardActivity(ctx.base, { id: r.activity_id, cuid: r.activity_cuid, title: r.activity_title, images: r.activity_images, settings: r.activity_settings }),
    ]),
  );
  const datesOf = new Map<number, ReturnType<typeof serializeDate>[]>();
  for (const d of dates) {
    const list = datesOf.get(d.availability_id) ?? [];
    list.push(serializeDate(d));
    datesOf.set(d.availability_id, list);
  }
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  return ids.flatMap((id) => {
    const a = byId.get(id);
    if (!a) return [];
    const own = {
      status: a.computed_status as string,
      start_at: iso(a.start_at)!,
      end_at: iso(a.end_at)!,
      capacity: a.capacity as number | null,
      registered: a.registered as number,
    };
    return [
      {
        ...compact({
          id: a.id,
          cuid: a.cuid,
          status: own.status,
          start_at: own.start_at,
          end_at: own.end_at,
          registrations_end_at: iso(a.registrations_end_at),
          price: a.price,
          capacity: a.capacity,
          registered: a.registered,
          age_minimum: a.age_minimum,
          age_maximum: a.age_maximum,
          location: a.location_id ? cardLocation({ name: a.location_name, title: a.location_title }) : null,
          activity: activityOf.get(a.activity_id),
        }),
        ...(categories ? { categories: (categories.get(a.activity_id) ?? []).map((c) => cardCategory(c as Row)) } : {}),
        dates: cardSessions(own, datesOf.get(id) ?? []),
      },
    ];
  });
}

const cardActivity = (base: string, act: Row) => ({
  id: act.id,
  cuid: act.cuid,
  title: act.title,
  images: cardImages(base, act.images),
  // the one setting a card's "closed" badge reads (000 §4), only when it is not the default (false)
  ...(act.settings?.allow_registrations_after_start === true ? { settings: { allow_registrations_after_start: true } } : {}),
});

/** A category as a `category-{cuid}` fact reads it: its title under its group's title. */
const cardCategory = (c: Row) => ({ title: c.title, group: { cuid: c.group.cuid, title: c.group.title } });

/**
 * An activities card (000 §5 activity-properties: images, description, price, locations): the first image, the
 * description cut to what three card lines show (lib/excerpt.ts), where it takes place and its lowest price.
 */
export const activityCard = (base: string, act: Row, locations: Row[], price: number | null) =>
  compact({
    id: act.id,
    cuid: act.cuid,
    title: act.title,
    description: cardExcerpt(act.description),
    images: cardImages(base, act.images),
    locations: locations.map((l) => cardLocation({ name: l.name, title: l.title })),
    price,
  });
