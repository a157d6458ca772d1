import {
  cartSchema,
  checkoutAnswerSchema,
  checkoutDataSchema,
  estimateSchema,
  type ActionAnswer,
  type Cart,
  type CheckoutAnswer,
  type CheckoutData,
  type CheckoutRequest,
  type CouponRequest,
  type Estimate,
  type EstimateRequest,
  type PaymentStrategy,
  type WaitingListRequest,
} from '../schemas/index';
import { sendAction, sendOne, type Http } from './client';

// Cart, checkout, coupons and waiting list (000 §7, docs/api-contract.md "Cart").

/** The checkout body as the form holds it: WALLET is allowed here and sent as DELAYED (000 §5). */
export type CheckoutBody = Omit<CheckoutRequest, 'payment_strategy'> & { payment_strategy: PaymentStrategy };

/**
 * The checkout page's own read, apart from cartApi: the shared runtime builds cartApi, and this schema
 * (payment methods, fees, the paid cart's lists) belongs in the checkout chunk only.
 */
export function checkoutApi(http: Http) {
  return {
    /** GET /api/checkout: payment methods, wallet, service fees and whether coupons apply, for the open cart. */
    getCheckoutData: (): Promise<CheckoutData> => sendOne(http, { method: 'GET', path: 'checkout' }, checkoutDataSchema),
  };
}

import { cartItemsApi } from './cart-items.api';

export function cartApi(http: Http) {
  return {
    ...cartItemsApi(http),
    estimateCartItem: (body: EstimateRequest): Promise<Estimate> => sendOne(http, { method: 'POST', path: 'carts/items/estimate', body }, estimateSchema),
    checkout: (body: CheckoutBody): Promise<CheckoutAnswer> => {
      const payment_strategy = body.payment_strategy === 'WALLET' ? 'DELAYED' : body.payment_strategy;
      return sendOne(http, { method: 'POST', path: 'carts/checkout', body: { ...body, payment_strategy } }, checkoutAnswerSchema);
    },
    attachCoupon: (body: CouponRequest): Promise<Cart> => sendOne(http, { method: 'POST', path: 'carts/coupons', body }, cartSchema),
    detachCoupon: (cartId: number): Promise<Cart> => sendOne(http, { method: 'DELETE', path: 'carts/coupons', query: { cart_id: cartId } }, cartSchema),
    joinWaitingList: (body: WaitingListRequest): Promise<ActionAnswer> => sendAction(http, { method: 'POST', path: 'registrations/waiting-list', body }),
  };
}
