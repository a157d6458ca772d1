import { formatMoney, type CartItem } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { bookingShares } from '../booking/booking.logic';

/**
 * A split booking's line in the cart and at checkout: what each participant pays (000 §5 payment_split), so the
 * partner's share is seen before paying. Nothing for other items, or a booking one participant pays.
 */
export function BookingSplitLine({ item }: { item: CartItem }) {
  const { t, lang, currency } = useRuntime();
  if (item.type !== 'BOOKING' || !item.payment_split || item.participants.length < 2) return null;
  const shares = bookingShares(item.price, item.participants, true);
  const text = shares.map((s) => t('cart.share', { name: s.fullname, amount: formatMoney(s.amount, { locale: lang, currency }) })).join(', ');
  return <span className="o-cart-split">{t('cart.split', { shares: text })}</span>;
}
