import { offersApi, offersKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { AddOfferForm } from './add-offer-form';
import { OfferDetailView } from './offer-detail-view';
import { membershipPeriodText } from './offer-period.logic';

/** Membership detail (000 §2): title, period text, price, first image, HTML description and the add form. */
export function MembershipDetail({ cuid, onLogin, headingLevel = 1 }: { cuid: string; onLogin?: () => void; headingLevel?: 1 | 2 | 3 }) {
  const { t, lang, timezone } = useRuntime();
  const catalog = useApi(offersApi);
  const q = useQuery(offersKeys.membership(cuid), () => catalog.getMembership(cuid));
  const m = q.data;
  return (
    <OfferDetailView
      query={q}
      title={m?.title}
      price={m?.price}
      images={m?.images ?? []}
      description={m?.description}
      contentLang={m?.content_lang}
      period={m ? membershipPeriodText(t, m, { locale: lang, timeZone: timezone }) : null}
      headingLevel={headingLevel}
      onLogin={onLogin}
      form={(participants) => m && <AddOfferForm item={{ kind: 'membership', offer: m }} participants={participants} />}
    />
  );
}
