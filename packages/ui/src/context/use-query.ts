import { useLayoutEffect } from 'react';
import { QUERY_MOUNT_FRESH_MS, type QueryFn, type QueryKey, type QueryHandle, type QueryState } from '@oriel/core';
import { useRuntime } from './runtime';
import { useSignalValue } from './use-signal';

export interface QueryResult<T> extends QueryState<T> {
  refetch(): void;
}

/**
 * Reads a cached query (spec 000 §9 cache rules live in core's query cache). The key, from its area's factory
 * (`catalogKeys.activity(cuid)`), must change whenever the request changes: it is the cache identity. `fn` receives an AbortSignal: pass it on
 * (`catalogApi(http.withSignal(signal))`) so a superseded request stops instead of finishing for nothing.
 */
export function useQuery<T>(key: QueryKey, fn: QueryFn<T>, options: { enabled?: boolean } = {}): QueryResult<T> {
  const { queries, prerender } = useRuntime();
  const enabled = options.enabled ?? true;
  // asked at each render: the cache keeps one handle per key (a new key array with the same segments is the same
  // handle), and the newest fn, which carries the current params and credentials
  const handle = queries.query(key, fn);
  if (prerender && enabled) prerender(handle as QueryHandle<unknown>);
  // in the commit, before the browser paints it: an effect waits for the next frame's paint, and the request with it
  // (a widget's first answer asked a frame later, longer on a phone's CPU)
  useLayoutEffect(() => {
    const release = handle.retain();
    // a remount onto a recent answer shows it and asks nothing; an older one shows too while it is asked again
    if (enabled) void handle.ensure(QUERY_MOUNT_FRESH_MS);
    return release;
  }, [handle, enabled]);
  const state = useSignalValue(handle.state);
  return { ...state, refetch: () => void handle.refetch() };
}
