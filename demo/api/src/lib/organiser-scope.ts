import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';

/**
 * Which organiser a request is for. The reference platform serves one organiser per API host; the demo serves its
 * organiser at the root and any other seeded one under `/o/{organiser cuid}` (an API base such as
 * `http://localhost:4310/o/abc…`, given to the widgets' `data-api`), so one demo run shows two organisers side by side
 * (seed/london.ts). The prefix is taken off before routing, so every route exists under it unchanged, and the
 * organiser is kept for the request's whole async work: queries/organiser.ts reads it.
 */
const PREFIX = /^\/o\/([a-z][a-z0-9]{1,63})(?=\/)/;
const scope = new AsyncLocalStorage<string>();

/** Hono's `getPath` with the organiser prefix taken off. */
export function routedPath(request: Request): string {
  const path = getPath(request);
  const m = PREFIX.exec(path);
  return m ? path.slice(m[0].length) : path;
}

/** The organiser cuid the request's prefix names; null at the root. */
export function organiserOfUrl(url: string): string | null {
  const m = PREFIX.exec(new URL(url).pathname);
  return m ? m[1]! : null;
}

/** Runs the rest of the request with its organiser known (first middleware). */
export function organiserScope(): MiddlewareHandler {
  return (c, next) => {
    const cuid = organiserOfUrl(c.req.url);
    return cuid ? scope.run(cuid, next) : next();
  };
}

/** The cuid of the organiser the current request names, if it names one. */
export function requestedOrganiser(): string | undefined {
  return scope.getStore();
}
