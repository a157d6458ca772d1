import * as v from 'valibot';
import type { ListOf } from '../schemas/common.schema';
import type { Http } from './client';

// The generic query helper of 001 §7: an asynchronous select asks a path for the options matching what is typed, or
// for the options it holds by their values, with response_type 'multiselect-search'; the answer's data is the list.

export interface MultiselectSearchParams {
  /** What the visitor typed; empty asks the first page. */
  search?: string | undefined;
  /** The key the select's values are (default id); sent as value_key and as the name of `values`. */
  valueKey?: 'id' | 'cuid' | undefined;
  /** The options asked by value (the selection's labels), sent under `valueKey`. */
  values?: readonly (string | number)[] | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  method?: 'GET' | 'POST' | undefined;
}

/** The query or body an asynchronous select sends (001 §7). */
export function multiselectSearchQuery(params: MultiselectSearchParams): Record<string, string | number | undefined> {
  const valueKey = params.valueKey ?? 'id';
  return {
    response_type: 'multiselect-search',
    value_key: valueKey,
    search: params.search?.trim() || undefined,
    [valueKey]: params.values?.length ? params.values.join(',') : undefined,
    limit: params.limit,
    offset: params.offset,
  };
}

/** GET (or POST) `path` as an asynchronous select's lookup; each item is read with `item`. */
export function multiselectSearch<S extends v.GenericSchema>(
  http: Http,
  path: string,
  item: S,
  params: MultiselectSearchParams,
): Promise<ListOf<v.InferOutput<S>>> {
  const query = multiselectSearchQuery(params);
  const request = params.method === 'POST' ? { method: 'POST' as const, path, body: query } : { method: 'GET' as const, path, query };
  // the spec names only the list: a count, when the API gives one, tells whether more pages follow
  const answer = v.pipe(
    v.object({ data: v.array(item), count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))) }),
    v.transform(({ data, count }) => ({ data, count: count ?? data.length })),
  );
  return http.send(request, answer) as Promise<ListOf<v.InferOutput<S>>>;
}
