import * as v from 'valibot';
import { bundleSchema, membershipSchema, voucherSchema } from '../schemas/index';
import { getList, segment, sendOne, type Http } from './client';
import type { OffersParams } from './params';

/**
 * The offers' calls (bundles, memberships, vouchers: lists and details). An area of its own, as scheduleApi is, so
 * the offers grid carries neither catalogApi's other calls nor their schemas (docs/decisions/0011-api-areas.md); catalogApi
 * includes these.
 */
export function offersApi(http: Http) {
  const list = <S extends v.GenericSchema>(path: string, item: S, query?: object) => getList(http, path, item, query);
  const one = <S extends v.GenericSchema>(path: string, item: S) => sendOne(http, { method: 'GET', path }, item);
  return {
    listBundles: (params?: OffersParams) => list('bundles', bundleSchema, params),
    getBundle: (cuid: string) => one(`bundles/${segment(cuid)}`, bundleSchema),
    listMemberships: (params?: OffersParams) => list('memberships', membershipSchema, params),
    getMembership: (cuid: string) => one(`memberships/${segment(cuid)}`, membershipSchema),
    listVouchers: (params?: OffersParams) => list('vouchers', voucherSchema, params),
    getVoucher: (cuid: string) => one(`vouchers/${segment(cuid)}`, voucherSchema),
  };
}
