import * as v from 'valibot';
import {
  attendanceChargeSchema,
  bookingSchema,
  cartSchema,
  customerSchema,
  intSchema,
  ownedBundleSchema,
  ownedMembershipSchema,
  ownedVoucherSchema,
  registrationRequestSchema,
  registrationSchema,
  reviewSchema,
  type ActionAnswer,
  type Customer,
  type ProfileUpdateRequest,
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
import { accountAreaPath, type AccountApiArea } from './account-areas';
import { getList, sendAction, sendOne, type Http } from './client';
import type { PagingParams } from './params';

// The customer account area (001 §7): lists and details per area (our contract: /api/account/<area>[/{cuid}]),
// registration actions, voucher redemption, payments and document downloads.

function area<S extends v.GenericSchema>(http: Http, name: AccountApiArea, item: S) {
  return {
    list: (params?: PagingParams): Promise<ListOf<v.InferOutput<S>>> => getList(http, accountAreaPath(name), item, params),
    get: (cuid: string): Promise<v.InferOutput<S>> => sendOne(http, { method: 'GET', path: accountAreaPath(name, cuid) }, item),
  };
}

/**
 * What a single-use download names (docs/api-contract.md "Downloads"): a registration's document (001 §3) with the
 * answers of its form, keyed `custom_element_{id}` like 001 §7's documents/download (several choices comma-joined).
 */
export type DownloadRequest =
  | { kind: 'registration_attestation'; registration_id: number | string }
  | { kind: 'registration_document'; registration_id: number; document_id: number; answers?: Record<string, string> };

/** The registration edit form's price preview (our contract: POST /api/registrations/estimate). */
const editEstimateSchema = v.object({
  total_amount: intSchema,
  previous_total_amount: intSchema,
  /** total_amount - previous_total_amount */
  difference: intSchema,
  /** what was paid above the new total, credited to the wallet when the edit is saved */
  refund_amount: v.optional(intSchema, 0),
});
export type RegistrationEditEstimate = v.InferOutput<typeof editEstimateSchema>;

const downloadTicketSchema = v.object({ url: v.string(), expires_at: v.string() });
export type DownloadTicket = v.InferOutput<typeof downloadTicketSchema>;

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

    /** PUT /api/session (001 §7): the customer as saved. */
    updateProfile: (body: ProfileUpdateRequest): Promise<Customer> => sendOne(http, { method: 'PUT', path: 'session', body }, customerSchema),
    /** DELETE /api/session: the account and its token are gone; the caller forgets the token. */
    deleteAccount: (): Promise<ActionAnswer> => sendAction(http, { method: 'DELETE', path: 'session' }),

    /** What an edit would cost before it is saved (same computation as the PUT with automatic_price). */
    estimateRegistrationEdit: (body: EditRegistrationRequest): Promise<RegistrationEditEstimate> =>
      sendOne(http, { method: 'POST', path: 'registrations/estimate', body }, editEstimateSchema),
    cancelRegistration: (body: CancelRegistrationRequest): Promise<ActionAnswer> => sendAction(http, { method: 'POST', path: 'registrations/cancel', body }),
    createReview: (body: ReviewCreateRequest): Promise<Review> => sendOne(http, { method: 'POST', path: 'registrations/review', body }, reviewSchema),
    editReview: (body: ReviewEditRequest): Promise<Review> => sendOne(http, { method: 'PUT', path: 'registrations/review', body }, reviewSchema),
    editRegistration: (body: EditRegistrationRequest): Promise<ActionAnswer> => sendAction(http, { method: 'PUT', path: 'registrations', body }),
    cancelRegistrationRequest: (body: CancelRegistrationRequestRequest): Promise<ActionAnswer> =>
      sendAction(http, { method: 'POST', path: 'registrations/requests/cancel', body }),

    /** The voucher behind a code, for the redeem confirmation. */
    getVoucherToRedeem: (code: string): Promise<OwnedVoucher> => sendOne(http, { method: 'GET', path: 'vouchers/redeem', query: { code } }, ownedVoucherSchema),
    redeemVoucher: (body: VoucherRedeemRequest): Promise<{ cuid: string }> =>
      sendOne(http, { method: 'PUT', path: 'vouchers/redeem', body }, v.object({ cuid: v.string() })),

    /** Starts an online payment; the browser then navigates to checkout_url. */
    checkoutTransaction: (body: TransactionCheckoutRequest): Promise<{ checkout_url: string }> =>
      sendOne(http, { method: 'POST', path: 'transactions/checkout', body }, v.object({ checkout_url: v.string() })),
    /** 4xx INSUFFICIENT_WALLET_AMOUNT above the balance. */
    payWithWallet: (body: WalletPaymentRequest): Promise<ActionAnswer> => sendAction(http, { method: 'POST', path: 'transactions/wallet', body }),

    /**
     * A download: the API answers a single-use URL valid 60 s holding a ticket bound to the customer
     * (docs/security.md §2), read with `fetchFile` (file.ts: no Authorization header). The bearer token never goes into a URL,
     * where history, logs and Referer headers would keep it.
     */
    requestDownload: (request: DownloadRequest): Promise<DownloadTicket> =>
      sendOne(http, { method: 'POST', path: 'downloads', body: request }, downloadTicketSchema),
  };
}
