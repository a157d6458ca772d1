import { catalogApi, offersKeys } from '@oriel/core';
import { MembershipDetail, useApi, useQuery } from '@oriel/ui';
import { DetailFrame, useCatalogCrumb } from './detail-frame';

/** /memberships/{cuid} (000 §2): breadcrumb from the organiser's name, then the membership with its add form. */
export function MembershipPage({ cuid, from = null }: { cuid: string; from?: string | null }) {
  const catalog = useApi(catalogApi);
  // the same cache key as MembershipDetail: one request serves both
  const q = useQuery(offersKeys.membership(cuid), () => catalog.getMembership(cuid));
  const parent = useCatalogCrumb(from);
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-membership-page" parent={parent} root="organiser">
      <MembershipDetail cuid={cuid} headingLevel={1} />
    </DetailFrame>
  );
}
