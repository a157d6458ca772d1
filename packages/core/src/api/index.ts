// The API client (ky) and its error normalisation.
export { createApiClient } from './api-client';
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
} from './params';
export type { CheckoutBody } from './cart.api';
export type { DocumentDownloadParams } from './account.api';
