import { useId, useState } from 'react';
import { formatMoney, type CartItem } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { Spinner } from '../primitives/states';
import { cartItemView } from './cart-item.logic';
import { Icon } from '../primitives/icons';
import { TRASH_ICON } from './cart-icons';
import { softDisabled } from '../forms/submit-button';
import { BookingSplitLine } from './booking-split-line';

export interface CartItemRowProps {
  item: CartItem;
  deleting: boolean;
  onDelete?: () => void;
  /** an item whose hold ran out: marked, and held again on request */
  expired?: { holding: boolean; onHold: () => void };
}

/**
 * One line of the cart drawer: what it is, for whom, when, its price, and delete (spec 000 §2, §4). Several days are
 * one line, "4 jours · 14–18 déc.", and a disclosure lists them.
 */
export function CartItemRow({ item, deleting, onDelete, expired }: CartItemRowProps) {
  const { t, lang, currency, timezone, links, navigate } = useRuntime();
  const view = cartItemView(item, t, links, { locale: lang, timeZone: timezone });
  const [showDays, setShowDays] = useState(false);
  const daysId = useId();

  return (
    <li className={expired ? 'o-cart-item is-expired' : 'o-cart-item'} aria-busy={deleting || expired?.holding} data-item-id={item.id}>
      {view.image ? <img className="o-cart-thumb" src={view.image} alt="" width={56} height={56} /> : <span className="o-cart-thumb" />}
      <div className="o-cart-item-main">
        <span className="o-cart-type">
          {t(`cart.item_types.${item.type}`)}
          {expired && <span className="o-cart-expired"> · {t('cart_drawer.expired_item')}</span>}
        </span>
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
        <BookingSplitLine item={item} />
        {view.span && (
          <>
            <span className="o-muted">{view.span}</span>
            <button
              type="button"
              className="o-linklike o-cart-days-toggle"
              aria-expanded={showDays}
              aria-controls={daysId}
              onClick={() => setShowDays(!showDays)}
            >
              {showDays ? t('cart_drawer.hide_days') : t('cart_drawer.show_days', { count: view.days.length })}
            </button>
            <ul id={daysId} className="o-cart-days o-muted" hidden={!showDays}>
              {view.days.map((day) => (
                <li key={day}>{day}</li>
              ))}
            </ul>
          </>
        )}
        {view.lines.map((line) => (
          <span key={line} className="o-muted">
            {line}
          </span>
        ))}
        {expired && (
          <button
            type="button"
            className="btn btn-secondary o-cart-hold-again"
            aria-label={`${t('cart_drawer.hold_again')} · ${view.title}`}
            {...softDisabled(expired.holding, expired.onHold)}
          >
            {expired.holding ? <Spinner label={t('common.loading')} /> : t('cart_drawer.hold_again')}
          </button>
        )}
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
