import type { OrielRuntime } from './runtime';

/**
 * The page's query string: the address bar's, or in a server render (no window) the requested URL's, which the
 * server's runtime gives as its current location.
 */
export function pageSearch(runtime: Pick<OrielRuntime, 'currentLocation'> | null): string {
  if (typeof window !== 'undefined' || !runtime) return window.location.search;
  return new URL(runtime.currentLocation(), 'http://server.invalid').search;
}
