import * as v from 'valibot';
import {
  activitySchema,
  activityListItemSchema,
  availabilitySchema,
  blogArticleDetailSchema,
  blogArticleSchema,
  catalogSchema,
  datesAnswerSchema,
} from '../schemas/index';
import { getList, segment, sendOne, type Http } from './client';
import { filtersApi } from './filters.api';
import { offersApi } from './offers.api';
import { scheduleApi } from './schedule.api';
import type { ActivitiesParams, AvailabilitiesParams, PagingParams } from './params';

// Anonymous catalog calls (000 §7, docs/api-contract.md "Catalog"). Lists answer {data, count}; details unwrap data.
// The card calls (scheduleApi: `fields=card`, docs/api-contract.md "Card answers"), the offers' (offersApi) and the
// filters' choices (filtersApi) are areas of their own, included here: a grid imports only its own; whatever opens from a card reads the whole object
// by cuid. The resources calls are resourcesApi.

export function catalogApi(http: Http) {
  const list = <S extends v.GenericSchema>(path: string, item: S, query?: object) => getList(http, path, item, query);
  const one = <S extends v.GenericSchema>(path: string, item: S) => sendOne(http, { method: 'GET', path }, item);

  return {
    ...scheduleApi(http),
    ...offersApi(http),
    ...filtersApi(http),
    listAvailabilities: (params?: AvailabilitiesParams) => list('availabilities', availabilitySchema, params),
    getAvailability: (cuid: string) => one(`availabilities/${segment(cuid)}`, availabilitySchema),
    listAvailabilityDates: async (params?: AvailabilitiesParams) =>
      (await http.send({ method: 'GET', path: 'availabilities/dates', query: params }, datesAnswerSchema)).availabilities_dates,
    listActivities: (params?: ActivitiesParams) => list('activities', activityListItemSchema, params),
    getActivity: (cuid: string) => one(`activities/${segment(cuid)}`, activitySchema),
    listBlogArticles: (params?: PagingParams) => list('blog/articles', blogArticleSchema, params),
    getBlogArticle: (slug: string) => one(`blog/articles/${segment(slug)}`, blogArticleDetailSchema),
    listCatalogs: () => list('catalogs', catalogSchema),
  };
}
