import { lazy, useState } from 'react';
import { buildHref, catalogApi, langOf, startOfToday, type AvailabilityCardItem, catalogKeys, scheduleKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useSignalValue } from '../context/use-signal';
import { errorMessage } from '../context/errors';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { SafeHtml } from '../content/safe-html';
import { AvailabilityCard } from '../catalog/availability-card';
import { DetailDialog } from '../dialogs/detail-dialog';
import { useAgeFormats } from '../catalog/use-age-formats';
import { DetailGallery } from './detail-gallery';
import { DetailPending } from './detail-pending';
import { useDetailStyles } from './detail-styles';

// a session opens in a dialog over the activity; its code loads on the first open
const AvailabilityDetail = lazy(() => import('./availability-detail').then((m) => ({ default: m.AvailabilityDetail })));

const UPCOMING = 12;

/**
 * Activity detail (000 §2 /activities/{cuid}): title, images, description, instructions and its upcoming
 * availabilities (OPEN and FULL, from today) as cards; a REQUEST activity links to its request schedule.
 */
export function ActivityDetail({ cuid, headingLevel = 1 }: { cuid: string; headingLevel?: 1 | 2 | 3 }) {
  const runtime = useRuntime();
  const styled = useDetailStyles();
  const { t, links, timezone } = runtime;
  const catalog = useApi(catalogApi);
  const q = useQuery(catalogKeys.activity(cuid), () => catalog.getActivity(cuid));
  // "after" is the start of today in the organiser's timezone (000 §7): a stable cache key all day
  const params = { activity: cuid, status: ['OPEN', 'FULL'] as const, after: startOfToday(timezone, runtime.now.peek()), limit: UPCOMING };
  // card answers (fields=card): the cards show the default facts, no categories; the dialog reads the whole one
  const upcoming = useQuery(scheduleKeys.availabilityCards(params), () => catalog.listAvailabilityCards({ ...params, status: [...params.status] }));
  const ageFormats = useAgeFormats(true);
  const now = useSignalValue(runtime.now);
  const [open, setOpen] = useState<AvailabilityCardItem | null>(null);

  const activity = q.data;
  if (!activity) return <DetailPending query={q} />;
  const H = `h${headingLevel}` as 'h1';
  const requestHref = activity.registration_flow === 'REQUEST' ? buildHref(links, 'requestActivity', { activity: activity.cuid ?? cuid }) : null;
  const list = upcoming.data?.data;

  return (
    <div ref={styled} className="o-detail o-activity">
      {headingLevel === 1 && (
        <H className="o-detail-title" lang={langOf(activity, 'title')}>
          {activity.title}
        </H>
      )}
      <DetailGallery images={activity.images} />
      <SafeHtml className="o-richtext" html={activity.description} lang={langOf(activity, 'description')} />
      {activity.instructions && (
        <section aria-labelledby={`o-act-${cuid}-instructions`}>
          <h2 id={`o-act-${cuid}-instructions`}>{t('activity_detail.instructions')}</h2>
          <SafeHtml className="o-richtext" html={activity.instructions} lang={langOf(activity, 'instructions')} />
        </section>
      )}
      {requestHref && (
        <a className="btn btn-primary" href={requestHref} onClick={(e) => (e.preventDefault(), runtime.navigate(requestHref))}>
          {t('activity_detail.request')}
        </a>
      )}
      <section aria-labelledby={`o-act-${cuid}-upcoming`} aria-busy={!list && upcoming.status !== 'error'}>
        <h2 id={`o-act-${cuid}-upcoming`}>{t('activity_detail.upcoming')}</h2>
        {upcoming.status === 'error' && !list ? (
          <ErrorState message={errorMessage(t, upcoming.error)} onRetry={upcoming.refetch} />
        ) : !list ? (
          <div className="o-grid">
            <Skeleton height="320px" />
            <Skeleton height="320px" />
          </div>
        ) : list.length === 0 ? (
          <EmptyState title={t('activity_detail.no_upcoming')} />
        ) : (
          <div className="o-grid">
            {list.map((av) => (
              <AvailabilityCard
                key={av.cuid}
                availability={av}
                href={buildHref(links, 'availability', { cuid: av.cuid })}
                onOpen={setOpen}
                ageFormats={ageFormats}
                now={now}
              />
            ))}
          </div>
        )}
      </section>
      {open && <DetailDialog Detail={AvailabilityDetail} cuid={open.cuid} title={open.activity?.title ?? activity.title} onClose={() => setOpen(null)} />}
    </div>
  );
}
