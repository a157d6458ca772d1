import { safeRedirect } from '@oriel/core';

/** What of the host page's location a navigation reads and moves. */
export type HostLocation = Pick<Location, 'href' | 'pathname' | 'assign'>;

/**
 * The widgets' whole-page navigation on a host page (a template's page, a created participant's redirect...), under
 * the one redirect rule (core safeRedirect): only a path of the host page's origin. Anything else loads the host page
 * itself, by its path alone: the query that carried the refused target is left behind.
 */
export function hostNavigate(loc: HostLocation): (href: string) => void {
  return (href) => loc.assign(safeRedirect(href, loc.href, safeRedirect(loc.pathname, loc.href)));
}
