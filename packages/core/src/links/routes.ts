/** Route templates of spec 000 §2 and 001 §2. `{name}` segments are filled from params (URI-encoded). */
export const ROUTES = {
  home: '/',
  blog: '/blog',
  blogArticle: '/blog/{slug}',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/{cart}/success',
  pageNotFound: '/page-not-found',
  login: '/auth/login',
  register: '/auth/register',
  password: '/auth/password',
  authRedirect: '/auth/redirect',
  unsubscribe: '/newsletters/unsubscribe',
  terms: '/terms',
  accessibility: '/accessibility',
  activity: '/activities/{cuid}',
  availability: '/availabilities/{cuid}',
  bundle: '/bundles/{cuid}',
  voucher: '/vouchers/{cuid}',
  membership: '/memberships/{cuid}',
  resource: '/resources/{cuid}',
  cartAdd: '/cart/add',
  bookingAdd: '/cart/bookings/add',
  requestAdd: '/cart/registrations/request',
  requestActivity: '/cart/registrations/request/{activity}',
  account: '/account',
  accountHome: '/account/home',
  /** the add forms link here (with ?redirect=) when the customer needs another participant (001 §4) */
  accountParticipantCreate: '/account/participants/create',
  accountRegistrations: '/account/registrations',
  accountRegistration: '/account/registrations/{cuid}',
  accountBundle: '/account/bundles/{cuid}',
  accountVoucher: '/account/vouchers/{cuid}',
  accountMembership: '/account/memberships/{cuid}',
  accountCarts: '/account/carts',
  accountCart: '/account/carts/{cuid}',
} as const;

export type RouteName = keyof typeof ROUTES;
export type Lang = 'fr' | 'en';
export const LANGS: readonly Lang[] = ['fr', 'en'];

export function fillRoute(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing route param ${name} for ${template}`);
    return encodeURIComponent(v);
  });
}

export function queryString(query: Record<string, string | number | boolean | null | undefined> = {}): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Spec 000 §2: internal links get the /{lang} prefix when a language is set and the path lacks it. */
export function withLangPrefix(path: string, lang: Lang | null | undefined): string {
  if (!lang || !path.startsWith('/')) return path;
  if (path === `/${lang}` || path.startsWith(`/${lang}/`) || path.startsWith(`/${lang}?`)) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** Splits `/{lang}/rest` into its language and the path the router matches. */
export function stripLangPrefix(pathname: string): { lang: Lang | null; path: string } {
  const m = /^\/(fr|en)(?=\/|$)(.*)$/.exec(pathname);
  if (!m) return { lang: null, path: pathname || '/' };
  return { lang: m[1] as Lang, path: m[2] || '/' };
}
