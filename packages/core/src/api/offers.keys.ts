import type { OffersParams } from './params';

/** Query keys of offersApi's answers (store/query-key.ts). */
export const offersKeys = {
  all: ['offers'] as const,
  /** a page of one kind's cards */
  list: (kind: 'bundles' | 'memberships' | 'vouchers', params: OffersParams) => [...offersKeys.all, kind, params] as const,
  bundle: (cuid: string) => [...offersKeys.all, 'bundle', cuid] as const,
  membership: (cuid: string) => [...offersKeys.all, 'membership', cuid] as const,
  voucher: (cuid: string) => [...offersKeys.all, 'voucher', cuid] as const,
};
