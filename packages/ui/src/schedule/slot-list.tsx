import { buildHref, formatDurationSeconds, formatMoney, formatTime, type Resource } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { bookingQuery, type SlotRow } from './resources-day.logic';
import type { BookingQuery } from '../booking/booking.logic';

export interface SlotListProps {
  rows: readonly SlotRow[];
  resources: ReadonlyMap<number, Resource>;
  labelId: string;
  /** embedded without a booking page: the slot opens the booking in place */
  onChoose: (query: BookingQuery, resource: Resource) => void;
}

/** The matching slots (000 §2): resource, time, duration and price, each leading to /cart/bookings/add. */
export function SlotList({ rows, resources, labelId, onChoose }: SlotListProps) {
  const { t, lang, currency, timezone, links } = useRuntime();
  const fmt = { locale: lang, timeZone: timezone };
  return (
    <ul className="o-slots" aria-labelledby={labelId}>
      {rows.map((row) => {
        const resource = resources.get(row.slot.resource_id);
        if (!resource) return null;
        const query = bookingQuery(row, resource.cuid);
        const time = `${formatTime(row.start_at, fmt)} – ${formatTime(row.end_at, fmt)}`;
        const duration = formatDurationSeconds(row.duration, lang);
        const price = formatMoney(row.amount, { locale: lang, currency });
        const label = t('schedules.resources_day.book', { resource: resource.name, time, duration, price });
        const href = buildHref(links, 'bookingAdd', {}, query);
        return (
          <li key={`${row.slot.id}:${row.duration}`} className="o-slot">
            <span className="o-slot-resource">{resource.name}</span>
            <span className="o-slot-time">{time}</span>
            <span className="o-slot-duration">{duration}</span>
            <span className="o-slot-price">{price}</span>
            {href ? (
              <a className="btn btn-primary o-slot-action" href={href} aria-label={label}>
                {t('schedules.resources_day.choose')}
              </a>
            ) : (
              <button type="button" className="btn btn-primary o-slot-action" aria-label={label} onClick={() => onChoose(query, resource)}>
                {t('schedules.resources_day.choose')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
