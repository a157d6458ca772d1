// The bench's data: 1,000 sessions of one week (the same for Oriel and FullCalendar), in the API's shape and in
// FullCalendar's event shape.
import { tsImport } from 'tsx/esm/api';

// the demo API's own rule (TypeScript, through tsx), so the fake API's card answers are the real one's
const { cardSessions } = await tsImport('../../demo/api/src/queries/card-sessions.ts', import.meta.url);

export const COUNT = 1000;
export const WEEK = ['2030-01-14', '2030-01-15', '2030-01-16', '2030-01-17', '2030-01-18', '2030-01-19', '2030-01-20'];
export const TIMEZONE = 'Europe/Brussels';
/** Brussels is UTC+1 all January: FullCalendar's standalone bundle has no named-zone support of its own. */
const BRUSSELS_OFFSET_MS = 3_600_000;

/** 1,000 sessions spread over one week, 08:00 to 20:00 local starts, 90 minutes each. */
export function availabilities() {
  return Array.from({ length: COUNT }, (_, i) => {
    const day = WEEK[i % 7];
    const minutes = 7 * 60 + ((i * 35) % (12 * 60)); // UTC
    const start = new Date(`${day}T00:00:00Z`).getTime() + minutes * 60_000;
    const iso = (ms) => new Date(ms).toISOString();
    const cuid = `bench${String(i).padStart(5, '0')}`;
    const status = i % 9 === 0 ? 'FULL' : 'OPEN';
    return {
      id: i + 1,
      cuid,
      status,
      start_at: iso(start),
      end_at: iso(start + 90 * 60_000),
      registrations_start_at: null,
      registrations_end_at: null,
      price: 1500 + (i % 10) * 100,
      deposit: 0,
      capacity: 12,
      registered: status === 'FULL' ? 12 : i % 12,
      age_minimum: 6,
      age_maximum: 12,
      location: {
        id: 1 + (i % 4),
        cuid: `loc${i % 4}`,
        name: `Lieu ${i % 4}`,
        title: `Salle ${i % 4}`,
        street: 'Rue du Parc',
        number: '1',
        postcode: '1000',
        city: 'Bruxelles',
      },
      activity: {
        id: 1 + (i % 25),
        cuid: `act${i % 25}`,
        title: `Activité ${i % 25}`,
        description: '<p>Banc d’essai.</p>',
        images: [],
        settings: { allow_registrations_after_start: false },
      },
      categories: [],
      dates: [{ id: i + 1, cuid: `d${cuid}`, start_at: iso(start), end_at: iso(start + 90 * 60_000), status, capacity: 12, registered: i % 12 }],
      questions: [],
      options: [],
    };
  });
}

/**
 * The same sessions as FullCalendar events. Without a timezone plugin FullCalendar reads a named zone's dates as
 * wall-clock times, so the starts are given as Brussels wall-clock strings (no offset): each event sits at the
 * same hour as in Oriel's calendar.
 */
export function fullCalendarEvents(items) {
  const wall = (iso) => new Date(Date.parse(iso) + BRUSSELS_OFFSET_MS).toISOString().slice(0, 19);
  return items.map((av) => ({
    id: av.cuid,
    title: av.activity.title,
    start: wall(av.start_at),
    end: wall(av.end_at),
    extendedProps: { place: av.location.title, remaining: av.capacity - av.registered },
    classNames: av.status === 'OPEN' ? [] : ['is-full'],
  }));
}

/**
 * The card answer of an availability (`fields=card`, docs/api-contract.md "Card answers", as demo/api answers it):
 * no options, questions or description; sessions only for what differs from their availability.
 */
export function card(av) {
  const { id, cuid, status, start_at, end_at, price, capacity, registered, age_minimum, age_maximum, location, activity } = av;
  return {
    id,
    cuid,
    status,
    start_at,
    end_at,
    price,
    capacity,
    registered,
    age_minimum,
    age_maximum,
    location: { name: location.name, title: location.title },
    activity: { id: activity.id, cuid: activity.cuid, title: activity.title, images: [] },
    dates: cardSessions(av, av.dates),
  };
}
