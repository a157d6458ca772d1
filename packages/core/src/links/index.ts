export { ROUTES, LANGS, fillRoute, queryString, withLangPrefix, stripLangPrefix } from './routes';
export type { RouteName, Lang } from './routes';
export { buildHref, loginHref, safeRedirect } from './links';
export type { LinkMode } from './links';
