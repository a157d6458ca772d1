import { catalogApi, catalogKeys } from '@oriel/core';
import { RequestSchedule, useApi, useQuery, useShellT } from '@oriel/ui';
import type { RouteLocation } from '../router';
import { DetailFrame } from './detail-frame';

/** /cart/registrations/request/{activity} (000 §2): the activity's weekly schedule to select sessions; reads `tier`. */
export function RequestSchedulePage({ activity, location }: { activity: string; location: RouteLocation }) {
  const t = useShellT();
  const catalog = useApi(catalogApi);
  // the same cache key as RequestSchedule
  const q = useQuery(catalogKeys.activity(activity), () => catalog.getActivity(activity));
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-request-page">
      <h1>{q.data ? `${t('request.schedule_title')} · ${q.data.title}` : t('request.schedule_title')}</h1>
      <RequestSchedule activity={activity} tierParam={location.query.get('tier')} />
    </DetailFrame>
  );
}
