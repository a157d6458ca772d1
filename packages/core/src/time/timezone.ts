import { hasZoneRule } from './zone-rules';

/** The platform's only timezone (000 §1); an organiser record may supply its own. */
export const DEFAULT_TIMEZONE = 'Europe/Brussels';

// Checking a zone builds an Intl formatter (~0.1 ms): a week of 1,000 sessions resolves the zone thousands of
// times per render (scripts/bench.mjs profile: half a second), so each answer is kept.
const resolved = new Map<string, string>();

/**
 * The organiser's timezone when it is a zone Intl knows, else the platform default. Kept apart from the
 * calendar's zone arithmetic so that formatting (Intl only) does not pull it into every widget (docs/design.md §5).
 */
export function resolveTimezone(tz?: string | null): string {
  if (!tz) return DEFAULT_TIMEZONE;
  if (hasZoneRule(tz)) return tz;
  let zone = resolved.get(tz);
  if (zone === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      zone = tz;
    } catch {
      zone = DEFAULT_TIMEZONE;
    }
    resolved.set(tz, zone);
  }
  return zone;
}
