import { useMemo, useRef, useState } from 'react';
import {
  addDaysToDay,
  calendarDay,
  clampDay,
  hourRange,
  isCalendarDay,
  isScheduleItemDisabled,
  pickerBounds,
  weekOf,
  type AvailabilityCardItem,
  type ScheduleSettings,
} from '@oriel/core';
import { useRenderMarks } from '../../perf/render-marks';
import { useRuntime } from '../../context/runtime';
import { useAvailabilityHref, useScheduleAfter } from '../../catalog/catalog-page';
import { useSignalValue } from '../../context/use-signal';
import { useUrlParam } from '../../context/url-state';
import { errorMessage } from '../../context/errors';
import { ErrorState } from '../../primitives/states';
import { LazyAvailabilityDialog } from '../lazy-dialogs';
import { cartAddHref, expandItems, groupByDay, scheduleBaseParams, type ScheduleItem } from '../schedule.logic';
import { compactLabel, ScheduleItemView } from '../schedule-item';
import { useMinLoading } from '../use-min-loading';
import { useAfterPaint } from '../../lazy/use-after-paint';
import { useTaskSteps } from '../../lazy/use-task-steps';
import { useNarrow } from '../use-narrow';
import { useWeekData } from './use-week-data';
import { WeekToolbar } from './week-toolbar';
import { WeekStacked } from './week-stacked';
import { WeekCalendar } from './week-calendar';
import { WeekSkeleton } from './week-skeleton';
import { DayTabs } from './day-tabs';
import { SelectionBar } from './selection-bar';

/**
 * The weekly calendar (000 §2 section, §5 schedule settings, §9): 7 Monday-first day columns, stacked or
 * hour-grid layout, one day with tabs under 600 px. The shown date lives in the query string (`date`). The
 * elements are the same at every width and the stylesheet picks the week or the day (`o-wide-only`,
 * `o-narrow-only`, `is-shown`): what a phone's width changes in script is behaviour (a step of a day, the tabs'
 * panel), never the page's shape, so a phone's first render matches the server's week.
 */
