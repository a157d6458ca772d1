import type { Cart } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountList } from '../account-list';
import { AccountScreen } from '../account-screen';
import { cartAmounts } from './lists.logic';
import { ListRow, RowFacts, useAccountCalls, useListFormat } from './list-parts';

/** The order's name: its reference, else the day it was placed. */
export function useCartName(): (cart: Cart) => string {
  const at = useAT();
  const { date } = useListFormat();
  return (cart) =>
    cart.reference ? at('lists.carts.name', { reference: cart.reference }) : at('lists.carts.name_dated', { date: date(cart.processed_at ?? cart.created_at) });
}

/** /account/carts (001 §2): the processed carts, newest first, each with its date, size, total and any transfer due. */
export function CartsScreen() {
  const at = useAT();
  const calls = useAccountCalls();
  const { money, date } = useListFormat();
  const name = useCartName();
  const title = at('lists.carts.title');
  return (
    <AccountScreen title={title}>
      <AccountList<Cart>
        name="carts"
        label={title}
        empty={at('lists.carts.empty')}
        load={(paging, signal) => calls(signal).listAccountCarts(paging)}
        itemKey={(c) => c.cuid}
        item={(cart) => {
          const amounts = cartAmounts(cart);
          return (
            <ListRow
              to={{ view: 'cart', cuid: cart.cuid }}
              title={name(cart)}
              badges={
                <AccountBadges
                  prefix="lists.carts.badges"
                  badges={[amounts.toTransfer > 0 ? { code: 'to_transfer', tone: 'yellow', amount: amounts.toTransfer } : null]}
                />
              }
            >
              <RowFacts
                facts={[
                  cart.processed_at
                    ? at('lists.carts.processed_on', { date: date(cart.processed_at) })
                    : at('lists.carts.created_on', { date: date(cart.created_at) }),
                  at('lists.carts.items', { count: cart.items.length }),
                  at('lists.total_is', { amount: money(amounts.total) }),
                ]}
              />
            </ListRow>
          );
        }}
      />
    </AccountScreen>
  );
}
