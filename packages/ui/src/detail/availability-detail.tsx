import {
  catalogApi,
  displayAgeRange,
  langOf,
  formatDateRange,
  formatMoney,
  remainingCapacity,
  translateAgeRange,
  DAYS_PER_YEAR,
  catalogKeys,
} from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useQuery } from '../context/use-query';
import { useApi } from '../context/use-api';
import { useSignalValue } from '../context/use-signal';
import { SafeHtml } from '../content/safe-html';
import { useAgeFormats } from '../catalog/use-age-formats';
import { DetailGallery } from './detail-gallery';
import { AddToCartSection } from './add-to-cart-section';
import { DetailPending } from './detail-pending';
import { useDetailStyles } from './detail-styles';
import { StickyAddBar } from './sticky-add-bar';
import { sideState } from './waiting-list.logic';

/** the loading frame: the image, the dates line, then the text */
const TITLE_AND_TEXT = [['1.5rem', '60%'], ['4rem']] as const;

export interface AvailabilityDetailProps {
  cuid: string;
  /** embedded: switch to the in-place login form; absent: the prompt links to the login route */
  onLogin?: () => void;
  headingLevel?: 1 | 2 | 3;
}

/**
 * Availability detail (spec 000 §2): images, dates, place, price, deposit when non-zero, age in the organiser's
 * age formats, remaining capacity (OPEN with a capacity only, 000 §4), description, and the add-to-cart section.
 */
export function AvailabilityDetail({ cuid, onLogin, headingLevel = 1 }: AvailabilityDetailProps) {
  const runtime = useRuntime();
  const styled = useDetailStyles();
  const { t, lang, currency, timezone } = runtime;
  const api = useApi(catalogApi);
  const now = useSignalValue(runtime.now);
  const q = useQuery(catalogKeys.availability(cuid), () => api.getAvailability(cuid));
  const av = q.data;
  const ageFormats = useAgeFormats(av?.age_minimum != null || av?.age_maximum != null);

  if (!av) return <DetailPending query={q} rows={TITLE_AND_TEXT} />;

  const H = `h${headingLevel}` as 'h1';
  const remaining = remainingCapacity(av);
  const fmt = { locale: lang, timeZone: timezone };
  const place = av.location;
  // age_minimum/age_maximum are years (contract); the formats work in days
  const toDays = (years: number | null | undefined) => (years == null ? null : years * DAYS_PER_YEAR);
  const age = translateAgeRange(t, displayAgeRange(toDays(av.age_minimum), toDays(av.age_maximum), ageFormats.length ? ageFormats : undefined));
  const price = av.price > 0 ? formatMoney(av.price, { locale: lang, currency }) : t('catalog.free');
  const state = sideState(av, now);

  return (
    <div ref={styled} className="o-detail">
      {headingLevel === 1 && (
        <H className="o-detail-title" lang={langOf(av.activity, 'title')}>
          {av.activity?.title}
        </H>
      )}
      <DetailGallery images={av.activity?.images ?? []} />
      <dl className="o-facts">
        <div>
          <dt>{t('availability.dates')}</dt>
          <dd>{formatDateRange(av.start_at, av.end_at, fmt)}</dd>
        </div>
        {place && (
          <div>
            <dt>{t('catalog.location')}</dt>
            <dd>
              {[place.title ?? place.name, [place.street, place.number].filter(Boolean).join(' '), [place.postcode, place.city].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('availability.price')}</dt>
          <dd>{price}</dd>
        </div>
        {av.deposit > 0 && (
          <div>
            <dt>{t('availability.deposit')}</dt>
            <dd>{formatMoney(av.deposit, { locale: lang, currency })}</dd>
          </div>
        )}
        {age && (
          <div>
            <dt>{t('catalog.age')}</dt>
            <dd>{age}</dd>
          </div>
        )}
        {remaining !== null && (
          <div>
            <dt>{t('catalog.capacity')}</dt>
            <dd>{t('catalog.remaining', { count: remaining })}</dd>
          </div>
        )}
      </dl>
      <SafeHtml className="o-richtext" html={av.activity?.description} lang={langOf(av.activity, 'description')} />
      <AddToCartSection availability={av} state={state} onLogin={onLogin} level={headingLevel === 1 ? 2 : 3} />
      {headingLevel === 1 && state === 'open' && <StickyAddBar kind="availability" price={price} />}
    </div>
  );
}