export function WeekSchedule({ settings }: { settings: ScheduleSettings }) {
  const runtime = useRuntime();
  const { t, lang, links, timezone } = runtime;
  const now = useSignalValue(runtime.now);
  const today = calendarDay(now, timezone);
  const bounds = useMemo(() => pickerBounds(today), [today]);
  const [param, setParam] = useUrlParam('date');
  const requested = isCalendarDay(param) ? clampDay(param, bounds) : today;
  // the toolbar follows a step at once; the days, their data and the calendar one frame later (a tap's next frame
  // paints its title and busy state, not the weight of a week of sessions)
  const shown = useAfterPaint(requested);
  const narrow = useNarrow();
  const days = useMemo(() => weekOf(shown, timezone), [shown, timezone]);
  const visible = useMemo(() => (narrow ? [shown] : days), [narrow, shown, days]);
  const scopeAfter = useScheduleAfter();
  const availabilityHref = useAvailabilityHref();
  const baseKey = JSON.stringify(scheduleBaseParams(settings, scopeAfter));
  const base = useMemo(() => JSON.parse(baseKey) as ReturnType<typeof scheduleBaseParams>, [baseKey]);
  const { week, next, previous } = useWeekData(base, days, visible, timezone);
  const loading = useMinLoading(!week.data && week.status !== 'error');
  const [open, setOpen] = useState<AvailabilityCardItem | null>(null);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const panelId = useRef(`o-week-${Math.random().toString(36).slice(2, 9)}`).current;
  // without a /cart/add page (embedded, no data-href-cart-add) there is nowhere to take a selection
  const selecting = settings['multiple-selection'] && cartAddHref(links, []) !== null;

  const items = useMemo(() => expandItems(week.data ?? [], days, timezone), [week.data, days, timezone]);
  const byDay = useMemo(() => groupByDay(items, days), [items, days]);
  const mode = settings.mode;
  const calendar = mode === 'calendar';
  const { start_hour: startHour, end_hour: endHour } = settings;
  const range = useMemo(() => (calendar ? hourRange(items, startHour, endHour, timezone) : null), [calendar, items, startHour, endHour, timezone]);
  const go = (day: string) => setParam(clampDay(day, bounds));

  // one renderer per selection state, one bar maker per language: the calendar keeps its placed events and its bars'
  // markup across the view's other renders (a dialog opening, a background refetch)
  const renderItem = useMemo(
    () =>
      function renderItem(item: ScheduleItem) {
        const cuid = item.availability.cuid;
        const isSelected = selected.includes(cuid);
        return (
          <ScheduleItemView
            item={item}
            href={availabilityHref(cuid)}
            onOpen={setOpen}
            selection={
              selecting ? { selected: isSelected, onToggle: () => setSelected((s) => (isSelected ? s.filter((c) => c !== cuid) : [...s, cuid])) } : null
            }
          />
        );
      },
    [availabilityHref, selecting, selected],
  );
  // a selection needs every session's checkbox: no bars then
  const barOf = useMemo(
    () =>
      selecting
        ? undefined
        : (item: ScheduleItem) => ({
            label: compactLabel(item, { t, fmt: { locale: lang, timeZone: timezone } }),
            href: availabilityHref(item.availability.cuid),
            disabled: isScheduleItemDisabled(item),
          }),
    [selecting, availabilityHref, t, lang, timezone],
  );
  // the body depends on the settled day only: a step's first render (the toolbar's) leaves the calendar untouched
  const emptyGroups = settings['show-empty-groups'];
  // the data came during the minimum display: the calendar is built out of sight meanwhile, so its events show as the
  // skeleton goes rather than one render later (scripts/bench.mjs, navigation to visible); a day a task, as a heavy
  // week built whole was one long task (docs/decisions/0014-week-render.md; a phone's column is its one day)
  const builtDays = useTaskSteps(loading && !!week.data && !!range && !narrow, days.length, byDay);
  // the skeleton stays until the last day is built, if the display's minimum ended first: no long task at its end
  const building = !!week.data && !!range && (loading || builtDays < days.length);
  useRenderMarks('week', !building && !loading && !!week.data);
  const calendarDays = useMemo(
    () => (builtDays >= days.length ? byDay : new Map(days.slice(0, builtDays).map((day) => [day, byDay.get(day) ?? []]))),
    [builtDays, days, byDay],
  );
  const body = useMemo(() => {
    const calendarProps = { days, shown, narrow, byDay: calendarDays, renderItem, barOf, onOpen: (item: ScheduleItem) => setOpen(item.availability) };
    const skeleton = <WeekSkeleton key="skeleton" layout={mode} days={visible.length} />;
    if (week.status === 'error' && !week.data) return <ErrorState message={errorMessage(t, week.error)} onRetry={week.refetch} />;
    if (building) return [skeleton, <WeekCalendar key="cal" {...calendarProps} range={range} hidden />];
    if (loading) return skeleton;
    if (range) return [<WeekCalendar key="cal" {...calendarProps} range={range} />];
    return <WeekStacked days={days} shown={shown} byDay={byDay} showEmpty={emptyGroups} renderItem={renderItem} />;
  }, [
    days,
    shown,
    narrow,
    byDay,
    calendarDays,
    renderItem,
    barOf,
    building,
    loading,
    week.data,
    week.status,
    week.error,
    week.refetch,
    range,
    mode,
    visible.length,
    t,
    emptyGroups,
  ]);
  const busy = loading || building || week.fetching || requested !== shown;
  const toolbarDays = useMemo(() => weekOf(requested, timezone), [requested, timezone]);

  return (
    <div className="o-week" aria-busy={busy}>
      <WeekToolbar
        shown={requested}
        today={today}
        weekStart={toolbarDays[0] ?? requested}
        previous={previous}
        next={next}
        bounds={bounds}
        base={base}
        periodDays={narrow ? 1 : 7}
        onGo={go}
        step={(n) => go(addDaysToDay(requested, n))}
      />
      {/* rendered at every width, shown by the stylesheet under 600 px (as the week's other days are hidden there): the
          server, which cannot know the width, renders what a phone shows too, and its page never changes shape */}
      <DayTabs days={days} shown={shown} counts={new Map([...byDay].map(([d, list]) => [d, list.length]))} panelId={panelId} onSelect={go} />
      {/* the day tabs' panel holds the id, whatever it shows: the skeleton, an empty day, the sessions */}
      <div id={panelId} role={narrow ? 'tabpanel' : undefined} aria-labelledby={narrow ? `${panelId}-tab-${shown}` : undefined}>
        {(loading || building) && (
          <span className="sr-only" role="status">
            {t('schedules.loading')}
          </span>
        )}
        {body}
      </div>
      {selecting && <SelectionBar count={selected.length} href={cartAddHref(links, selected) ?? ''} onNavigate={runtime.navigate} />}
      {open && <LazyAvailabilityDialog cuid={open.cuid} title={open.activity?.title ?? ''} onClose={() => setOpen(null)} />}
    </div>
  );
}
