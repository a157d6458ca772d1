import { useState } from 'react';
import {
  buildHref,
  catalogApi,
  formatDate,
  isCalendarDay,
  PAGING,
  formatTime,
  startOfDay,
  startOfWeekDay,
  tierSelection,
  catalogKeys,
  scheduleKeys,
} from '@oriel/core';
import { shellT, useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useUrlParam } from '../context/url-state';
import { errorMessage } from '../context/errors';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { nextWeek, resolveTier, selectionInstruction, tierLabel, toggleId, weekColumns } from './request.logic';

/**
 * /cart/registrations/request/{activity} (000 §2, §4): a week of the activity's open sessions to select against a
 * tier. The selection survives week changes; "Valider" is enabled only within the tier and turns red with too many.
 */
export function RequestSchedule({ activity, tierParam }: { activity: string; tierParam: string | null }) {
  const runtime = useRuntime();
  const { lang, timezone, links } = runtime;
  const t = shellT(runtime);
  const catalog = useApi(catalogApi);
  const act = useQuery(catalogKeys.activity(activity), () => catalog.getActivity(activity));
  // the week shown is the page's `date` (its Monday), like the other schedules': reload and back/forward keep it
  const [dateParam, setDateParam] = useUrlParam('date');
  const thisMonday = startOfWeekDay(runtime.now.peek(), timezone);
  const monday = isCalendarDay(dateParam) ? startOfWeekDay(startOfDay(dateParam, timezone), timezone) : thisMonday;
  const setMonday = (move: (m: string) => string) => {
    const next = move(monday);
    setDateParam(next === thisMonday ? null : next);
  };
  const [tierId, setTierId] = useState<string | null>(tierParam);
  const [selected, setSelected] = useState<number[]>([]);
  // a week is a bounded range: its card answers come in one request (docs/api-contract.md "Card answers")
  const params = {
    activity,
    status: ['OPEN'] as ['OPEN'],
    after: startOfDay(monday, timezone),
    before: startOfDay(nextWeek(monday, 1), timezone),
    limit: PAGING.rangePageSize,
  };
  const week = useQuery(scheduleKeys.availabilityCards(params), () => catalog.listAvailabilityCards(params));
  const fmt = { locale: lang, timeZone: timezone };

  if (act.status === 'error' && !act.data) return <ErrorState message={errorMessage(t, act.error)} onRetry={act.refetch} />;
  if (!act.data) {
    return (
      <div className="o-request" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton height="2rem" width="50%" />
        <Skeleton height="18rem" />
      </div>
    );
  }
  const tiers = act.data.tiers ?? [];
  const tier = resolveTier(tiers, tierId);
  const status = tier ? tierSelection(selected.length, tier) : null;
  const validate = () => {
    const href = buildHref(links, 'requestAdd', {}, { availabilities: selected.join(','), tier: tier?.id ?? null });
    if (href) runtime.navigate(href);
  };

  return (
    <div className="o-request">
      {tiers.length > 1 && (
        <fieldset className="field o-choices" role="radiogroup">
          <legend>{t('request.tier')}</legend>
          {tiers.map((x) => (
            <label key={x.id ?? tierLabel(t, x)} className="check">
              <input type="radio" name="o-request-tier" checked={x === tier} onChange={() => setTierId(String(x.id))} />
              <span>{tierLabel(t, x)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {tier && <p className="o-request-instruction">{selectionInstruction(t, tier)}</p>}
      <div className="o-request-nav">
        <button type="button" className="btn btn-secondary" onClick={() => setMonday((m) => nextWeek(m, -1))}>
          {t('schedules.previous_period')}
        </button>
        <h2 aria-live="polite">{t('schedules.week_of', { date: formatDate(startOfDay(monday, timezone), fmt) })}</h2>
        <button type="button" className="btn btn-secondary" onClick={() => setMonday((m) => nextWeek(m, 1))}>
          {t('schedules.next_period')}
        </button>
      </div>
      {week.status === 'error' && !week.data ? (
        <ErrorState message={errorMessage(t, week.error)} onRetry={week.refetch} />
      ) : !week.data ? (
        // its own node, not the week's: a node reused as the week changes its box, which a browser counts as a shift
        <Skeleton key="loading" height="18rem" />
      ) : week.data.data.length === 0 ? (
        <EmptyState title={t('schedules.empty')} />
      ) : (
        <div key="week" className="o-request-week">
          {weekColumns(monday, week.data.data, timezone).map((col) => (
            <section
              key={col.day}
              className="o-request-day"
              aria-label={formatDate(startOfDay(col.day, timezone), fmt, { weekday: 'long', day: 'numeric', month: 'long' })}
            >
              <h3>{formatDate(startOfDay(col.day, timezone), fmt, { weekday: 'short', day: 'numeric' })}</h3>
              {col.items.map((av) => {
                const on = selected.includes(av.id);
                const time = `${formatTime(av.start_at, fmt)} – ${formatTime(av.end_at, fmt)}`;
                return (
                  <button
                    key={av.id}
                    type="button"
                    className={on ? 'o-request-slot o-request-slot-on' : 'o-request-slot'}
                    aria-pressed={on}
                    aria-label={`${formatDate(av.start_at, fmt, { weekday: 'long', day: 'numeric', month: 'long' })}, ${time}`}
                    onClick={() => setSelected((s) => toggleId(s, av.id))}
                  >
                    {time}
                  </button>
                );
              })}
            </section>
          ))}
        </div>
      )}
      <div className="o-request-footer" role="status">
        <span>{t('schedules.selection.selected', { count: selected.length })}</span>
        {status?.state === 'too-few' && selected.length > 0 && <span>{t('schedules.selection.too_few')}</span>}
        {status?.state === 'too-many' && <span className="field-error">{t('schedules.selection.too_many')}</span>}
      </div>
      <button
        type="button"
        className={status?.danger ? 'btn btn-danger btn-block' : 'btn btn-primary btn-block'}
        disabled={status ? status.disabled : selected.length === 0}
        onClick={validate}
      >
        {t('schedules.validate')}
      </button>
    </div>
  );
}
