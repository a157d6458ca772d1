/**
 * Query keys of accountApi's answers (store/query-key.ts). Every one is under `all`: an action that changes the
 * account (a payment, a cancellation, a participant's edit) invalidates them together.
 */
export const accountKeys = {
  all: ['account'] as const,
  /** a page of a list (`registrations`) */
  list: (name: string, paging: { page_number: number; page_size: number }) => [...accountKeys.all, name, 'page', paging.page_number, paging.page_size] as const,
  /** one item of a list by its cuid (`booking`) */
  detail: (kind: string, cuid: string) => [...accountKeys.all, kind, cuid] as const,
  /** one registration: its detail and its forms share it */
  registration: (cuid: string) => accountKeys.detail('registration', cuid),
  voucherToRedeem: (code: string) => [...accountKeys.all, 'voucher-redeem', code] as const,
  cart: (cuid: string) => [...accountKeys.all, 'cart', cuid] as const,
};
