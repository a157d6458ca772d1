/**
 * Offsets of the zones a European organiser uses, from their rule instead of Intl. A page's first Intl object starts
 * ICU in the renderer: 130–240 ms of a phone's main thread at 4× CPU, whatever the object (docs/decisions/0005-no-icu-on-widget-pages.md), the
 * longest task of a widget page. With these rules, the plural rules and the money and number formats of
 * `plain-format.ts`, a fr or en page in these zones renders without starting it.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The zones that have kept the EU's summer time since 1997 (from the last Sunday of March to the last Sunday of
 * October, both at 01:00 UTC), with their standard offset in hours: the index of their line. The zone-rules test checks each against Intl around every
 * change from 1997 to 2040.
 */
const EU_ZONES: Readonly<Record<string, number>> = Object.fromEntries(
  [
    'London Dublin Lisbon',
    'Brussels Paris Amsterdam Luxembourg Berlin Zurich Vienna Madrid Rome Monaco Copenhagen Oslo Stockholm Prague Warsaw Budapest',
    'Athens Helsinki Bucharest Sofia',
  ].flatMap((cities, standard) => cities.split(' ').map((city) => [`Europe/${city}`, standard])),
);
const FIXED_ZONES: Readonly<Record<string, number>> = { UTC: 0, 'Etc/UTC': 0 };
// 1996 still had Lisbon on CET and Bucharest and Sofia changing at local time
const FIRST_RULE_YEAR = 1997;

/** Whether `zone` is one whose offsets `ruleOffset` knows (so no Intl is needed to accept it). */
export function hasZoneRule(zone: string): boolean {
  return zone in EU_ZONES || zone in FIXED_ZONES;
}

/** 01:00 UTC on the last Sunday of `month` (0-based). */
function lastSunday(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

// the last year read, [its start, its end, summer's start, summer's end]: a week of 1,000 sessions reads offsets
// thousands of times a render, nearly all in one year
let year: readonly [number, number, number, number] = [0, 0, 0, 0];

/** The zone's offset in milliseconds at `ms`, or null when the zone or the year is not one the rules cover. */
export function ruleOffset(zone: string, ms: number): number | null {
  if (!Number.isFinite(ms)) return null;
  const fixed = FIXED_ZONES[zone];
  if (fixed !== undefined) return fixed * HOUR_MS;
  const standard = EU_ZONES[zone];
  if (standard === undefined) return null;
  if (!(ms >= year[0] && ms < year[1])) {
    const y = new Date(ms).getUTCFullYear();
    if (y < FIRST_RULE_YEAR) return null;
    year = [Date.UTC(y, 0), Date.UTC(y + 1, 0), lastSunday(y, 2), lastSunday(y, 9)];
  }
  return (standard + (ms >= year[2] && ms < year[3] ? 1 : 0)) * HOUR_MS;
}

/** The zones with a rule, for the test that checks each against Intl. */
export const ruleZones = (): string[] => [...Object.keys(EU_ZONES), ...Object.keys(FIXED_ZONES)];
