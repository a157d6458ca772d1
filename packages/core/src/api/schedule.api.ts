import { activityCardSchema, availabilityCardSchema, calendarAnswerSchema } from '../schemas/index';
import { getList, type Http } from './client';
import type { ActivitiesParams, AvailabilitiesParams } from './params';

/**
 * The calls of the schedules (week, quick list, resources columns): card answers (`fields=card`, docs/api-contract.md
 * "Card answers") and the days that have sessions; the location choices are filtersApi's. An area of its own so the schedule widget
 * carries neither catalogApi's other calls nor their schemas (docs/decisions/0011-api-areas.md); catalogApi includes these.
 */
export function scheduleApi(http: Http) {
  return {
    /** `categories`: also the categories, for a grid that shows `category-{cuid}` facts */
    listAvailabilityCards: (params?: AvailabilitiesParams, options: { categories?: boolean } = {}) =>
      getList(http, 'availabilities', availabilityCardSchema, { ...params, fields: options.categories ? 'card,categories' : 'card' }),
    listActivityCards: (params?: ActivitiesParams) => getList(http, 'activities', activityCardSchema, { ...params, fields: 'card' }),
    getAvailabilitiesCalendar: (params?: AvailabilitiesParams) =>
      http.send({ method: 'GET', path: 'availabilities/calendar', query: params }, calendarAnswerSchema),
  };
}
