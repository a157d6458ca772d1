import { useState } from 'react';
import {
  scheduleApi,
  formatDate,
  formatTime,
  isScheduleItemDisabled,
  laterAfter,
  PAGING,
  type AvailabilityCardItem,
  type AvailabilityStatus,
  scheduleKeys,
} from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useAvailabilityHref, useScheduleAfter } from '../catalog/catalog-page';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useMinLoading } from './use-min-loading';
import { useSignalValue } from '../context/use-signal';
import { useUrlParam } from '../context/url-state';
import { errorMessage } from '../context/errors';
import { Badge, ErrorState, Skeleton } from '../primitives/states';
import { LazyAvailabilityDialog } from './lazy-dialogs';
import { activityColumns, shiftWeek, weekOf } from './resources-schedule.logic';
import { softDisabled } from '../forms/submit-button';

export interface ResourcesScheduleProps {
  status?: readonly AvailabilityStatus[];
  catalogs?: readonly number[];
  segments?: readonly number[];
  /** the show-empty-groups setting: every activity of the catalogs gets a column */
  showEmptyGroups?: boolean;
}

/**
 * The resources schedule (000 §2): one column per activity with its sessions of the week, previous/next week
 * and today, the week kept in the `date` query parameter. Items other than OPEN are disabled (000 §4).
 */
export function ResourcesSchedule({ status, catalogs, segments, showEmptyGroups = false }: ResourcesScheduleProps) {
  const { t, lang, timezone, now } = useRuntime();
  const catalog = useApi(scheduleApi);
  const nowMs = useSignalValue(now);
  const [dateParam, setDate] = useUrlParam('date');
  const week = weekOf(dateParam, nowMs, timezone);
  const [open, setOpen] = useState<AvailabilityCardItem | null>(null);
  const scopeAfter = useScheduleAfter();
  const availabilityHref = useAvailabilityHref();
  // a week is a bounded range: its card answers come in one request (docs/api-contract.md "Card answers")
  const params = {
    after: laterAfter(scopeAfter, week.after),
    before: week.before,
    limit: PAGING.rangePageSize,
    sort: 'start_at' as const,
    status: status?.length ? [...status] : undefined,
    catalog: catalogs?.length ? [...catalogs] : undefined,
    segment: segments?.length ? [...segments] : undefined,
  };
  const list = useQuery(scheduleKeys.availabilityCards(params), () => catalog.listAvailabilityCards(params));
  const activityParams = { catalog: params.catalog, limit: PAGING.maxPageSize };
  const activities = useQuery(scheduleKeys.activityCards(activityParams), () => catalog.listActivityCards(activityParams), {
    enabled: showEmptyGroups,
  });
  const fmt = { locale: lang, timeZone: timezone };
  const thisWeek = weekOf(null, nowMs, timezone).monday;
  const go = (monday: string) => setDate(monday === thisWeek ? null : monday);
  const headingId = `o-rs-${week.monday}`;

  // a fast answer still shows the skeleton 350 ms, like every schedule (000 §9)
  const waiting = useMinLoading(!list.data || (showEmptyGroups && !activities.data && activities.status !== 'error'));
  const columns = list.data ? activityColumns(list.data.data, lang, showEmptyGroups ? (activities.data?.data ?? []) : []) : [];

  return (
    <div className="o-resources-schedule">
      <div className="o-schedule-nav">
        <button type="button" className="btn btn-secondary btn-icon" aria-label={t('schedules.previous_period')} onClick={() => go(shiftWeek(week, -1))}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="btn btn-secondary" {...softDisabled(week.monday === thisWeek, () => go(thisWeek))}>
          {t('schedules.today')}
        </button>
        <button type="button" className="btn btn-secondary btn-icon" aria-label={t('schedules.next_period')} onClick={() => go(shiftWeek(week, 1))}>
          <span aria-hidden="true">›</span>
        </button>
        <h3 id={headingId} className="o-schedule-title" aria-live="polite">
          {t('schedules.week_of', { date: formatDate(week.after, fmt, { day: 'numeric', month: 'long', year: 'numeric' }) })}
        </h3>
      </div>
      {list.status === 'error' && !list.data ? (
        <ErrorState message={errorMessage(t, list.error)} onRetry={list.refetch} />
      ) : waiting ? (
        <div className="o-rs-columns" aria-busy="true">
          <span className="sr-only" role="status">
            {t('schedules.loading')}
          </span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="o-rs-column">
              <Skeleton height="16rem" />
            </div>
          ))}
        </div>
      ) : columns.length === 0 ? (
        <p className="o-add-state" role="status">
          {t('schedules.empty')}
        </p>
      ) : (
        <div className="o-rs-columns" role="list" aria-label={t('schedules.resources_columns.label')} aria-busy={list.fetching}>
          {columns.map((col) => (
            <div key={col.key} className="o-rs-column" role="listitem">
              <h4 className="o-rs-column-title">{col.title}</h4>
              {col.items.length === 0 ? (
                <p className="o-muted">{t('schedules.resources_columns.column_empty')}</p>
              ) : (
                <ul className="o-rs-items">
                  {col.items.map((av) => (
                    <li key={av.cuid}>
                      <ScheduleItem av={av} href={availabilityHref(av.cuid)} onOpen={setOpen} fmt={fmt} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
      {open && <LazyAvailabilityDialog cuid={open.cuid} title={open.activity?.title ?? ''} onClose={() => setOpen(null)} />}
    </div>
  );
}

function ScheduleItem({
  av,
  href,
  onOpen,
  fmt,
}: {
  av: AvailabilityCardItem;
  href: string | null;
  onOpen: (av: AvailabilityCardItem) => void;
  fmt: { locale: string; timeZone: string };
}) {
  const { t } = useRuntime();
  const disabled = isScheduleItemDisabled(av);
  const place = av.location?.title ?? av.location?.name;
  const body = (
    <>
      <span className="o-rs-when">
        {formatDate(av.start_at, fmt, { weekday: 'short', day: 'numeric', month: 'short' })}, {formatTime(av.start_at, fmt)} – {formatTime(av.end_at, fmt)}
      </span>
      {place && <span className="o-rs-place">{place}</span>}
      {av.status !== 'OPEN' && <Badge tone="red">{t(`status.${av.status}`)}</Badge>}
    </>
  );
  // a disabled item stays readable (its status badge says why) but is no link or button
  if (disabled) return <div className="o-rs-item o-rs-item-disabled">{body}</div>;
  if (href)
    return (
      <a className="o-rs-item" href={href}>
        {body}
      </a>
    );
  return (
    <button type="button" className="o-rs-item" onClick={() => onOpen(av)}>
      {body}
    </button>
  );
}
