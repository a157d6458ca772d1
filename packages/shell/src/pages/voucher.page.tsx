import { catalogApi, offersKeys } from '@oriel/core';
import { VoucherDetail, useApi, useQuery } from '@oriel/ui';
import { DetailFrame, useCatalogCrumb } from './detail-frame';

/** /vouchers/{cuid} (000 §2): the membership page's layout for a gift voucher. */
export function VoucherPage({ cuid, from = null }: { cuid: string; from?: string | null }) {
  const catalog = useApi(catalogApi);
  const q = useQuery(offersKeys.voucher(cuid), () => catalog.getVoucher(cuid));
  const parent = useCatalogCrumb(from);
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-voucher-page" parent={parent} root="organiser">
      <VoucherDetail cuid={cuid} headingLevel={1} />
    </DetailFrame>
  );
}
