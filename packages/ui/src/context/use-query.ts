import { useEffect, useMemo } from 'react';
import { QUERY_MOUNT_FRESH_MS, type QueryFn, type QueryHandle, type QueryState } from '@oriel/core';
import { useRuntime } from './runtime';
import { useSignalValue } from './use-signal';

export interface QueryResult<T> extends QueryState<T> {
  refetch(): void;
}

/**
 * Reads a cached query (spec 000 §9 cache rules live in core's query cache). The key must change whenever
 * the request changes: it is the cache identity. `fn` receives an AbortSignal: pass it on
 * (`catalogApi(http.withSignal(signal))`) so a superseded request stops instead of finishing for nothing.
 */
export function useQuery<T>(key: string, fn: QueryFn<T>, options: { enabled?: boolean } = {}): QueryResult<T> {
  const { queries, prerender } = useRuntime();
  const enabled = options.enabled ?? true;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the identity of fn
  const handle = useMemo(() => queries.query(key, fn), [queries, key]);
  if (prerender && enabled) prerender(handle as QueryHandle<unknown>);
  useEffect(() => {
    const release = handle.retain();
    // a remount onto a recent answer shows it and asks nothing; an older one shows too while it is asked again
    if (enabled) void handle.ensure(QUERY_MOUNT_FRESH_MS);
    return release;
  }, [handle, enabled]);
  const state = useSignalValue(handle.state);
  return { ...state, refetch: () => void handle.refetch() };
}
