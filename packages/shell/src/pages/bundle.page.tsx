import { catalogApi } from '@oriel/core';
import { BundleDetail, useApi, useQuery } from '@oriel/ui';
import { DetailFrame } from './detail-frame';

/** /bundles/{cuid} (000 §2): breadcrumb from home, then the bundle with its add form (login prompt for visitors). */
export function BundlePage({ cuid }: { cuid: string }) {
  const catalog = useApi(catalogApi);
  // the same cache key as BundleDetail: one request serves both
  const q = useQuery(`bundle:${cuid}`, () => catalog.getBundle(cuid));
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-bundle-page">
      <BundleDetail cuid={cuid} headingLevel={1} />
    </DetailFrame>
  );
}
