import { createContext, useCallback, useContext } from 'react';
import { buildHref, type PagesSettings, type RouteName } from '@oriel/core';
import { useRuntime } from '../context/runtime';

/**
 * The website page a grid or schedule sits on (the shell provides it; embedded widgets have none): its path goes
 * on the detail links (`?from=`) so the detail's breadcrumb can name it, and the website's pages_settings
 * scope its list calls (000 §2).
 */
export interface CatalogPage {
  /** path of the page without the language prefix; null on home and outside the shell */
  from: string | null;
  settings: PagesSettings;
}

// a literal, not core's DEFAULT_PAGES_SETTINGS: importing the schema module would put schema code in every widget
export const CatalogPageContext = createContext<CatalogPage>({ from: null, settings: { status: null, include_started: null } });

export function useCatalogPage(): CatalogPage {
  return useContext(CatalogPageContext);
}

/** The `started` of the list calls: undefined (no time bound) unless the website sets include_started. */
export function useStartedScope(): boolean | undefined {
  return useCatalogPage().settings.include_started ?? undefined;
}

/** Builds the detail links of a grid or schedule (one route), with `?from=` on a catalog page of the shell. */
export function useCatalogHref(route: RouteName): (cuid: string) => string | null {
  const { links } = useRuntime();
  const { from } = useCatalogPage();
  // stable across renders: the week schedule memoises its item renderer on it
  return useCallback(
    // core's FROM_PARAM, written out: its module would cost every widget a module wrapper
    (cuid: string) => buildHref(links, route, { cuid }, from && links.kind === 'shell' ? { from } : {}),
    [links, from, route],
  );
}

/** The availability links of a grid or schedule. */
export const useAvailabilityHref = (): ((cuid: string) => string | null) => useCatalogHref('availability');
