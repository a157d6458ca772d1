import * as z from 'zod/mini';
import {
  activitySchema,
  activityListItemSchema,
  availabilitySchema,
  blogArticleSchema,
  bundleSchema,
  calendarAnswerSchema,
  catalogSchema,
  categoryGroupWithCategoriesSchema,
  datesAnswerSchema,
  locationSchema,
  membershipSchema,
  periodSchema,
  resourceAvailabilitySchema,
  resourceSchema,
  voucherSchema,
} from '../schemas/index';
import { getList, segment, sendOne, type Http } from './client';
import type {
  ActivitiesParams,
  AvailabilitiesParams,
  OffersParams,
  PagingParams,
  ResourceAvailabilitiesParams,
  ResourcesParams,
} from './params';

// Anonymous catalog calls (000 §7, docs/api-contract.md "Catalog"). Lists answer {data, count}; details unwrap data.

export function catalogApi(http: Http) {
  const list = <S extends z.ZodMiniType>(path: string, item: S, query?: object) => getList(http, path, item, query);
  const one = <S extends z.ZodMiniType>(path: string, item: S) => sendOne(http, { method: 'GET', path }, item);

  return {
    listAvailabilities: (params?: AvailabilitiesParams) => list('availabilities', availabilitySchema, params),
    getAvailability: (cuid: string) => one(`availabilities/${segment(cuid)}`, availabilitySchema),
    getAvailabilitiesCalendar: (params?: AvailabilitiesParams) =>
      http.send({ method: 'GET', path: 'availabilities/calendar', query: params }, calendarAnswerSchema),
    listAvailabilityDates: async (params?: AvailabilitiesParams) =>
      (await http.send({ method: 'GET', path: 'availabilities/dates', query: params }, datesAnswerSchema))
        .availabilities_dates,
    listPeriods: () => one('availabilities/periods', z.array(periodSchema)),
    listActivities: (params?: ActivitiesParams) => list('activities', activityListItemSchema, params),
    getActivity: (cuid: string) => one(`activities/${segment(cuid)}`, activitySchema),
    listBundles: (params?: OffersParams) => list('bundles', bundleSchema, params),
    getBundle: (cuid: string) => one(`bundles/${segment(cuid)}`, bundleSchema),
    listMemberships: (params?: OffersParams) => list('memberships', membershipSchema, params),
    getMembership: (cuid: string) => one(`memberships/${segment(cuid)}`, membershipSchema),
    listVouchers: (params?: OffersParams) => list('vouchers', voucherSchema, params),
    getVoucher: (cuid: string) => one(`vouchers/${segment(cuid)}`, voucherSchema),
    listResources: (params?: ResourcesParams) => list('resources', resourceSchema, params),
    getResource: (cuid: string) => one(`resources/${segment(cuid)}`, resourceSchema),
    listResourceAvailabilities: (params?: ResourceAvailabilitiesParams) =>
      list('resources/availabilities', resourceAvailabilitySchema, params),
    listBlogArticles: (params?: PagingParams) => list('blog/articles', blogArticleSchema, params),
    getBlogArticle: (slug: string) => one(`blog/articles/${segment(slug)}`, blogArticleSchema),
    listLocations: () => list('locations', locationSchema),
    listCategories: () => list('categories', categoryGroupWithCategoriesSchema),
    listCatalogs: () => list('catalogs', catalogSchema),
  };
}
