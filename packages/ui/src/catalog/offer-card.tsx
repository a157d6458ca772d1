import {
  langOf,
  bundlePricePerRegistration,
  formatDate,
  formatDurationSeconds,
  formatMoney,
  formatPeriod,
  type Bundle,
  type Membership,
  type Voucher,
} from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { SafeHtml } from '../content/safe-html';
import type { OfferKind } from './offer-dialog';
import { cardProperties } from './availability-card.logic';
import { CardShell } from './card-shell';

export type Offer = Bundle | Membership | Voucher;

/** Without properties an offer card shows its image and price. */
export const DEFAULT_OFFER_PROPERTIES: readonly string[] = ['images', 'price'];

export interface OfferCardProps {
  kind: OfferKind;
  offer: Offer;
  href: string | null;
  /** opens the detail in place; absent when there is neither a link nor an in-place detail */
  onOpen?: ((offer: Offer) => void) | undefined;
  /** a sign the visitor may open it: fetches what the open will need */
  onIntent?: (() => void) | undefined;
  properties?: readonly string[];
  eager?: boolean;
}

/** The line under the price: per registration (bundle, 000 §9), period (membership), validity (voucher). */
function useOfferFact(kind: OfferKind, offer: Offer): string | null {
  const { t, lang, currency, timezone } = useRuntime();
  if (kind === 'bundles') {
    const b = offer as Bundle;
    const per = bundlePricePerRegistration(b.price, b.capacity);
    const places = b.capacity ? t('offers.capacity', { count: b.capacity }) : t('offers.unlimited');
    return per === null ? places : `${places} · ${t('offers.per_registration', { price: formatMoney(per, { locale: lang, currency }) })}`;
  }
  if (kind === 'memberships') {
    const m = offer as Membership;
    if (m.period_type === 'ROLLING' && m.rolling_period_duration && m.rolling_period_type) {
      return t('offers.rolling_period', { duration: formatPeriod(m.rolling_period_duration, m.rolling_period_type, lang) });
    }
    if (m.period_type === 'FIXED' && m.fixed_period_start_at && m.fixed_period_end_at) {
      const fmt = { locale: lang, timeZone: timezone };
      return t('offers.fixed_period', { start: formatDate(m.fixed_period_start_at, fmt), end: formatDate(m.fixed_period_end_at, fmt) });
    }
    return null;
  }
  const v = offer as Voucher;
  return v.duration ? t('offers.duration', { duration: formatDurationSeconds(v.duration, lang) }) : null;
}

/** A bundle, membership or voucher card: title, image, price and its kind's fact; opens its detail. */
export function OfferCard({ kind, offer, href, onOpen, onIntent, properties, eager }: OfferCardProps) {
  const { t, lang, currency } = useRuntime();
  const show = cardProperties(properties, DEFAULT_OFFER_PROPERTIES);
  const fact = useOfferFact(kind, offer);
  const image = offer.images[0]?.public_url;
  const titleId = `o-${kind}-${offer.cuid}`;
  return (
    <CardShell
      id={titleId}
      title={offer.title}
      titleLang={langOf(offer, 'title')}
      image={show.has('images') ? (image ?? null) : undefined}
      eager={eager}
      href={href}
      onOpen={onOpen && (() => onOpen(offer))}
      onIntent={onIntent}
    >
      {fact && <p className="o-card-fact">{fact}</p>}
      {show.has('description') && <SafeHtml className="o-card-desc" html={offer.description} lang={langOf(offer, 'description')} />}
      <div className="o-card-foot">
        {show.has('price') && (
          <span className="o-card-price">{offer.price > 0 ? formatMoney(offer.price, { locale: lang, currency }) : t('catalog.free')}</span>
        )}
      </div>
    </CardShell>
  );
}
