import { buildHref, formatDateRange, formatMoney, type CartItem } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { Spinner } from '../primitives/states';

function itemTitle(item: CartItem): string {
  switch (item.type) {
    case 'REGISTRATION':
      return (item.availability ?? item.availabilities?.[0])?.activity?.title ?? '';
    case 'BUNDLE':
      return item.bundle?.title ?? '';
    case 'VOUCHER':
      return item.voucher?.title ?? '';
    case 'MEMBERSHIP':
      return item.membership?.title ?? '';
    case 'REGISTRATION_REQUEST':
      return item.availabilities?.[0]?.activity?.title ?? '';
    case 'BOOKING':
      return item.resource?.name ?? '';
  }
}

/** One line of the cart drawer: what it is, for whom, when, its price, and delete (spec 000 §2, §4). */
export function CartItemRow({ item, deleting, onDelete }: { item: CartItem; deleting: boolean; onDelete: () => void }) {
  const runtime = useRuntime();
  const { t, lang, timezone, links } = runtime;
  const fmt = { locale: lang, timeZone: timezone };
  const title = itemTitle(item);
  const av = item.type === 'REGISTRATION' ? (item.availability ?? item.availabilities?.[0]) : undefined;
  const href =
    av?.cuid ? buildHref(links, 'availability', { cuid: av.cuid }) : item.type === 'BOOKING' && item.resource?.cuid ? buildHref(links, 'resource', { cuid: item.resource.cuid }) : null;
  const dates =
    item.type === 'REGISTRATION' && item.availability_dates?.length
      ? item.availability_dates.map((d) => formatDateRange(d.date.start_at, d.date.end_at, fmt))
      : av
        ? [formatDateRange(av.start_at, av.end_at, fmt)]
        : [];

  return (
    <li className="o-cart-item" aria-busy={deleting}>
      <div className="o-cart-item-main">
        <span className="o-cart-type">{t(`cart.item_types.${item.type}`)}</span>
        <strong>{href ? <a href={href}>{title}</a> : title}</strong>
        {item.participant?.fullname && <span>{t('cart.for', { name: item.participant.fullname })}</span>}
        {dates.map((d) => (
          <span key={d} className="o-muted">
            {d}
          </span>
        ))}
        {av?.location?.name && <span className="o-muted">{av.location.name}</span>}
      </div>
      <div className="o-cart-item-side">
        <span className="o-price">{formatMoney(item.price, { locale: lang })}</span>
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          disabled={deleting}
          onClick={onDelete}
          aria-label={`${t('cart.delete')} · ${title}`}
        >
          {deleting ? <Spinner label={t('cart.deleting')} /> : <span aria-hidden="true">🗑</span>}
        </button>
      </div>
    </li>
  );
}
