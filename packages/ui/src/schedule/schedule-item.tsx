import type { CSSProperties } from 'react';
import { formatDate, isScheduleItemDisabled, type Translator, type AvailabilityCardItem } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { Badge } from '../primitives/states';
import { itemRemaining, sessionTime, type ScheduleItem } from './schedule.logic';
import { offersWaitingList, waitingListHref } from '../detail/waiting-list.logic';
import { preloadAvailabilityDialog } from './lazy-dialogs';

export interface ScheduleItemProps {
  item: ScheduleItem;
  /** a real link to the availability, else it opens in place */
  href: string | null;
  /** the dialog it opens reads the whole availability by cuid */
  onOpen: (availability: AvailabilityCardItem) => void;
  /** multiple selection: the item is a checkbox */
  selection?: { selected: boolean; onToggle: () => void } | null;
  /** the quick list shows the day too */
  withDay?: boolean;
  style?: CSSProperties;
}

/**
 * One session in a schedule: time, title, location, places left and status; disabled unless OPEN (000 §4), except
 * that a full session taking a waiting list leads to it, saying so.
 */
export function ScheduleItemView({ item, href, onOpen, selection, withDay = false, style }: ScheduleItemProps) {
  const { t, lang, timezone, now } = useRuntime();
  const fmt = { locale: lang, timeZone: timezone };
  const disabled = isScheduleItemDisabled(item);
  const remaining = itemRemaining(item);
  const place = item.availability.location?.title ?? item.availability.location?.name ?? null;
  const classes = `o-sched-item${disabled ? ' is-disabled' : ''}${selection?.selected ? ' is-selected' : ''}`;
  // one text node: a week calendar lays out 1,000 of these
  const time = `${withDay ? `${formatDate(item.start_at, fmt)}, ` : ''}${sessionTime(item.start_at, fmt)} – ${sessionTime(item.end_at, fmt)}`;
  const title = item.availability.activity?.title ?? '';
  const left = item.status === 'OPEN' && remaining !== null ? t('catalog.remaining', { count: remaining }) : null;
  const content = (
    <span className="o-sched-item-body">
      <span className="o-sched-time">{time}</span>
      <span className="o-sched-title">{title}</span>
      {place && <span className="o-sched-place">{place}</span>}
      {item.status !== 'OPEN' ? <Badge tone="red">{t(`status.${item.status}`)}</Badge> : left !== null && <span className="o-sched-remaining">{left}</span>}
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
  // the clock read once: a week calendar lays out 1,000 of these, and a subscription each costs as many effects
  if (disabled && !selection && item.status === 'FULL' && offersWaitingList(item.availability, now.peek())) {
    const waiting = (
      <>
        {content}
        <span className="o-sched-wait">{t('availability.waiting_list.offer')}</span>
      </>
    );
    return href ? (
      <a className={`${classes} is-waiting`} style={style} href={waitingListHref(href)}>
        {waiting}
      </a>
    ) : (
      <button
        type="button"
        className={`${classes} is-waiting`}
        style={style}
        onClick={() => onOpen(item.availability)}
        onPointerEnter={preloadAvailabilityDialog}
        onFocus={preloadAvailabilityDialog}
      >
        {waiting}
      </button>
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
    <button
      type="button"
      className={classes}
      style={style}
      onClick={() => onOpen(item.availability)}
      onPointerEnter={preloadAvailabilityDialog}
      onFocus={preloadAvailabilityDialog}
    >
      {content}
    </button>
  );
}

const remainingTexts = new WeakMap<Translator, Map<number, string>>();

/**
 * The facts of a session whose calendar lane is too narrow to show any of its text (week-calendar.tsx), for its
 * title and its accessible name: its time, activity, place, and its places left or, closed, its status.
 */
export function compactLabel(item: ScheduleItem, { t, fmt }: { t: Translator; fmt: { locale: string; timeZone: string } }): string {
  const remaining = itemRemaining(item);
  let texts = remainingTexts.get(t);
  if (!texts) remainingTexts.set(t, (texts = new Map()));
  let left = remaining === null ? null : texts.get(remaining);
  if (remaining !== null && left === undefined) texts.set(remaining, (left = t('catalog.remaining', { count: remaining })));
  const place = item.availability.location?.title ?? item.availability.location?.name;
  const state = item.status === 'OPEN' ? left : t(`status.${item.status}`);
  return [`${sessionTime(item.start_at, fmt)} – ${sessionTime(item.end_at, fmt)}`, item.availability.activity?.title, place, state].filter(Boolean).join(', ');
}
