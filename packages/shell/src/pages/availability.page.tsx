import { catalogApi } from '@oriel/core';
import { AvailabilityDetail, useApi, useQuery } from '@oriel/ui';
import { DetailFrame } from './detail-frame';

/**
 * /availabilities/{cuid} (000 §2): breadcrumb from home, then the detail with its add form; visitors get the
 * login prompt linking to /auth/login?redirect=… (the runtime's currentLocation is this route).
 */
export function AvailabilityPage({ cuid }: { cuid: string }) {
  const catalog = useApi(catalogApi);
  // the same cache key as AvailabilityDetail: one request serves both
  const q = useQuery(`availability:${cuid}`, () => catalog.getAvailability(cuid));
  return (
    <DetailFrame query={q} title={q.data?.activity?.title} className="o-availability-page">
      <AvailabilityDetail cuid={cuid} headingLevel={1} />
    </DetailFrame>
  );
}
