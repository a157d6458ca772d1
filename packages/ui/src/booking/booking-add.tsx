import { LeadImage } from '../primitives/image-lead';
import { formatDate, formatDurationSeconds, formatMoney, formatTime, resourcesApi, resourcesKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { EmptyState } from '../primitives/states';
import { LoginPrompt } from '../auth/login-prompt';
import { bookingDates, type BookingQuery } from './booking.logic';
import { BookingForm } from './booking-form';
import { CustomerGate } from '../auth/customer-gate';
import { DetailPending } from '../detail/detail-pending';

/** the loading frame: the image, then the booking form's height */
const FORM = [['8rem']] as const;

export interface BookingAddProps {
  /** read from the page's query (readBookingQuery); null when the link is incomplete */
  query: BookingQuery | null;
  /** embedded: the login prompt opens the in-place login form */
  onLogin?: () => void;
  onAdded?: () => void;
  headingLevel?: 1 | 2 | 3;
}

/**
 * /cart/bookings/add (000 §2): a preview of the chosen slot (resource name and image, date, time range,
 * duration, price) and the booking form; visitors get the login prompt in place of the form.
 */
export function BookingAdd({ query, onLogin, onAdded, headingLevel = 1 }: BookingAddProps) {
  const { t, lang, currency, timezone } = useRuntime();
  const catalog = useApi(resourcesApi);
  const cuid = query?.resource ?? '';
  const q = useQuery(resourcesKeys.resource(cuid), () => catalog.getResource(cuid), { enabled: query !== null });

  if (!query) {
    return (
      <EmptyState title={t('cart.nothing_to_add')}>
        <p>{t('offers.booking.invalid')}</p>
      </EmptyState>
    );
  }
  const resource = q.data;
  if (!resource) return <DetailPending query={q} className="o-detail o-booking" rows={FORM} />;
  const H = `h${headingLevel}` as 'h1';
  const fmt = { locale: lang, timeZone: timezone };
  const { start_at, end_at } = bookingDates(query);
  const image = resource.images[0]?.public_url;
  const place = resource.location?.title ?? resource.location?.name;

  return (
    <div className="o-detail o-booking">
      {headingLevel === 1 && (
        <H className="o-detail-title">
          {t('offers.booking.title')} · {resource.name}
        </H>
      )}
      <section className="o-booking-preview" aria-label={t('offers.booking.summary')}>
        {image && <LeadImage className="o-detail-image" src={image} alt="" width={720} height={405} />}
        <dl className="o-facts">
          <div>
            <dt>{t('offers.booking.resource')}</dt>
            <dd>{resource.name}</dd>
          </div>
          {place && (
            <div>
              <dt>{t('offers.booking.location')}</dt>
              <dd>{place}</dd>
            </div>
          )}
          <div>
            <dt>{t('offers.booking.date')}</dt>
            <dd>{formatDate(start_at, fmt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</dd>
          </div>
          <div>
            <dt>{t('offers.booking.time')}</dt>
            <dd>
              {formatTime(start_at, fmt)} – {formatTime(end_at, fmt)}
            </dd>
          </div>
          <div>
            <dt>{t('offers.booking.duration')}</dt>
            <dd>{formatDurationSeconds(query.duration, lang)}</dd>
          </div>
          <div>
            <dt>{t('offers.booking.price')}</dt>
            <dd>{formatMoney(query.amount, { locale: lang, currency })}</dd>
          </div>
        </dl>
      </section>
      <section className="o-add" aria-label={t('offers.booking.title')}>
        <CustomerGate login={<LoginPrompt onLogin={onLogin} title={t('offers.booking.login_title')} subtitle={t('offers.booking.login_subtitle')} />}>
          {(participants) => <BookingForm query={query} resource={resource} participants={participants} onAdded={onAdded} />}
        </CustomerGate>
      </section>
    </div>
  );
}
