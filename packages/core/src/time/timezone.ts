/** The platform's only timezone (000 §1); an organiser record may supply its own. */
export const DEFAULT_TIMEZONE = 'Europe/Brussels';

/**
 * The organiser's timezone when it is a zone Intl knows, else the platform default. Kept apart from dayjs
 * so that formatting (Intl only) does not pull dayjs into every widget (docs/design.md §5 runtime budget).
 */
export function resolveTimezone(tz?: string | null): string {
  if (!tz) return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}
