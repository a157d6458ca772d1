import * as v from 'valibot';
import { cuidSchema, moneySchema, percentageSchema, nullishString, optionalId } from './common.schema';
import { ownedBundleSchema, ownedMembershipSchema, ownedVoucherSchema } from './account-offers.schema';
import { bookingSchema } from './booking.schema';
import { cartSchema } from './cart.schema';
import { walletSchema } from './common.schema';
import { registrationRequestSchema } from './registration-request.schema';
import { registrationSchema } from './registration.schema';

// Checkout (000 §3, §7, §9).

/** WALLET is chosen in the UI but sent to the server as DELAYED (000 §5). */
export const paymentStrategySchema = v.picklist(['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED', 'WALLET']);
export type PaymentStrategy = v.InferOutput<typeof paymentStrategySchema>;

export const paymentMethodSchema = v.object({
  type: paymentStrategySchema,
  /** Lower first. */
  priority: v.optional(v.number(), 0),
});
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

/* @__NO_SIDE_EFFECTS__ */
function listOfItems<T extends v.GenericSchema>(item: T) {
  return v.optional(v.array(item), () => []);
}

/** What the checkout view needs besides the cart; the lists are what a paid cart produced (success view). */
export const checkoutDataSchema = v.object({
  payment_methods: v.optional(v.array(paymentMethodSchema), () => []),
  wallet: v.optional(walletSchema, () => ({ amount: 0 })),
  service_fees: v.optional(v.object({ amount: v.optional(moneySchema, 0), percentage: v.optional(percentageSchema, 0) }), () => ({ amount: 0, percentage: 0 })),
  coupons_enabled: v.optional(v.boolean(), false),
  /** GET /api/checkout: the open cart these figures are for, null when there is none. */
  cart: v.nullish(cartSchema),
  registrations: listOfItems(registrationSchema),
  bundles: listOfItems(ownedBundleSchema),
  vouchers: listOfItems(ownedVoucherSchema),
  memberships: listOfItems(ownedMembershipSchema),
  registrations_requests: listOfItems(registrationRequestSchema),
  bookings: listOfItems(bookingSchema),
});
export type CheckoutData = v.InferOutput<typeof checkoutDataSchema>;

/** POST /api/carts/checkout: `payment` with a URL sends the browser to the provider. */
export const checkoutAnswerSchema = v.object({
  next_action: nullishString,
  next_action_url: nullishString,
  /** The processed (or paying) cart: its cuid names the success view. */
  cart: v.nullish(
    v.object({
      id: optionalId,
      cuid: cuidSchema,
      reference: nullishString,
      processed_at: nullishString,
      payment_reference: nullishString,
    }),
  ),
});
export type CheckoutAnswer = v.InferOutput<typeof checkoutAnswerSchema>;

// The estimate answer lives apart so the detail forms do not bring the checkout schemas into their chunk.
export { estimateSchema, type Estimate } from './estimate.schema';
