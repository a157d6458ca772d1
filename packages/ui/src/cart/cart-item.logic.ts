import {
  buildHref,
  formatDate,
  formatDateRange,
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
  /** who it is for: a participant, or the booking's participants */
  who: string | null;
  /** dates, place, validity or period, already formatted */
  lines: string[];
}

interface Fmt {
  locale: string;
  timeZone: string;
}

/** What the cart drawer shows of each of the six item kinds (spec 000 §3 cart item fields). */
export function cartItemView(item: CartItem, t: Translator, links: LinkMode, fmt: Fmt): CartItemView {
  const participant = item.participant?.fullname ?? null;
  switch (item.type) {
    case 'REGISTRATION': {
      const av = item.availability ?? item.availabilities?.[0];
      const dates = item.availability_dates?.length
        ? sortDatesByStart(item.availability_dates.map((d) => d.date)).map((d) => formatDateRange(d.start_at, d.end_at, fmt))
        : av
          ? [formatDateRange(av.start_at, av.end_at, fmt)]
          : [];
      return {
        title: av?.activity?.title ?? '',
        href: av?.cuid ? buildHref(links, 'availability', { cuid: av.cuid }) : null,
        image: av?.activity?.images?.[0]?.public_url ?? null,
        who: participant,
        lines: [...dates, ...(av?.location?.name ? [av.location.name] : [])],
      };
    }
    case 'REGISTRATION_REQUEST': {
      const first = item.availabilities[0];
      return {
        title: first?.activity?.title ?? '',
        href: null,
        image: first?.activity?.images?.[0]?.public_url ?? null,
        who: participant,
        lines: [
          ...sortDatesByStart(item.availabilities).map((a) => formatDateRange(a.start_at, a.end_at, fmt)),
          ...(first?.location?.name ? [first.location.name] : []),
        ],
      };
    }
    case 'BUNDLE': {
      const b = item.bundle;
      const lines: string[] = [];
      if (b.capacity) lines.push(t('offers.capacity', { count: b.capacity }));
      else lines.push(t('offers.unlimited'));
      if (b.duration) lines.push(t('offers.duration', { duration: formatDurationSeconds(b.duration, fmt.locale) }));
      if (b.expires_at) lines.push(t('offers.expires_at', { date: formatDate(b.expires_at, fmt) }));
      return { title: b.title, href: null, image: b.images?.[0]?.public_url ?? null, who: b.entity === 'PARTICIPANTS' ? participant : null, lines };
    }
    case 'VOUCHER': {
      const v = item.voucher;
      return {
        title: v.title,
        href: null,
        image: v.images?.[0]?.public_url ?? null,
        who: null,
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
      return { title: m.title, href: null, image: m.images?.[0]?.public_url ?? null, who: m.entity === 'PARTICIPANTS' ? participant : null, lines };
    }
    case 'BOOKING': {
      const r = item.resource;
      return {
        title: r.name,
        href: buildHref(links, 'resource', { cuid: r.cuid }),
        image: r.images?.[0]?.public_url ?? null,
        who: item.participants.map((p) => p.fullname).join(', ') || participant,
        lines: [
          ...sortDatesByStart(item.booking_dates).map((d) => formatDateRange(d.start_at, d.end_at, fmt)),
          ...((r.location?.name ?? r.location?.title) ? [String(r.location?.name ?? r.location?.title)] : []),
        ],
      };
    }
  }
}
