import { formatDateRange, formatMoney, type CartItem, type CartAvailability } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { BookingSplitLine } from '../cart/booking-split-line';

/** The first availability a registration or request item is about (000 §3: one or several). */
export function itemAvailability(item: CartItem): CartAvailability | undefined {
  if (item.type === 'REGISTRATION') return item.availability ?? item.availabilities[0];
  if (item.type === 'REGISTRATION_REQUEST') return item.availabilities[0];
  return undefined;
}

export function checkoutItemTitle(item: CartItem): string {
  switch (item.type) {
    case 'REGISTRATION':
    case 'REGISTRATION_REQUEST':
      return itemAvailability(item)?.activity?.title ?? '';
    case 'BUNDLE':
      return item.bundle.title;
    case 'VOUCHER':
      return item.voucher.title;
    case 'MEMBERSHIP':
      return item.membership.title;
    case 'BOOKING':
      return item.resource.name;
  }
}

/**
 * A read-only line of the checkout and of a confirmed cart: what, for whom, when, where, and its price.
 * Unlike the drawer's row it has no delete action: the order is being confirmed.
 */
export function CheckoutItemRow({ item }: { item: CartItem }) {
  const { t, lang, currency, timezone } = useRuntime();
  const fmt = { locale: lang, timeZone: timezone };
  const av = itemAvailability(item);
  const ranges =
    item.type === 'REGISTRATION' && item.availability_dates.length
      ? item.availability_dates.map((d) => d.date)
      : item.type === 'BOOKING'
        ? item.booking_dates
        : av
          ? [av]
          : [];
  const people =
    item.type === 'BOOKING'
      ? item.participants.map((p) => p.fullname)
      : item.type === 'VOUCHER'
        ? [item.voucher.recipient_name].filter((name): name is string => !!name)
        : item.participant?.fullname
          ? [item.participant.fullname]
          : [];
  const place = av?.location?.name ?? (item.type === 'BOOKING' ? item.resource.location?.name : undefined);

  return (
    <li className="o-cart-item">
      <div className="o-cart-item-main">
        <span className="o-cart-type">{t(`cart.item_types.${item.type}`)}</span>
        <strong>{checkoutItemTitle(item)}</strong>
        {people.length > 0 && <span>{t('cart.for', { name: people.join(', ') })}</span>}
        <BookingSplitLine item={item} />
        {ranges.map((r) => {
          const text = formatDateRange(r.start_at, r.end_at, fmt);
          return (
            <span key={text} className="o-muted">
              {text}
            </span>
          );
        })}
        {place && <span className="o-muted">{place}</span>}
      </div>
      <div className="o-cart-item-side">
        <span className="o-price">{formatMoney(item.price, { locale: lang, currency })}</span>
      </div>
    </li>
  );
}
