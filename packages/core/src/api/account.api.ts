import * as z from 'zod/mini';
import {
  attendanceChargeSchema,
  bookingSchema,
  cartSchema,
  ownedBundleSchema,
  ownedMembershipSchema,
  ownedVoucherSchema,
  registrationRequestSchema,
  registrationSchema,
  reviewSchema,
  type ActionAnswer,
  type CancelRegistrationRequest,
  type CancelRegistrationRequestRequest,
  type EditRegistrationRequest,
  type ListOf,
  type OwnedVoucher,
  type Review,
  type ReviewCreateRequest,
  type ReviewEditRequest,
  type TransactionCheckoutRequest,
  type VoucherRedeemRequest,
  type WalletPaymentRequest,
} from '../schemas/index';
import { getList, sendAction, sendOne, segment, type Http } from './client';
import type { PagingParams } from './params';

// The customer account area (001 §7): lists and details per area (our contract: /api/account/<area>[/{cuid}]),
// registration actions, voucher redemption, payments and document downloads.

function area<S extends z.ZodMiniType>(http: Http, name: string, item: S) {
  return {
    list: (params?: PagingParams): Promise<ListOf<z.infer<S>>> => getList(http, `account/${name}`, item, params),
    get: (cuid: string): Promise<z.infer<S>> => sendOne(http, { method: 'GET', path: `account/${name}/${segment(cuid)}` }, item),
  };
}

export interface DocumentDownloadParams {
  registration_id: number;
  document_id: number;
  /** Custom-field answers keyed by field id; sent as `custom_element_{id}` (lists as comma lists). */
  answers?: Record<number, string | readonly string[] | null | undefined>;
}

export function accountApi(http: Http) {
  const carts = area(http, 'carts', cartSchema);
  const registrations = area(http, 'registrations', registrationSchema);
  const bookings = area(http, 'bookings', bookingSchema);
  const requests = area(http, 'registrations-requests', registrationRequestSchema);
  const bundles = area(http, 'bundles', ownedBundleSchema);
  const vouchers = area(http, 'vouchers', ownedVoucherSchema);
  const memberships = area(http, 'memberships', ownedMembershipSchema);
  const charges = area(http, 'attendance-charges', attendanceChargeSchema);

  return {
    listAccountCarts: carts.list,
    getAccountCart: carts.get,
    listAccountRegistrations: registrations.list,
    getAccountRegistration: registrations.get,
    listAccountBookings: bookings.list,
    getAccountBooking: bookings.get,
    listAccountRegistrationRequests: requests.list,
    getAccountRegistrationRequest: requests.get,
    listAccountBundles: bundles.list,
    getAccountBundle: bundles.get,
    listAccountVouchers: vouchers.list,
    getAccountVoucher: vouchers.get,
    listAccountMemberships: memberships.list,
    getAccountMembership: memberships.get,
    listAccountAttendanceCharges: charges.list,
    getAccountAttendanceCharge: charges.get,

    cancelRegistration: (body: CancelRegistrationRequest): Promise<ActionAnswer> =>
      sendAction(http, { method: 'POST', path: 'registrations/cancel', body }),
    createReview: (body: ReviewCreateRequest): Promise<Review> =>
      sendOne(http, { method: 'POST', path: 'registrations/review', body }, reviewSchema),
    editReview: (body: ReviewEditRequest): Promise<Review> =>
      sendOne(http, { method: 'PUT', path: 'registrations/review', body }, reviewSchema),
    editRegistration: (body: EditRegistrationRequest): Promise<ActionAnswer> =>
      sendAction(http, { method: 'PUT', path: 'registrations', body }),
    cancelRegistrationRequest: (body: CancelRegistrationRequestRequest): Promise<ActionAnswer> =>
      sendAction(http, { method: 'POST', path: 'registrations/requests/cancel', body }),

    /** The voucher behind a code, for the redeem confirmation. */
    getVoucherToRedeem: (code: string): Promise<OwnedVoucher> =>
      sendOne(http, { method: 'GET', path: 'vouchers/redeem', query: { code } }, ownedVoucherSchema),
    redeemVoucher: (body: VoucherRedeemRequest): Promise<{ cuid: string }> =>
      sendOne(http, { method: 'PUT', path: 'vouchers/redeem', body }, z.object({ cuid: z.string() })),

    /** Starts an online payment; the browser then navigates to checkout_url. */
    checkoutTransaction: (body: TransactionCheckoutRequest): Promise<{ checkout_url: string }> =>
      sendOne(http, { method: 'POST', path: 'transactions/checkout', body }, z.object({ checkout_url: z.string() })),
    /** 4xx INSUFFICIENT_WALLET_AMOUNT above the balance. */
    payWithWallet: (body: WalletPaymentRequest): Promise<ActionAnswer> =>
      sendAction(http, { method: 'POST', path: 'transactions/wallet', body }),

    /**
     * URL of a document download. The browser opens it itself (no fetch, no headers), so the bearer token
     * travels as the `access_token` query parameter (RFC 6750 §2.3).
     */
    documentDownloadUrl: ({ registration_id, document_id, answers = {} }: DocumentDownloadParams): string => {
      const query: Record<string, unknown> = { registration_id, document_id };
      for (const [fieldId, answer] of Object.entries(answers)) query[`custom_element_${fieldId}`] = answer;
      query.access_token = http.getToken();
      return http.url('documents/download', query);
    },
  };
}
