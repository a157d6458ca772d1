import type { Cart } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useSignalValue } from '../../context/use-signal';
import { CheckoutItemRow } from '../../checkout/checkout-item';
import { groupConfirmedItems } from '../../checkout/checkout.logic';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountScreen, useSectionHeading } from '../account-screen';
import { useCartName } from './carts.screen';
import { cartAmounts } from './lists.logic';
import { DetailScreen, Field, useListFormat } from './list-parts';

/** /account/carts/{cuid}: one order, its reference and dates, totals, the bank transfer still due, and its items by kind. */
export function CartScreen({ cuid }: { cuid: string }) {
  return (
    <DetailScreen<Cart> cuid={cuid} kind="cart" list="carts" load={(calls, id) => calls.getAccountCart(id)}>
      {(cart) => <CartDetail cart={cart} />}
    </DetailScreen>
  );
}

function CartDetail({ cart }: { cart: Cart }) {
  const { t, session } = useRuntime();
  const at = useAT();
  const H = useSectionHeading();
  const H2 = H === 'h3' ? 'h4' : 'h5';
  const { money, dateTime } = useListFormat();
  const name = useCartName();
  const amounts = cartAmounts(cart);
  const groups = groupConfirmedItems(cart.items);
  const bankAccount = useSignalValue(session.state).data?.payment_methods.bank_account;
  return (
    <AccountScreen
      title={name(cart)}
      back={{ to: { view: 'carts' }, label: at('lists.carts.back') }}
      aside={
        <AccountBadges
          prefix="lists.carts.badges"
          badges={[amounts.toTransfer > 0 ? { code: 'to_transfer', tone: 'yellow', amount: amounts.toTransfer } : null]}
        />
      }
    >
      <dl className="o-account-data">
        <Field term={at('lists.fields.reference')}>{cart.reference}</Field>
        <Field term={at('lists.carts.fields.created_at')}>{dateTime(cart.created_at)}</Field>
        <Field term={at('lists.carts.fields.processed_at')}>{cart.processed_at && dateTime(cart.processed_at)}</Field>
        {amounts.discount > 0 && (
          <>
            <Field term={at('lists.carts.fields.subtotal')}>{money(amounts.subtotal)}</Field>
            <Field term={at('lists.carts.fields.discount')}>{`− ${money(amounts.discount)}`}</Field>
          </>
        )}
        <Field term={at('lists.fields.total')}>{money(amounts.total)}</Field>
      </dl>
      {cart.payment_reference && (
        <section className="o-account-payment" aria-labelledby="o-cart-transfer">
          <H id="o-cart-transfer">{at('lists.carts.transfer.title')}</H>
          {amounts.toTransfer > 0 && <p>{at('lists.carts.transfer.text')}</p>}
          <dl className="o-account-data">
            <Field term={at('lists.carts.transfer.amount')}>{amounts.toTransfer > 0 && money(amounts.toTransfer)}</Field>
            <Field term={at('lists.carts.transfer.bank_account')}>{amounts.toTransfer > 0 && bankAccount}</Field>
            <Field term={at('lists.carts.transfer.reference')}>
              <span className="o-payment-reference">{cart.payment_reference}</span>
            </Field>
          </dl>
        </section>
      )}
      <section aria-labelledby="o-cart-items">
        <H id="o-cart-items">{at('lists.carts.items_title')}</H>
        {groups.length === 0 ? (
          <p role="status">{at('lists.carts.no_items')}</p>
        ) : (
          groups.map((g) => (
            <div key={g.key} className="o-account-cart-group">
              <H2 id={`o-cart-group-${g.key}`}>{t(`checkout.success.${g.key}`)}</H2>
              <ul className="o-cart-list" aria-labelledby={`o-cart-group-${g.key}`}>
                {g.items.map((item) => (
                  <CheckoutItemRow key={item.id} item={item} />
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </AccountScreen>
  );
}
