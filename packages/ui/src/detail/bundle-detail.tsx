import { LeadImage } from '../primitives/image-lead';
import { bundlePricePerRegistration, offersApi, formatDate, formatDurationSeconds, formatMoney, langOf, offersKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { SafeHtml } from '../content/safe-html';
import { LoginPrompt } from '../auth/login-prompt';
import { AddBundleForm } from './add-bundle-form';
import { CustomerGate } from '../auth/customer-gate';
import { DetailPending } from './detail-pending';
import { useDetailStyles } from './detail-styles';
import { StickyAddBar } from './sticky-add-bar';

/**
 * Bundle detail (spec 000 §2): price (and per registration when the capacity is set, 000 §9), images,
 * description, capacity, expiry, validity, and the side form; visitors get the login prompt.
 */
export function BundleDetail({ cuid, onLogin, headingLevel = 1 }: { cuid: string; onLogin?: () => void; headingLevel?: 1 | 2 | 3 }) {
  const runtime = useRuntime();
  const styled = useDetailStyles();
  const { t, lang, currency, timezone } = runtime;
  const catalog = useApi(offersApi);
  const q = useQuery(offersKeys.bundle(cuid), () => catalog.getBundle(cuid));

  const b = q.data;
  if (!b) return <DetailPending query={q} />;
  const H = `h${headingLevel}` as 'h1';
  const fmt = { locale: lang, timeZone: timezone };
  const perRegistration = bundlePricePerRegistration(b.price, b.capacity);
  const image = b.images[0]?.public_url;

  return (
    <div ref={styled} className="o-detail">
      {headingLevel === 1 && (
        <H className="o-detail-title" lang={langOf(b, 'title')}>
          {b.title}
        </H>
      )}
      {image && <LeadImage className="o-detail-image" src={image} alt="" width={720} height={405} />}
      <dl className="o-facts">
        <div>
          <dt>{t('availability.price')}</dt>
          <dd>
            {formatMoney(b.price, { locale: lang, currency })}
            {perRegistration !== null && (
              <span className="o-muted"> · {t('offers.per_registration', { price: formatMoney(perRegistration, { locale: lang, currency }) })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('catalog.capacity')}</dt>
          <dd>{b.capacity ? t('offers.capacity', { count: b.capacity }) : t('offers.unlimited')}</dd>
        </div>
        {b.duration ? (
          <div>
            <dt>{t('offers.period')}</dt>
            <dd>{t('offers.duration', { duration: formatDurationSeconds(b.duration, lang) })}</dd>
          </div>
        ) : null}
        {b.expires_at && (
          <div>
            <dt>{t('offers.period')}</dt>
            <dd>{t('offers.expires_at', { date: formatDate(b.expires_at, fmt) })}</dd>
          </div>
        )}
      </dl>
      <SafeHtml className="o-richtext" html={b.description} lang={langOf(b, 'description')} />
      <section className="o-add" aria-label={t('offers.add_to_cart')}>
        <CustomerGate login={<LoginPrompt onLogin={onLogin} level={headingLevel === 1 ? 2 : 3} />}>
          {(participants) => <AddBundleForm bundle={b} participants={participants} />}
        </CustomerGate>
      </section>
      {headingLevel === 1 && <StickyAddBar kind="offers" price={formatMoney(b.price, { locale: lang, currency })} />}
    </div>
  );
}
