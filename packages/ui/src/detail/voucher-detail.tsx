import { offersApi, offersKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { AddOfferForm } from './add-offer-form';
import { OfferDetailView } from './offer-detail-view';
import { voucherValidityText } from './offer-period.logic';

/** Gift voucher detail (000 §2): the membership layout with price, validity and the add form with quantity. */
export function VoucherDetail({ cuid, onLogin, headingLevel = 1 }: { cuid: string; onLogin?: () => void; headingLevel?: 1 | 2 | 3 }) {
  const { t, lang } = useRuntime();
  const catalog = useApi(offersApi);
  const q = useQuery(offersKeys.voucher(cuid), () => catalog.getVoucher(cuid));
  const v = q.data;
  return (
    <OfferDetailView
      query={q}
      title={v?.title}
      price={v?.price}
      images={v?.images ?? []}
      description={v?.description}
      contentLang={v?.content_lang}
      period={v ? voucherValidityText(t, v, lang) : null}
      headingLevel={headingLevel}
      onLogin={onLogin}
      form={(participants) => v && <AddOfferForm item={{ kind: 'voucher', offer: v }} participants={participants} />}
    />
  );
}
