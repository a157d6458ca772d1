export { ROUTES, LANGS, fillRoute, queryString, withLangPrefix, stripLangPrefix } from './routes';
export type { RouteName, Lang } from './routes';
export { buildHref, loginHref } from './links';
export { isSameOrigin, safeRedirect, safeUrl } from './safe-url';
export type { UrlUse } from './safe-url';
export type { LinkMode } from './links';
export { parseAccountPath, accountPath, accountTabOf, accountTabView } from './account-paths';
export type { AccountView, AccountViewName } from './account-paths';
