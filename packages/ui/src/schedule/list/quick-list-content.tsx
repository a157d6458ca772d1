import { useEffect, useMemo, useState } from 'react';
import {
  addDaysToDay,
  calendarDay,
  filtersApi,
  scheduleApi,
  isCalendarDay,
  normalizePaging,
  pageToLimitOffset,
  pickerBounds,
  startOfDay,
  startOfToday,
  DEBOUNCE_MS,
  PAGING,
  type AvailabilityCardItem,
  type ScheduleSettings,
  filtersKeys,
  scheduleKeys,
} from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useAvailabilityHref, useScheduleAfter } from '../../catalog/catalog-page';
import { useSignalValue } from '../../context/use-signal';
import { useApi } from '../../context/use-api';
import { useQuery } from '../../context/use-query';
import { errorMessage } from '../../context/errors';
import { ErrorState, Skeleton } from '../../primitives/states';
import { Pagination } from '../../paging/pagination';
import { LazyAvailabilityDialog } from '../lazy-dialogs';
import { MonthCalendar } from '../month-calendar';
import { ScheduleItemView } from '../schedule-item';
import { availabilityItem, scheduleBaseParams } from '../schedule.logic';
import { useMinLoading } from '../use-min-loading';
import { useAvailableDays } from '../week/use-week-data';
import { useUrlQuery } from '../../context/url-state';
import { QuickListEmpty } from './quick-list-empty';

const PARAMS = ['search', 'date', 'location', 'page_number'] as const;

/** The quick list itself: search (debounced), date and location filters, a month calendar, paged results. */
export function QuickListContent({ settings }: { settings: ScheduleSettings }) {
  const runtime = useRuntime();
  const { t, timezone } = runtime;
  const choices = useApi(filtersApi);
  const now = useSignalValue(runtime.now);
  const today = calendarDay(now, timezone);
  const [search, setQuery] = useUrlQuery();
  const query = Object.fromEntries(PARAMS.map((n) => [n, search.get(n)])) as Record<(typeof PARAMS)[number], string | null>;
  const [text, setText] = useState(query.search ?? '');
  const [month, setMonth] = useState<{ first: string; last: string } | null>(null);
  const [open, setOpen] = useState<AvailabilityCardItem | null>(null);
  const date = isCalendarDay(query.date) ? query.date : null;
  const paging = normalizePaging({ page_number: query.page_number, page_size: PAGING.pageSize });
  const scopeAfter = useScheduleAfter();
  const availabilityHref = useAvailabilityHref();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- settings are compared by value (a new object on each attribute read)
  const base = useMemo(() => scheduleBaseParams(settings, scopeAfter), [JSON.stringify(settings), scopeAfter]);
  const filters = { ...base, search: query.search ?? undefined, location: query.location ?? undefined };
  const after = startOfToday(timezone, now);
  const params = { ...filters, date: date ?? undefined, after, ...pageToLimitOffset(paging) };
  // card answers (fields=card); an item opens the whole availability by cuid
  const list = useQuery(scheduleKeys.quickList(params), (signal) => scheduleApi(runtime.http.withSignal(signal)).listAvailabilityCards(params));
  const locations = useQuery(filtersKeys.locations(), () => choices.listLocations());
  const loading = useMinLoading(!list.data && list.status !== 'error');
  const showCalendar = settings['availabilities-filters-calendar'];
  const bounds = useMemo(() => pickerBounds(today), [today]);
  const grid = month ?? null;
  const marked = useAvailableDays(
    filters,
    grid ? { after: startOfDay(grid.first, timezone), before: startOfDay(addDaysToDay(grid.last, 1), timezone) } : {},
    showCalendar && grid !== null,
  );

  // 350 ms after the last keystroke (000 §9), back to page 1
  useEffect(() => {
    if (text.trim() === (query.search ?? '')) return;
    const timer = setTimeout(() => setQuery({ search: text.trim() || null, page_number: null }), DEBOUNCE_MS.search);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the debounce restarts on typing only, not when the URL answers it
  }, [text]);
  useEffect(() => setText(query.search ?? ''), [query.search]);
  const filter = (next: Partial<Record<(typeof PARAMS)[number], string | null>>) => setQuery({ ...next, page_number: null });

  return (
    <div className="o-quick">
      <form className="o-quick-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="o-quick-search">{t('quick_list.search')}</label>
          <input
            id="o-quick-search"
            type="search"
            value={text}
            placeholder={t('catalog.filters.search_placeholder')}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
          />
        </div>
        <div className="field">
          <label htmlFor="o-quick-date">{t('catalog.filters.date')}</label>
          <input id="o-quick-date" type="date" value={date ?? ''} min={today} onInput={(e) => filter({ date: (e.target as HTMLInputElement).value || null })} />
        </div>
        <div className="field">
          <label htmlFor="o-quick-location">{t('catalog.filters.location')}</label>
          <select id="o-quick-location" value={query.location ?? ''} onChange={(e) => filter({ location: (e.target as HTMLSelectElement).value || null })}>
            <option value="">{t('catalog.filters.all')}</option>
            {(locations.data?.data ?? []).map((l) => (
              <option key={l.cuid} value={l.cuid}>
                {l.title ?? l.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className={showCalendar ? 'o-quick-layout has-calendar' : 'o-quick-layout'}>
        {showCalendar && (
          <div>
            <MonthCalendar
              value={date}
              initial={date ?? today}
              today={today}
              bounds={bounds}
              marked={new Set(marked ?? [])}
              onMonth={(first, last) => setMonth({ first, last })}
              onSelect={(day) => filter({ date: day === date ? null : day })}
            />
            {date && (
              <button type="button" className="btn btn-ghost" onClick={() => filter({ date: null })}>
                {t('quick_list.clear_date')}
              </button>
            )}
          </div>
        )}
        <section className="o-quick-results" aria-label={t('quick_list.results')} aria-busy={loading || list.fetching}>
          {list.status === 'error' && !list.data ? (
            <ErrorState message={errorMessage(t, list.error)} onRetry={list.refetch} />
          ) : loading || !list.data ? (
            <>
              <span className="sr-only" role="status">
                {t('catalog.loading')}
              </span>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} height="4.5rem" />
              ))}
            </>
          ) : list.data.count === 0 ? (
            <QuickListEmpty filters={filters} from={date ?? addDaysToDay(today, -1)} onGo={(day) => filter({ date: day })} />
          ) : (
            <>
              <ul className="o-sched-list">
                {list.data.data.map((av) => (
                  <li key={av.cuid}>
                    <ScheduleItemView item={availabilityItem(av, timezone)} withDay href={availabilityHref(av.cuid)} onOpen={setOpen} />
                  </li>
                ))}
              </ul>
              <Pagination
                label={t('paging.label')}
                page={paging.page_number}
                pageSize={paging.page_size}
                total={list.data.count}
                onPage={(p) => setQuery({ page_number: p === 1 ? null : String(p) })}
              />
            </>
          )}
        </section>
      </div>
      {open && <LazyAvailabilityDialog cuid={open.cuid} title={open.activity?.title ?? ''} onClose={() => setOpen(null)} />}
    </div>
  );
}
