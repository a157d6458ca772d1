// @oriel/shell: the hosted storefront. main.tsx is the page entry; these are its parts, for tests and reuse.
export { App } from './app';
export { createRouter, matchRoute, compilePattern, parseLocation } from './router';
export type { Router, RouterOptions, RouteDef, RouteMatch, RouteLocation } from './router';
export { SHELL_ROUTES } from './routes';
export type { RouteView, RouteContext } from './routes';
export { createShell, resolveApiBase, shellLocale, DEFAULT_API } from './shell-runtime';
export type { Shell } from './shell-runtime';
export { interceptLinks } from './link-interceptor';
