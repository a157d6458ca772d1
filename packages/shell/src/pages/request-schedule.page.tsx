import { catalogApi, catalogKeys } from '@oriel/core';
import { RequestSchedule, useApi, useQuery, useShellT } from '@oriel/ui';
import type { RouteLocation } from '../router';
import { useReportLoading } from '../shell-context';
import { DetailFrame } from './detail-frame';
import { WebsitePageSkeleton } from './website-page-skeleton';

/** /cart/registrations/request/{activity} (000 §2): the activity's weekly schedule to select sessions; reads `tier`. */
export function RequestSchedulePage({ activity, location }: { activity: string; location: RouteLocation }) {
  const t = useShellT();
  const catalog = useApi(catalogApi);
  // the same cache key as RequestSchedule
  const q = useQuery(catalogKeys.activity(activity), () => catalog.getActivity(activity));
  const loading = !q.data && q.status !== 'error';
  useReportLoading(loading);
  // a signed-in page, drawn in the browser: its crumb and title name the activity, so they wait for it with the rest
  // rather than grow over the schedule as it comes (a shift of the whole page on a phone)
  if (loading) return <WebsitePageSkeleton heights={['2rem', '3rem', '18rem']} />;
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-request-page">
      <h1>{q.data ? `${t('request.schedule_title')} · ${q.data.title}` : t('request.schedule_title')}</h1>
      <RequestSchedule activity={activity} tierParam={location.query.get('tier')} />
    </DetailFrame>
  );
}
