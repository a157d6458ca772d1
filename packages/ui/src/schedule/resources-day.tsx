import { lazy, Suspense, useState } from 'react';
import { formatDurationSeconds, formatTime, resourcesApi, type Resource, resourcesKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useMinLoading } from './use-min-loading';
import { useSignalValue } from '../context/use-signal';
import { useUrlParam } from '../context/url-state';
import { errorMessage } from '../context/errors';
import { ErrorState, Skeleton } from '../primitives/states';
import type { BookingQuery } from '../booking/booking.logic';
import { DateStrip } from './date-strip';
import { SlotList } from './slot-list';
import { clampDay, dayWindow, durationsAt, effectiveStart, matchingSlots, startTimes, stripDays } from './resources-day.logic';

// the booking form, its login form and schemas load when a slot is chosen in place, not with the schedule
const BookingDialog = lazy(() => import('../booking/booking-dialog').then((m) => ({ default: m.BookingDialog })));

export interface ResourcesDayProps {
  /** resource ids to offer; empty: every resource */
  resources?: readonly number[];
}

/**
 * The resources daily schedule (000 §2, §9): a 30-day strip from today (the day kept in the `date` query
 * parameter), start-time buttons, duration buttons when the slots offer several, then the matching slots.
 * Under 600 px the strip scrolls sideways and the slots stack (resources.css).
 */
export function ResourcesDay({ resources: ids = [] }: ResourcesDayProps) {
  const { t, lang, timezone, now } = useRuntime();
  const catalog = useApi(resourcesApi);
  const nowMs = useSignalValue(now);
  const days = stripDays(nowMs, timezone);
  const [dateParam, setDate] = useUrlParam('date');
  const day = clampDay(dateParam, days);
  const [chosenStart, setStart] = useState<string | null>(null);
  const [chosenDuration, setDuration] = useState<number | null>(null);
  const [open, setOpen] = useState<{ query: BookingQuery; resource: Resource } | null>(null);
  const idKey = ids.join(',');
  const resourceList = useQuery(resourcesKeys.list(ids), () => catalog.listResources(ids.length ? { id: [...ids] } : {}));
  const span = dayWindow(day, timezone);
  const slotsQuery = useQuery(resourcesKeys.slots(ids, day), () =>
    catalog.listResourceAvailabilities({ ...span, resources: ids.length ? [...ids] : undefined }),
  );
  const uid = `o-rd-${idKey.replace(/,/g, '-') || 'all'}`;

  function chooseDay(next: string) {
    setStart(null);
    setDuration(null);
    setDate(next === days[0] ? null : next);
  }

  const slots = slotsQuery.data?.data ?? [];
  const starts = startTimes(slots);
  const start = effectiveStart(chosenStart, starts);
  const durations = start ? durationsAt(slots, start) : [];
  const duration = chosenDuration !== null && durations.includes(chosenDuration) ? chosenDuration : null;
  const rows = start ? matchingSlots(slots, start, duration) : [];
  const byId = new Map((resourceList.data?.data ?? []).map((r) => [r.id, r] as const));
  const failed = (slotsQuery.status === 'error' && !slotsQuery.data) || (resourceList.status === 'error' && !resourceList.data);
  // a fast answer still shows the skeleton 350 ms, like every schedule (000 §9)
  const loading = useMinLoading(!slotsQuery.data || !resourceList.data);
  const fmt = { locale: lang, timeZone: timezone };

  return (
    <div className="o-resources-day">
      <h3 id={`${uid}-days`} className="sr-only">
        {t('schedules.resources_day.days')}
      </h3>
      <DateStrip days={days} value={day} onValue={chooseDay} labelId={`${uid}-days`} />
      {failed ? (
        <ErrorState message={errorMessage(t, slotsQuery.error ?? resourceList.error)} onRetry={() => (slotsQuery.refetch(), resourceList.refetch())} />
      ) : loading ? (
        <div className="o-rd-body" aria-busy="true">
          <span className="sr-only" role="status">
            {t('schedules.loading')}
          </span>
          <Skeleton height="2.5rem" />
          <Skeleton height="12rem" />
        </div>
      ) : starts.length === 0 ? (
        <p className="o-rd-body o-add-state" role="status">
          {t('schedules.no_slots')}
        </p>
      ) : (
        <div className="o-rd-body" aria-busy={slotsQuery.fetching}>
          <h3 id={`${uid}-starts`} className="o-rd-label">
            {t('schedules.start_time')}
          </h3>
          <div className="o-toggles" role="group" aria-labelledby={`${uid}-starts`}>
            {starts.map((s) => (
              <button key={s} type="button" className="o-toggle" aria-pressed={s === start} onClick={() => (setStart(s), setDuration(null))}>
                {formatTime(s, fmt)}
              </button>
            ))}
          </div>
          {durations.length > 1 && (
            <>
              <h3 id={`${uid}-durations`} className="o-rd-label">
                {t('schedules.duration')}
              </h3>
              <div className="o-toggles" role="group" aria-labelledby={`${uid}-durations`}>
                {durations.map((d) => (
                  <button key={d} type="button" className="o-toggle" aria-pressed={d === duration} onClick={() => setDuration(d === duration ? null : d)}>
                    {formatDurationSeconds(d, lang)}
                  </button>
                ))}
              </div>
            </>
          )}
          <h3 id={`${uid}-slots`} className="o-rd-label">
            {t('schedules.resources_day.slots')}
          </h3>
          <SlotList rows={rows} resources={byId} labelId={`${uid}-slots`} onChoose={(query, resource) => setOpen({ query, resource })} />
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <BookingDialog query={open.query} title={open.resource.name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
