import { useMemo } from 'react';
import type { Http } from '@oriel/core';
import { useRuntime } from './runtime';

/**
 * The calls of one API area (`useApi(catalogApi)`), bound to the runtime's transport. Importing the area
 * factory where it is used keeps its schemas in that widget's chunk instead of the shared runtime.
 */
export function useApi<A>(area: (http: Http) => A): A {
  const { http } = useRuntime();
  return useMemo(() => area(http), [http, area]);
}
