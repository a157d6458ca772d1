import { addDays, isoWeekday, localDay, zoned } from '../lib/time';

/** How each activity recurs, and which occurrences are given a special state so every badge has an example. */
export type Special = 'full' | 'closed' | 'overlap' | 'regEndPast' | 'regStartFuture' | 'threeLeft';

export interface Series {
  key: string;
  activity: string;
  /** weekly: one session per week on weekday (1 = Monday); camp: Monday to Friday of the given weeks. */
  kind: 'weekly' | 'camp';
  weekday?: number;
  at?: [number, number];
  minutes?: number;
  weeks?: number[];
  specials?: Record<number, Special>;
  all?: Special;
}

export const SERIES: Series[] = [
  { key: 'poterie-tue', activity: 'poterie', kind: 'weekly', weekday: 2, at: [19, 0], minutes: 120, specials: { 0: 'full', 1: 'regEndPast', 5: 'closed' } },
  { key: 'tennis-wed', activity: 'tennis', kind: 'weekly', weekday: 3, at: [14, 0], minutes: 90, specials: { 1: 'full', 3: 'overlap' } },
  { key: 'tennis-sat', activity: 'tennis', kind: 'weekly', weekday: 6, at: [10, 0], minutes: 90 },
  { key: 'yoga-thu', activity: 'yoga', kind: 'weekly', weekday: 4, at: [18, 30], minutes: 60, specials: { 0: 'threeLeft', 1: 'closed' } },
  { key: 'yoga-sun', activity: 'yoga', kind: 'weekly', weekday: 7, at: [10, 0], minutes: 60 },
  { key: 'balade-sun', activity: 'balade', kind: 'weekly', weekday: 7, at: [14, 0], minutes: 120, specials: { 0: 'regEndPast' } },
  { key: 'photo-sat', activity: 'photo', kind: 'weekly', weekday: 6, at: [9, 0], minutes: 180, all: 'regStartFuture' },
  { key: 'theatre-fri', activity: 'theatre', kind: 'weekly', weekday: 5, at: [17, 0], minutes: 120, specials: { 4: 'closed' } },
  { key: 'multisport-camp', activity: 'multisport', kind: 'camp', weeks: [3, 7], specials: { 1: 'regStartFuture' } },
  { key: 'arts-camp', activity: 'arts', kind: 'camp', weeks: [3, 6], specials: { 0: 'full' } },
  { key: 'escalade-mon', activity: 'escalade', kind: 'weekly', weekday: 1, at: [18, 0], minutes: 90 },
  { key: 'escalade-wed', activity: 'escalade', kind: 'weekly', weekday: 3, at: [17, 0], minutes: 90 },
  { key: 'escalade-sat', activity: 'escalade', kind: 'weekly', weekday: 6, at: [14, 0], minutes: 90 },
];

export interface Occurrence {
  series: Series;
  index: number;
  special?: Special;
  dates: { start: Date; end: Date }[];
}

const HORIZON_DAYS = 56;

/** Occurrences of a series from now to now + 8 weeks, in the organiser's timezone (so DST never shifts a 19:00 class). */
export function occurrences(series: Series, now: Date, tz: string): Occurrence[] {
  const today = localDay(now, tz);
  const monday = addDays(today, 1 - isoWeekday(today));
  const horizon = now.getTime() + HORIZON_DAYS * 86400000;
  const out: Occurrence[] = [];
  if (series.kind === 'weekly') {
    const [h, m] = series.at!;
    for (let w = 0; w <= 8; w++) {
      const day = addDays(monday, 7 * w + series.weekday! - 1);
      const start = zoned(day, h, m, tz);
      if (start <= now || start.getTime() >= horizon) continue;
      out.push({ series, index: out.length, dates: [{ start, end: new Date(start.getTime() + series.minutes! * 60000) }] });
    }
  } else {
    for (const w of series.weeks!) {
      const days = [0, 1, 2, 3, 4].map((d) => addDays(monday, 7 * w + d));
      out.push({ series, index: out.length, dates: days.map((d) => ({ start: zoned(d, 9, 0, tz), end: zoned(d, 16, 0, tz) })) });
    }
  }
  return out.map((o) => ({ ...o, special: series.specials?.[o.index] ?? series.all }));
}

/** Calendar periods matching the camp weeks, named after the Belgian school holiday of that time of year. */
export function holidayPeriods(now: Date, tz: string) {
  const today = localDay(now, tz);
  const monday = addDays(today, 1 - isoWeekday(today));
  const name = (day: string) => {
    const month = Number(day.slice(5, 7));
    const year = day.slice(0, 4);
    const label =
      month === 12 || month === 1
        ? 'Vacances de Noël'
        : month <= 3
          ? 'Vacances de Carnaval'
          : month <= 5
            ? 'Vacances de Printemps'
            : month <= 8
              ? 'Vacances d’été'
              : 'Vacances d’automne';
    return `${label} ${year}`;
  };
  return [
    [3, 4],
    [6, 7],
  ].map(([from, to], i) => {
    const start = addDays(monday, 7 * from!);
    return { key: `holidays-${i}`, title: name(start), start_at: zoned(start, 0, 0, tz), end_at: zoned(addDays(monday, 7 * to! + 7), 0, 0, tz) };
  });
}
