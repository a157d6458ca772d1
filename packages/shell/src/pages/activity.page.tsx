import { catalogApi } from '@oriel/core';
import { ActivityDetail, useApi, useQuery } from '@oriel/ui';
import { DetailFrame } from './detail-frame';

/** /activities/{cuid} (000 §2): breadcrumb from home, then the activity and its upcoming sessions. */
export function ActivityPage({ cuid }: { cuid: string }) {
  const catalog = useApi(catalogApi);
  const q = useQuery(`activity:${cuid}`, () => catalog.getActivity(cuid));
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-activity-page">
      <ActivityDetail cuid={cuid} headingLevel={1} />
    </DetailFrame>
  );
}
