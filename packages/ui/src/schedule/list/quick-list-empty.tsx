import { addDaysToDay, formatDate, nextAvailableDay, startOfDay, type AvailabilitiesParams } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { Skeleton } from '../../primitives/states';
import { useAvailableDays } from '../week/use-week-data';

/**
 * 000 §8 quick-list empty state: 'Aucun résultat', then the next available date after the searched day (or
 * today) with a button to go there, or the no-match sentence when there is none.
 */
export function QuickListEmpty({ filters, from, onGo }: { filters: AvailabilitiesParams; from: string; onGo: (day: string) => void }) {
  const { t, lang, timezone } = useRuntime();
  const days = useAvailableDays(filters, { after: startOfDay(addDaysToDay(from, 1), timezone) });
  const next = days ? nextAvailableDay(days, from) : null;
  return (
    <div className="state o-quick-empty" role="status">
      <h3>{t('quick_list.empty_title')}</h3>
      {days === null ? (
        <Skeleton height="1.2rem" width="16rem" />
      ) : next ? (
        <>
          <p>
            {t('quick_list.next_availability', {
              date: formatDate(
                Date.parse(startOfDay(next, timezone)) + 43_200_000,
                { locale: lang, timeZone: timezone },
                { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
              ),
            })}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => onGo(next)}>
            {t('quick_list.go_to_next')}
          </button>
        </>
      ) : (
        <p>{t('quick_list.no_match')}</p>
      )}
    </div>
  );
}
