import { ruleOffset } from './zone-rules';

/**
 * The date shapes the widgets show, in fr and en, written as Intl writes them, without Intl: a page's first Intl object
 * starts ICU (130–240 ms of a phone's main thread at 4× CPU, docs/decisions/0005-no-icu-on-widget-pages.md). Each function answers null for a
 * locale, zone or shape it does not know, and the caller asks Intl. Ranges use plain spaces around the dash, as
 * Chromium's Intl writes them (Node's ICU writes thin spaces). The plain-dates test compares every shape with Intl.
 */
type Lang = 'fr' | 'en';
type Shape = Intl.DateTimeFormatOptions;

// Long names only: English shortens to 3 letters, French weekdays to 3 letters and a dot; French short months are
// irregular. Narrow names are the first letter.
const NAMES = {
  fr: {
    weekday: 'dimanche lundi mardi mercredi jeudi vendredi samedi'.split(' '),
    month: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
    shortMonth: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' '),
  },
  en: {
    weekday: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
    month: 'January February March April May June July August September October November December'.split(' '),
  },
};

function weekdayName(l: Lang, weekday: number, width: string): string {
  const long = NAMES[l].weekday[weekday] ?? '';
  if (width === 'long') return long;
  if (width === 'narrow') return long.charAt(0).toUpperCase();
  return l === 'fr' ? `${long.slice(0, 3)}.` : long.slice(0, 3);
}

function monthName(l: Lang, month: number, width: string): string {
  if (width === 'long') return NAMES[l].month[month] ?? '';
  return l === 'fr' ? (NAMES.fr.shortMonth[month] ?? '') : (NAMES.en.month[month] ?? '').slice(0, 3);
}

interface Wall {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const lang = (locale: string): Lang | null => (locale === 'fr' || locale === 'en' ? locale : null);

function wall(ms: number, zone: string): Wall | null {
  const offset = ruleOffset(zone, ms);
  if (offset === null) return null;
  const d = new Date(ms + offset);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), weekday: d.getUTCDay(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

const KNOWN: Record<string, readonly string[]> = {
  weekday: ['long', 'short', 'narrow'],
  day: ['numeric'],
  month: ['long', 'short'],
  year: ['numeric'],
  hour: ['numeric', '2-digit'],
  minute: ['2-digit'],
};
// English's order of each field set written here, by the sets' initials (weekday, day, month, year); French writes
// them in that order, spaced
const EN_ORDER: Readonly<Record<string, string>> = { w: 'W', d: 'D', m: 'M', wd: 'D W', dm: 'M D', my: 'M Y', dmy: 'M D, Y', wdm: 'W, M D', wdmy: 'W, M D, Y' };

interface Plan {
  date: string;
  time: boolean;
}

/** The fields a shape asks for, when it is one this module writes. */
function plan(l: Lang, shape: Shape): Plan | null {
  for (const [key, value] of Object.entries(shape)) if (value !== undefined && !KNOWN[key]?.includes(value as string)) return null;
  const date = (shape.weekday ? 'w' : '') + (shape.day ? 'd' : '') + (shape.month ? 'm' : '') + (shape.year ? 'y' : '');
  const time = shape.hour !== undefined || shape.minute !== undefined;
  // the hour is 2-digit in French (24-hour) and numeric in English (12-hour), as format.ts asks
  if (time && (!shape.minute || shape.hour !== (l === 'fr' ? '2-digit' : 'numeric'))) return null;
  if (time ? date !== '' && date !== 'wdmy' : !EN_ORDER[date]) return null;
  return { date, time };
}

function datePart(l: Lang, w: Wall, shape: Shape, set: string): string {
  const order = l === 'fr' ? set.toUpperCase().split('').join(' ') : (EN_ORDER[set] ?? '');
  return order.replace(/[WDMY]/g, (field) =>
    field === 'W'
      ? weekdayName(l, w.weekday, shape.weekday as string)
      : field === 'M'
        ? monthName(l, w.month, shape.month as string)
        : String(field === 'D' ? w.day : w.year),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const meridiem = (w: Wall) => (w.hour < 12 ? 'AM' : 'PM');
const clock = (l: Lang, w: Wall) => (l === 'fr' ? `${pad(w.hour)}:${pad(w.minute)}` : `${w.hour % 12 || 12}:${pad(w.minute)}`);
const timePart = (l: Lang, w: Wall) => (l === 'fr' ? clock(l, w) : `${clock(l, w)} ${meridiem(w)}`);

function write(l: Lang, w: Wall, shape: Shape, p: Plan): string {
  if (!p.time) return datePart(l, w, shape, p.date);
  return p.date ? `${datePart(l, w, shape, p.date)}, ${timePart(l, w)}` : timePart(l, w);
}

/** `Intl.DateTimeFormat(locale, { ...shape, timeZone: zone }).format(ms)`, or null. */
export function plainDate(ms: number, locale: string, zone: string, shape: Shape): string | null {
  const l = lang(locale);
  const p = l && plan(l, shape);
  const w = p && wall(ms, zone);
  return l && p && w ? write(l, w, shape, p) : null;
}

const sameDay = (a: Wall, b: Wall) => a.year === b.year && a.month === b.month && a.day === b.day;

/** `formatRange` of a date with its time (format.ts's date-time shape): one date when both ends share it. */
export function plainDateTimeRange(start: number, end: number, locale: string, zone: string, shape: Shape): string | null {
  const l = lang(locale);
  const p = l && plan(l, shape);
  const a = p && wall(start, zone);
  const b = p && wall(end, zone);
  if (!l || !p || !a || !b || p.date !== 'wdmy' || !p.time) return null;
  if (!sameDay(a, b)) return `${write(l, a, shape, p)} – ${write(l, b, shape, p)}`;
  if (a.hour === b.hour && a.minute === b.minute) return write(l, a, shape, p);
  const date = datePart(l, a, shape, p.date);
  // English writes a shared AM or PM once, at the end
  if (l === 'en' && meridiem(a) === meridiem(b)) return `${date}, ${clock(l, a)} – ${clock(l, b)} ${meridiem(b)}`;
  return `${date}, ${timePart(l, a)} – ${timePart(l, b)}`;
}

/** `formatRange` of day, short month and year ('23–27 nov. 2026', 'Nov 23 – 27, 2026'). */
export function plainDayRange(start: number, end: number, locale: string, zone: string): string | null {
  const l = lang(locale);
  const a = l && wall(start, zone);
  const b = l && wall(end, zone);
  if (!l || !a || !b) return null;
  const month = (w: Wall) => monthName(l, w.month, 'short');
  const full = (w: Wall) => (l === 'fr' ? `${w.day} ${month(w)} ${w.year}` : `${month(w)} ${w.day}, ${w.year}`);
  if (sameDay(a, b)) return full(a);
  if (a.year !== b.year) return `${full(a)} – ${full(b)}`;
  if (a.month === b.month) return l === 'fr' ? `${a.day}–${full(b)}` : `${month(a)} ${a.day} – ${b.day}, ${a.year}`;
  return l === 'fr' ? `${a.day} ${month(a)} – ${full(b)}` : `${month(a)} ${a.day} – ${month(b)} ${b.day}, ${a.year}`;
}
