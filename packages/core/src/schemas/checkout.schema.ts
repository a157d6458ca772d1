import * as z from 'zod/mini';
import { cuidSchema, moneySchema, percentageSchema, nullishString, optionalId } from './common.schema';
import { ownedBundleSchema, ownedMembershipSchema, ownedVoucherSchema } from './account-offers.schema';
import { bookingSchema } from './booking.schema';
import { cartSchema } from './cart.schema';
import { walletSchema } from './common.schema';
import { registrationRequestSchema } from './registration-request.schema';
import { registrationSchema } from './registration.schema';

// Checkout (000 §3, §7, §9).

/** WALLET is chosen in the UI but sent to the server as DELAYED (000 §5). */
export const paymentStrategySchema = z.enum(['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED', 'WALLET']);
export type PaymentStrategy = z.infer<typeof paymentStrategySchema>;

export const paymentMethodSchema = z.object({
  type: paymentStrategySchema,
  /** Lower first. */
  priority: z._default(z.number(), 0),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/* @__NO_SIDE_EFFECTS__ */
function listOfItems<T extends z.ZodMiniType>(item: T) {
  return z._default(z.array(item), []);
}

/** What the checkout view needs besides the cart; the lists are what a paid cart produced (success view). */
export const checkoutDataSchema = z.object({
  payment_methods: z._default(z.array(paymentMethodSchema), []),
  wallet: z._default(walletSchema, { amount: 0 }),
  service_fees: z._default(z.object({ amount: z._default(moneySchema, 0), percentage: z._default(percentageSchema, 0) }), { amount: 0, percentage: 0 }),
  coupons_enabled: z._default(z.boolean(), false),
  /** GET /api/checkout: the open cart these figures are for, null when there is none. */
  cart: z.nullish(cartSchema),
  registrations: listOfItems(registrationSchema),
  bundles: listOfItems(ownedBundleSchema),
  vouchers: listOfItems(ownedVoucherSchema),
  memberships: listOfItems(ownedMembershipSchema),
  registrations_requests: listOfItems(registrationRequestSchema),
  bookings: listOfItems(bookingSchema),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

/** POST /api/carts/checkout: `payment` with a URL sends the browser to the provider. */
export const checkoutAnswerSchema = z.object({
  next_action: nullishString,
  next_action_url: nullishString,
  /** The processed (or paying) cart: its cuid names the success view. */
  cart: z.nullish(
    z.object({
      id: optionalId,
      cuid: cuidSchema,
      reference: nullishString,
      processed_at: nullishString,
      payment_reference: nullishString,
    }),
  ),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

// The estimate answer lives apart so the detail forms do not bring the checkout schemas into their chunk.
export { estimateSchema, type Estimate } from './estimate.schema';
