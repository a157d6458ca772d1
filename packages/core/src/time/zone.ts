import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// Extending twice is a no-op in dayjs, so importing this module from several places is harmless.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The platform's only timezone (000 §1); an organiser record may supply its own. */
export const DEFAULT_TIMEZONE = 'Europe/Brussels';

/** The organiser's timezone when it is a zone Intl knows, else the platform default. */
export function resolveTimezone(tz?: string | null): string {
  if (!tz) return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

export { dayjs };
