import { fillRoute, queryString, ROUTES, withLangPrefix, type Lang, type RouteName } from './routes';

type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * Where links point depends on how the storefront runs (docs/design.md §1 links): in the hosted shell every route is
 * a path with the language prefix; embedded on a host page, a route is a link only when the integrator gave a
 * URL template for it (`data-href-availability="/stages/{cuid}"`), else the widget opens it in place (null).
 */
export type LinkMode =
  | {
      readonly kind: 'shell';
      readonly lang: Lang | null;
      /** the route table (ROUTES, by shellLinks): passed in, so widget chunks, whose links are templates, leave it out */
      readonly routes: Readonly<Record<RouteName, string>>;
    }
  | { readonly kind: 'embedded'; readonly templates: Partial<Record<RouteName, string>> };

/** The hosted shell's links: every route a path, with the language prefix when `lang` is set. */
export function shellLinks(lang: Lang | null): LinkMode {
  return { kind: 'shell', lang, routes: ROUTES };
}

export function buildHref(mode: LinkMode, route: RouteName, params: Record<string, string | number> = {}, query: Query = {}): string | null {
  if (mode.kind === 'shell') return withLangPrefix(fillRoute(mode.routes[route], params), mode.lang) + queryString(query);
  const template = mode.templates[route];
  if (!template) return null;
  const base = fillRoute(template, params);
  const qs = queryString(query);
  return qs ? base + (base.includes('?') ? `&${qs.slice(1)}` : qs) : base;
}

/** The login link of spec 000 §2: /auth/login?redirect={current path and query}. */
export function loginHref(mode: LinkMode, currentPathAndQuery: string): string | null {
  return buildHref(mode, 'login', {}, { redirect: currentPathAndQuery });
}
