import { catalogApi } from '@oriel/core';
import { VoucherDetail, useApi, useQuery } from '@oriel/ui';
import { DetailFrame } from './detail-frame';

/** /vouchers/{cuid} (000 §2): the membership page's layout for a gift voucher. */
export function VoucherPage({ cuid }: { cuid: string }) {
  const catalog = useApi(catalogApi);
  const q = useQuery(`voucher:${cuid}`, () => catalog.getVoucher(cuid));
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-voucher-page" root="organiser">
      <VoucherDetail cuid={cuid} headingLevel={1} />
    </DetailFrame>
  );
}
