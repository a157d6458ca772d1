import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { availabilitiesAfter, buildHref, type PagesSettings, type RouteName } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';

/**
 * The website page a grid or schedule sits on (the shell provides it; embedded widgets have none): its path goes
 * on the detail links (`?from=`) so the detail's breadcrumb can name it, and the website's pages_settings
 * scope its list calls (000 §2).
 */
export interface CatalogPage {
  /** path of the page without the language prefix; null on home and outside the shell */
  from: string | null;
  settings: PagesSettings;
  /**
   * Wraps each card of a grid (builder/turn-boundary.tsx laterCard): over a served page's markup, a card is taken
   * over in a task of its own after its section's. Widgets render none over server markup, and carry no such code.
   */
  card?: (key: string, card: ReactNode) => ReactNode;
}

// a literal, not core's DEFAULT_PAGES_SETTINGS: importing the schema module would put schema code in every widget
export const CatalogPageContext = createContext<CatalogPage>({ from: null, settings: { status: null, include_started: null } });

export function useCatalogPage(): CatalogPage {
  return useContext(CatalogPageContext);
}

/** `after` of an availabilities grid's list call (000 §7): the start of today in the organiser's timezone. */
export function useAvailabilitiesAfter(): string {
  const runtime = useRuntime();
  return availabilitiesAfter(useSignalValue(runtime.now), runtime.timezone);
}

/**
 * A schedule's `after` on a catalog page whose website sets include_started (000 §2): the start of today, which keeps
 * what has started and not ended; undefined (no bound beyond the schedule's own) elsewhere.
 */
export function useScheduleAfter(): string | undefined {
  const after = useAvailabilitiesAfter();
  return useCatalogPage().settings.include_started === null ? undefined : after;
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
