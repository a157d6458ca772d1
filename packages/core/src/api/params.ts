import type { AvailabilitySort, AvailabilityStatus, CategoryFilterKey } from '../schemas/index';

// Typed query parameters of the list calls (docs/api-contract.md "Catalog"); serialised by toSearchParams.

type List<T> = T | readonly T[];

export interface PagingParams {
  limit?: number | undefined;
  offset?: number | undefined;
  /** From 1. */
  page_number?: number | undefined;
  /** Default 20, at most 100; up to 1000 for availabilities within a range of at most 31 days (after + before). */
  page_size?: number | undefined;
}

/**
 * `card`: the compact card shape of a list (docs/api-contract.md "Card answers"), `card,categories` with the
 * categories (availabilities); absent: the whole objects.
 */
export type ListFields = 'card' | 'card,categories';

/** Filter ids of 000 §5; `category-{groupCuid}` holds category cuids. */
export interface CatalogFilterParams {
  search?: string | undefined;
  /** `YYYY-MM-DD`. */
  date?: string | undefined;
  /** 1 = Monday ... 7 = Sunday. */
  weekday?: List<number> | undefined;
  location?: List<string> | undefined;
  period?: List<string> | undefined;
  'availabilities-period'?: List<string> | undefined;
  age?: number | string | undefined;
  [category: CategoryFilterKey]: List<string> | undefined;
}

export interface AvailabilitiesParams extends PagingParams, CatalogFilterParams {
  status?: List<AvailabilityStatus> | undefined;
  catalog?: List<number> | undefined;
  segment?: List<number> | undefined;
  /** Id or cuid. */
  activity?: number | string | undefined;
  /** ISO date-time. */
  after?: string | undefined;
  before?: string | undefined;
  /** true: not yet ended (already started included); false: not yet started; judged by the API's clock */
  started?: boolean | undefined;
  sort?: AvailabilitySort | undefined;
  /** /availabilities/dates only: these date cuids (the /cart/add?dates= preview). */
  dates?: List<string> | undefined;
  fields?: ListFields | undefined;
}

export interface ActivitiesParams extends PagingParams, CatalogFilterParams {
  catalog?: List<number> | undefined;
  id?: List<number> | undefined;
  after?: string | undefined;
  /** activities take `card` only */
  fields?: 'card' | undefined;
}

export interface OffersParams extends PagingParams, CatalogFilterParams {
  id?: List<number> | undefined;
}

export interface ResourcesParams {
  id?: List<number> | undefined;
}

export interface ResourceAvailabilitiesParams {
  /** Resource ids. */
  resources?: List<number> | undefined;
  after?: string | undefined;
  before?: string | undefined;
}

export interface ParticipantsLookupParams extends PagingParams {
  search?: string | undefined;
  id?: List<number> | undefined;
}
