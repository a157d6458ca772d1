import { formatMoney, type CartItem } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { Spinner } from '../primitives/states';
import { cartItemView } from './cart-item.logic';
import { Icon } from '../primitives/icons';
import { TRASH_ICON } from './cart-icons';

/** One line of the cart drawer: what it is, for whom, when, its price, and delete (spec 000 §2, §4). */
export function CartItemRow({ item, deleting, onDelete }: { item: CartItem; deleting: boolean; onDelete?: () => void }) {
  const { t, lang, currency, timezone, links, navigate } = useRuntime();
  const view = cartItemView(item, t, links, { locale: lang, timeZone: timezone });

  return (
    <li className="o-cart-item" aria-busy={deleting}>
      {view.image ? <img className="o-cart-thumb" src={view.image} alt="" width={56} height={56} /> : <span className="o-cart-thumb" />}
      <div className="o-cart-item-main">
        <span className="o-cart-type">{t(`cart.item_types.${item.type}`)}</span>
        <strong>
          {view.href ? (
            <a href={view.href} onClick={(e) => (e.preventDefault(), navigate(view.href!))}>
              {view.title}
            </a>
          ) : (
            view.title
          )}
        </strong>
        {view.who && <span>{t('cart.for', { name: view.who })}</span>}
        {view.lines.map((line) => (
          <span key={line} className="o-muted">
            {line}
          </span>
        ))}
      </div>
      <div className="o-cart-item-side">
        <span className="o-price">{formatMoney(item.price, { locale: lang, currency })}</span>
        {onDelete && (
          <button type="button" className="btn btn-ghost btn-icon" disabled={deleting} onClick={onDelete} aria-label={`${t('cart.delete')} · ${view.title}`}>
            {deleting ? <Spinner label={t('cart.deleting')} /> : <Icon d={TRASH_ICON} />}
          </button>
        )}
      </div>
    </li>
  );
}
