import { resourceAvailabilitySchema, resourceSchema } from '../schemas/index';
import { getList, segment, sendOne, type Http } from './client';
import type { ResourceAvailabilitiesParams, ResourcesParams } from './params';

/** Bookable resources and their slots (000 §7): the resources daily schedule's, the booking form's and the resource page's area. */
export function resourcesApi(http: Http) {
  return {
    listResources: (params?: ResourcesParams) => getList(http, 'resources', resourceSchema, params),
    getResource: (cuid: string) => sendOne(http, { method: 'GET', path: `resources/${segment(cuid)}` }, resourceSchema),
    listResourceAvailabilities: (params?: ResourceAvailabilitiesParams) => getList(http, 'resources/availabilities', resourceAvailabilitySchema, params),
  };
}
