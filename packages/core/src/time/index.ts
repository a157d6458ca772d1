export { DEFAULT_TIMEZONE, resolveTimezone } from './timezone';
export { createClock, fixedClock, toDate, toEpoch } from './clock';
export type { Clock, Instant } from './clock';
export { wallClock, zonedToUtc } from './zone-offset';
export { calendarDay, weekdayOf, startOfDay, startOfToday, addDaysToDay, startOfWeekDay, startOfWeek, addDays, dayRange, isPast, isFuture } from './calendar';
export { formatDate, formatTime, formatDateTime, formatDateRange, formatDayRange, warmDateFormatting } from './format';
export type { DateLocale, FormatOptions } from './format';
export { formatDurationSeconds, formatPeriod } from './duration';
export type { DurationUnit } from './duration';
