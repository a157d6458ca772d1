import {
  buildHref,
  formatDate,
  formatDateRange,
  formatDayRange,
  formatDurationSeconds,
  formatPeriod,
  sortDatesByStart,
  type CartItem,
  type LinkMode,
  type Translator,
} from '@oriel/core';

export interface CartItemView {
  title: string;
  /** registration items link to their availability, bookings to their resource (spec 000 §2) */
  href: string | null;
  image: string | null;
  /** who it is for: a participant, the booking's participants, or a gift voucher's recipient */
  who: string | null;
  /** several days, said in one line ('4 jours · 14–18 déc. 2026'); null for one date or none */
  span: string | null;
  /** each day of a span, shown on request; a single date is one of `lines` */
  days: string[];
  /** dates, place, validity or period, already formatted */
  lines: string[];
}

interface Fmt {
  locale: string;
  timeZone: string;
}

const NO_SPAN = { span: null, days: [] };

type Range = { start_at: string; end_at: string };

/**
 * The dates of an item as the drawer shows them: one date as a line; several as a count and a span of days, each day
 * kept for the row's disclosure (a camp's five days took ten lines of a phone's screen per child).
 */
function datesOf(ranges: readonly Range[], t: Translator, fmt: Fmt): Pick<CartItemView, 'span' | 'days' | 'lines'> {
  const sorted = sortDatesByStart(ranges);
  const days = sorted.map((d) => formatDateRange(d.start_at, d.end_at, fmt));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || sorted.length === 1) return { span: null, days: [], lines: days };
  return { span: t('cart_drawer.days', { count: sorted.length, range: formatDayRange(first.start_at, last.end_at, fmt) }), days, lines: [] };
}

/** What the cart drawer shows of each of the six item kinds (spec 000 §3 cart item fields). */
export function cartItemView(item: CartItem, t: Translator, links: LinkMode, fmt: Fmt): CartItemView {
  const participant = item.participant?.fullname ?? null;
  switch (item.type) {
    case 'REGISTRATION': {
      const av = item.availability ?? item.availabilities?.[0];
      const dates = datesOf(item.availability_dates?.length ? item.availability_dates.map((d) => d.date) : av ? [av] : [], t, fmt);
      return {
        title: av?.activity?.title ?? '',
        href: av?.cuid ? buildHref(links, 'availability', { cuid: av.cuid }) : null,
        image: av?.activity?.images?.[0]?.public_url ?? null,
        who: participant,
        ...dates,
        lines: [...dates.lines, ...(av?.location?.name ? [av.location.name] : [])],
      };
    }
    case 'REGISTRATION_REQUEST': {
      const first = item.availabilities[0];
      const dates = datesOf(item.availabilities, t, fmt);
      return {
        title: first?.activity?.title ?? '',
        href: null,
        image: first?.activity?.images?.[0]?.public_url ?? null,
        who: participant,
        ...dates,
        lines: [...dates.lines, ...(first?.location?.name ? [first.location.name] : [])],
      };
    }
    case 'BUNDLE': {
      const b = item.bundle;
      const lines: string[] = [];
      if (b.capacity) lines.push(t('offers.capacity', { count: b.capacity }));
      else lines.push(t('offers.unlimited'));
      if (b.duration) lines.push(t('offers.duration', { duration: formatDurationSeconds(b.duration, fmt.locale) }));
      if (b.expires_at) lines.push(t('offers.expires_at', { date: formatDate(b.expires_at, fmt) }));
      return { title: b.title, href: null, image: b.images?.[0]?.public_url ?? null, who: b.entity === 'PARTICIPANTS' ? participant : null, ...NO_SPAN, lines };
    }
    case 'VOUCHER': {
      const v = item.voucher;
      return {
        title: v.title,
        href: null,
        image: v.images?.[0]?.public_url ?? null,
        // a gift says whom it is for, as the buyer wrote it
        who: v.recipient_name || null,
        ...NO_SPAN,
        lines: v.duration ? [t('offers.duration', { duration: formatDurationSeconds(v.duration, fmt.locale) })] : [],
      };
    }
    case 'MEMBERSHIP': {
      const m = item.membership;
      const lines: string[] = [];
      if (m.period_type === 'ROLLING' && m.rolling_period_duration && m.rolling_period_type) {
        lines.push(t('offers.rolling_period', { duration: formatPeriod(m.rolling_period_duration, m.rolling_period_type, fmt.locale) }));
      } else if (m.period_type === 'FIXED' && m.fixed_period_start_at && m.fixed_period_end_at) {
        lines.push(t('offers.fixed_period', { start: formatDate(m.fixed_period_start_at, fmt), end: formatDate(m.fixed_period_end_at, fmt) }));
      }
      return { title: m.title, href: null, image: m.images?.[0]?.public_url ?? null, who: m.entity === 'PARTICIPANTS' ? participant : null, ...NO_SPAN, lines };
    }
    case 'BOOKING': {
      const r = item.resource;
      const dates = datesOf(item.booking_dates, t, fmt);
      return {
        title: r.name,
        href: buildHref(links, 'resource', { cuid: r.cuid }),
        image: r.images?.[0]?.public_url ?? null,
        who: item.participants.map((p) => p.fullname).join(', ') || participant,
        ...dates,
        lines: [...dates.lines, ...((r.location?.name ?? r.location?.title) ? [String(r.location?.name ?? r.location?.title)] : [])],
      };
    }
  }
}
