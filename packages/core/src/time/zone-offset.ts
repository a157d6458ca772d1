import { ruleOffset } from './zone-rules';

/**
 * Zone arithmetic from Intl alone, fast enough for a render (Intl is the only zone database on the page; dayjs's
 * timezone plugin formats to parts at every call: a week calendar's dates cost a phone 80 ms of a 270 ms takeover task,
 * profile of the shell's /fr/cours at 4x CPU). Wall-clock times are held as "local epoch" milliseconds: the UTC
 * reading of a Date is the zone's wall clock.
 */
// A week of 1,000 sessions places each one several times. Intl is the only zone database here, and one
// formatToParts per call cost tens of milliseconds a render (scripts/bench.mjs): the zone's offset is read once per
// zone and UTC hour, kept when the hour's first and last millisecond agree (no transition inside), and the local
// time is then plain arithmetic.
const partsFormats = new Map<string, Intl.DateTimeFormat>();
const hourOffsets = new Map<string, Map<number, number>>();
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The zone's offset in milliseconds at `ms`, from Intl's wall-clock parts. */
function offsetAt(f: Intl.DateTimeFormat, ms: number): number {
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(ms)) p[part.type] = part.value;
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return wall - Math.floor(ms / 1000) * 1000;
}

export function zoneOffset(zone: string, ms: number): number {
  const rule = ruleOffset(zone, ms);
  if (rule !== null) return rule;
  let f = partsFormats.get(zone);
  let hours = hourOffsets.get(zone);
  if (!f || !hours) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    hours = new Map();
    partsFormats.set(zone, f);
    hourOffsets.set(zone, hours);
  }
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = offsetAt(f, hour * HOUR_MS);
    offset = first === offsetAt(f, hour * HOUR_MS + HOUR_MS - 1) ? first : NaN;
    if (hours.size > 50_000) hours.clear();
    hours.set(hour, offset);
  }
  // an hour holding a transition is read at the instant itself
  return Number.isNaN(offset) ? offsetAt(f, ms) : offset;
}

/** The wall clock of `ms` in `zone`, as a local epoch (read it with the Date's getUTC* methods). */
export function wallClock(ms: number, zone: string): number {
  return Number.isFinite(ms) ? ms + zoneOffset(zone, ms) : NaN;
}

/**
 * The instant whose wall clock in `zone` is `local` (a local epoch). A wall time a transition repeats (autumn) is its
 * first instant; one a transition skips (spring) is read with the offset before it, so 02:30 is 03:30 that night, as
 * dayjs's timezone plugin reads it.
 */
export function zonedToUtc(local: number, zone: string): number {
  if (!Number.isFinite(local)) return NaN;
  // the offsets on either side of any transition near this wall time (a zone changes at most once in two days)
  const before = zoneOffset(zone, local - DAY_MS);
  const after = zoneOffset(zone, local + DAY_MS);
  const early = local - before;
  const late = local - after;
  const earlyHolds = zoneOffset(zone, early) === before;
  const lateHolds = zoneOffset(zone, late) === after;
  if (earlyHolds && lateHolds) return Math.min(early, late);
  return lateHolds ? late : early;
}
