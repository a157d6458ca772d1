// The API client (fetch) and its error normalisation.
export { createApiClient } from './api-client';
export { createHttp, segment } from './client';
export { dispositionFilename, fetchFile } from './file';
export { warm, WARM_MS } from './warm';
export type { Http, HttpRequest } from './client';
// Area factories: a widget imports only the calls it makes, so their schemas ride in its own chunk.
export { siteApi } from './site.api';
export { catalogApi } from './catalog.api';
export { scheduleApi } from './schedule.api';
export { offersApi } from './offers.api';
export { filtersApi } from './filters.api';
export { resourcesApi } from './resources.api';
export { authApi } from './auth.api';
export { sessionApi } from './session.api';
export { participantsApi } from './participants.api';
export { multiselectSearch, multiselectSearchQuery } from './multiselect-search';
export type { MultiselectSearchParams } from './multiselect-search';
export { cartApi, checkoutApi } from './cart.api';
export { cartItemsApi } from './cart-items.api';
export { accountApi } from './account.api';
export { accountAreaPath, accountItemPath, type AccountApiArea } from './account-areas';
export { newsletterApi } from './newsletter.api';
export type { ApiClient } from './api-client';
export type { ApiClientOptions, HttpMethod } from './client';
export { ApiError, normaliseError, errorFromBody, UNKNOWN_ERROR, INVALID_RESPONSE, UNAUTHENTICATED } from './errors';
export type { ErrorFields, NormalisedError } from './errors';
export { toSearchParams } from './query';
export type { QueryScalar, QueryValue } from './query';
export type {
  PagingParams,
  CatalogFilterParams,
  AvailabilitiesParams,
  ActivitiesParams,
  OffersParams,
  ResourcesParams,
  ResourceAvailabilitiesParams,
  ParticipantsLookupParams,
  ListFields,
} from './params';
export type { CheckoutBody } from './cart.api';
export type { DownloadRequest, DownloadTicket, RegistrationEditEstimate } from './account.api';
export { detailApi } from './detail.api';
export { organiserAgesApi } from './organiser-ages.api';
// Query-key factories, one per area beside its client (store/query-key.ts).
export { accountKeys } from './account.keys';
export { catalogKeys } from './catalog.keys';
export { checkoutKeys } from './cart.keys';
export { detailKeys } from './detail.keys';
export { filtersKeys } from './filters.keys';
export { offersKeys } from './offers.keys';
export { organiserAgesKeys } from './organiser-ages.keys';
export { participantsKeys } from './participants.keys';
export { resourcesKeys } from './resources.keys';
export { scheduleKeys } from './schedule.keys';
export { siteKeys } from './site.keys';
