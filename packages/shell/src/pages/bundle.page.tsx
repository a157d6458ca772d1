import { catalogApi, offersKeys } from '@oriel/core';
import { BundleDetail, useApi, useQuery } from '@oriel/ui';
import { DetailFrame, useCatalogCrumb } from './detail-frame';

/** /bundles/{cuid} (000 §2): breadcrumb from home, then the bundle with its add form (login prompt for visitors). */
export function BundlePage({ cuid, from = null }: { cuid: string; from?: string | null }) {
  const catalog = useApi(catalogApi);
  // the same cache key as BundleDetail: one request serves both
  const q = useQuery(offersKeys.bundle(cuid), () => catalog.getBundle(cuid));
  const parent = useCatalogCrumb(from);
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-bundle-page" parent={parent}>
      <BundleDetail cuid={cuid} headingLevel={1} />
    </DetailFrame>
  );
}
