import type { CSSProperties } from 'react';
import { formatDate, formatTime, isScheduleItemDisabled, type Availability } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { Badge } from '../primitives/states';
import { itemRemaining, type ScheduleItem } from './schedule.logic';

export interface ScheduleItemProps {
  item: ScheduleItem;
  /** a real link to the availability, else it opens in place */
  href: string | null;
  onOpen: (availability: Availability) => void;
  /** multiple selection: the item is a checkbox */
  selection?: { selected: boolean; onToggle: () => void } | null;
  /** the quick list shows the day too */
  withDay?: boolean;
  style?: CSSProperties;
}

/** One session in a schedule: time, title, location, places left and status; disabled unless OPEN (000 §4). */
export function ScheduleItemView({ item, href, onOpen, selection, withDay = false, style }: ScheduleItemProps) {
  const { t, lang, timezone } = useRuntime();
  const fmt = { locale: lang, timeZone: timezone };
  const disabled = isScheduleItemDisabled(item);
  const remaining = itemRemaining(item);
  const place = item.availability.location?.title ?? item.availability.location?.name ?? null;
  const classes = `o-sched-item${disabled ? ' is-disabled' : ''}${selection?.selected ? ' is-selected' : ''}`;
  const content = (
    <span className="o-sched-item-body">
      <span className="o-sched-time">
        {withDay && `${formatDate(item.start_at, fmt)}, `}
        {formatTime(item.start_at, fmt)} – {formatTime(item.end_at, fmt)}
      </span>
      <span className="o-sched-title">{item.availability.activity?.title ?? ''}</span>
      {place && <span className="o-sched-place">{place}</span>}
      {item.status !== 'OPEN' ? (
        <Badge tone="red">{t(`status.${item.status}`)}</Badge>
      ) : (
        remaining !== null && <span className="o-sched-remaining">{t('catalog.remaining', { count: remaining })}</span>
      )}
    </span>
  );

  if (selection) {
    return (
      <label className={classes} style={style}>
        <input type="checkbox" checked={selection.selected} disabled={disabled} onChange={selection.onToggle} />
        {content}
      </label>
    );
  }
  if (disabled) {
    return (
      <div className={classes} style={style}>
        {content}
      </div>
    );
  }
  if (href) {
    return (
      <a className={classes} style={style} href={href}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={classes} style={style} onClick={() => onOpen(item.availability)}>
      {content}
    </button>
  );
}
