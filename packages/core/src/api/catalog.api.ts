import * as z from 'zod/mini';
import {
  activitySchema,
  activityListItemSchema,
  availabilitySchema,
  blogArticleDetailSchema,
  blogArticleSchema,
  bundleSchema,
  catalogSchema,
  categoryGroupWithCategoriesSchema,
  datesAnswerSchema,
  membershipSchema,
  periodSchema,
  voucherSchema,
} from '../schemas/index';
import { getList, segment, sendOne, type Http } from './client';
import { scheduleApi } from './schedule.api';
import type { ActivitiesParams, AvailabilitiesParams, OffersParams, PagingParams } from './params';

// Anonymous catalog calls (000 §7, docs/api-contract.md "Catalog"). Lists answer {data, count}; details unwrap data.
// The card calls (scheduleApi: `fields=card`, docs/api-contract.md "Card answers") are an area of their own, included
// here; whatever opens from a card reads the whole object by cuid. The resources calls are resourcesApi.

export function catalogApi(http: Http) {
  const list = <S extends z.ZodMiniType>(path: string, item: S, query?: object) => getList(http, path, item, query);
  const one = <S extends z.ZodMiniType>(path: string, item: S) => sendOne(http, { method: 'GET', path }, item);

  return {
    ...scheduleApi(http),
    listAvailabilities: (params?: AvailabilitiesParams) => list('availabilities', availabilitySchema, params),
    getAvailability: (cuid: string) => one(`availabilities/${segment(cuid)}`, availabilitySchema),
    listAvailabilityDates: async (params?: AvailabilitiesParams) =>
      (await http.send({ method: 'GET', path: 'availabilities/dates', query: params }, datesAnswerSchema)).availabilities_dates,
    listPeriods: () => one('availabilities/periods', z.array(periodSchema)),
    listActivities: (params?: ActivitiesParams) => list('activities', activityListItemSchema, params),
    getActivity: (cuid: string) => one(`activities/${segment(cuid)}`, activitySchema),
    listBundles: (params?: OffersParams) => list('bundles', bundleSchema, params),
    getBundle: (cuid: string) => one(`bundles/${segment(cuid)}`, bundleSchema),
    listMemberships: (params?: OffersParams) => list('memberships', membershipSchema, params),
    getMembership: (cuid: string) => one(`memberships/${segment(cuid)}`, membershipSchema),
    listVouchers: (params?: OffersParams) => list('vouchers', voucherSchema, params),
    getVoucher: (cuid: string) => one(`vouchers/${segment(cuid)}`, voucherSchema),
    listBlogArticles: (params?: PagingParams) => list('blog/articles', blogArticleSchema, params),
    getBlogArticle: (slug: string) => one(`blog/articles/${segment(slug)}`, blogArticleDetailSchema),
    listCategories: () => list('categories', categoryGroupWithCategoriesSchema),
    listCatalogs: () => list('catalogs', catalogSchema),
  };
}
