import * as v from 'valibot';
import { cartSchema, type Cart } from '../schemas/cart.schema';
import type { AddCartItemsRequest } from '../schemas/cart-requests.schema';
import { sendOne, type Http } from './client';

// A module of its own: schema modules come whole into a bundle, so the shared runtime imports only this one.

/** The cart calls every widget makes: the shared runtime builds only these (docs/design.md §5 runtime budget). */
export function cartItemsApi(http: Http) {
  return {
    /** The customer's open cart, or null. */
    getCurrentCart: (): Promise<Cart | null> => sendOne(http, { method: 'GET', path: 'carts/current' }, v.nullable(cartSchema)),
    /** Creates the open cart on first add. */
    addCartItems: (body: AddCartItemsRequest): Promise<Cart> => sendOne(http, { method: 'POST', path: 'carts/items', body }, cartSchema),
    /** Releases the item's held places. */
    deleteCartItem: (itemId: number): Promise<Cart> => sendOne(http, { method: 'DELETE', path: 'carts/items', query: { item_id: itemId } }, cartSchema),
    /** Holds expired items again while their places are free; refused whole (409) when one can no longer be had. */
    holdCartItems: (itemIds: number[]): Promise<Cart> => sendOne(http, { method: 'POST', path: 'carts/items/hold', body: { item_ids: itemIds } }, cartSchema),
  };
}
