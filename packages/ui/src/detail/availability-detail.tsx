import {
  addToCartState,
  formatDateRange,
  formatMoney,
  remainingCapacity,
  formatDateTime,
  type AddToCartState,
  type Availability,
  type Translator,
  catalogApi,
} from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useQuery } from '../context/use-query';
import { useApi } from '../context/use-api';
import { useSignalValue } from '../context/use-signal';
import { errorMessage } from '../context/errors';
import { ErrorState, Skeleton } from '../primitives/states';
import { SafeHtml } from '../content/safe-html';
import { LoginPrompt } from '../auth/login-prompt';
import { AddAvailabilityForm } from './add-availability-form';

export interface AvailabilityDetailProps {
  cuid: string;
  /** embedded: switch to the in-place login form; absent: the prompt links to the login route */
  onLogin?: () => void;
  headingLevel?: 1 | 2 | 3;
}

function stateText(t: Translator, state: AddToCartState, av: Availability, fmt: { locale: string; timeZone: string }): string {
  switch (state) {
    case 'waiting-list':
      return t('availability.waiting_list.title');
    case 'opening-scheduled':
      return t('availability.opening_scheduled', { date: av.registrations_start_at ? formatDateTime(av.registrations_start_at, fmt) : '' });
    case 'closing-scheduled':
      return t('availability.closing_scheduled', { date: av.registrations_end_at ? formatDateTime(av.registrations_end_at, fmt) : '' });
    default:
      return t('availability.closed');
  }
}

/** Availability detail (spec 000 §2): dates, price, deposit when non-zero, image, description, form. */
export function AvailabilityDetail({ cuid, onLogin, headingLevel = 1 }: AvailabilityDetailProps) {
  const runtime = useRuntime();
  const { t, lang, timezone, session } = runtime;
  const api = useApi(catalogApi);
  const now = useSignalValue(runtime.now);
  const sessionState = useSignalValue(session.state);
  const q = useQuery(`availability:${cuid}`, () => api.getAvailability(cuid));

  if (q.status === 'error' && !q.data) return <ErrorState message={errorMessage(t, q.error)} onRetry={q.refetch} />;
  const av = q.data;
  if (!av) {
    return (
      <div className="o-detail" aria-busy="true">
        <span className="sr-only" role="status">{t('common.loading')}</span>
        <Skeleton height="220px" />
        <Skeleton height="1.5rem" width="60%" />
        <Skeleton height="4rem" />
      </div>
    );
  }

  const H = `h${headingLevel}` as 'h1';
  const image = av.activity?.images?.[0]?.public_url;
  const remaining = remainingCapacity(av);
  const state = addToCartState(av, now);
  const fmt = { locale: lang, timeZone: timezone };
  const place = av.location;

  return (
    <div className="o-detail">
      {headingLevel === 1 && <H className="o-detail-title">{av.activity?.title}</H>}
      {image && <img className="o-detail-image" src={image} alt="" width={720} height={405} />}
      <dl className="o-facts">
        <div>
          <dt>{t('availability.dates')}</dt>
          <dd>{formatDateRange(av.start_at, av.end_at, fmt)}</dd>
        </div>
        {place && (
          <div>
            <dt>{t('catalog.location')}</dt>
            <dd>{[place.title ?? place.name, [place.street, place.number].filter(Boolean).join(' '), [place.postcode, place.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>{t('availability.price')}</dt>
          <dd>{av.price > 0 ? formatMoney(av.price, { locale: lang }) : t('catalog.free')}</dd>
        </div>
        {av.deposit > 0 && (
          <div>
            <dt>{t('availability.deposit')}</dt>
            <dd>{formatMoney(av.deposit, { locale: lang })}</dd>
          </div>
        )}
        {remaining !== null && (
          <div>
            <dt>{t('catalog.capacity')}</dt>
            <dd>{t('catalog.remaining', { count: remaining })}</dd>
          </div>
        )}
      </dl>
      <SafeHtml className="o-richtext" html={av.activity?.description} />
      <section className="o-add" aria-label={t('availability.add_to_cart')}>
        {state === 'open' ? (
          sessionState.status === 'authenticated' && sessionState.data ? (
            <AddAvailabilityForm availability={av} participants={sessionState.data.participants ?? []} />
          ) : sessionState.status === 'unknown' || sessionState.status === 'loading' ? (
            <Skeleton height="8rem" />
          ) : (
            <LoginPrompt onLogin={onLogin} />
          )
        ) : (
          <div className="o-add-state" role="status">
            <strong>{stateText(t, state, av, fmt)}</strong>
            {state === 'waiting-list' && <p>{t('availability.waiting_list.subtitle')}</p>}
          </div>
        )}
      </section>
    </div>
  );
}
