import * as v from 'valibot';
import { categoryGroupWithCategoriesSchema, locationSchema, periodSchema } from '../schemas/index';
import { getList, sendOne, type Http } from './client';

/**
 * The choices of a grid's or a schedule's filters (locations, category groups, periods). An area of its own, as
 * scheduleApi is, so the filters' chunk carries neither catalogApi's other calls nor their schemas
 * (docs/decisions/0011-api-areas.md); catalogApi includes these.
 */
export function filtersApi(http: Http) {
  return {
    listLocations: () => getList(http, 'locations', locationSchema),
    listCategories: () => getList(http, 'categories', categoryGroupWithCategoriesSchema),
    listPeriods: () => sendOne(http, { method: 'GET', path: 'availabilities/periods' }, v.array(periodSchema)),
  };
}
