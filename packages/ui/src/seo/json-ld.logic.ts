/**
 * schema.org JSON-LD for search engines: pure builders, no DOM, run alike in the server render, the
 * browser and the embedded cards' structured-data chunk. This module holds what every page needs (the organiser,
 * URLs, the document); events.logic.ts the catalogue's things, apart so the home page does not carry them.
 */

export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

export interface JsonLdContext {
  /** the storefront's public origin (`https://{website.hostname}`); '' leaves URLs root-relative */
  origin: string;
  organiser: { name: string; logo?: string | null | undefined };
  /** ISO 4217; anything else is read as EUR */
  currency?: string | null | undefined;
  timezone: string;
}

/** `path` made absolute on the storefront's origin (an absolute URL stays as it is). */
export function absoluteUrl(origin: string, path: string): string {
  if (!origin) return path;
  try {
    return new URL(path, origin).href;
  } catch {
    return path;
  }
}

/** The storefront's public origin from the website's hostname; '' when unknown. */
export function storefrontOrigin(hostname: string | null | undefined): string {
  return hostname && /^[a-z0-9.-]+(:\d+)?$/i.test(hostname) ? `https://${hostname.toLowerCase()}` : '';
}

/** The context of the hosted storefront, from its website answer and the organiser's zone. */
export function websiteJsonLdContext(
  website: { hostname?: string | null | undefined; organiser: { name: string; logo?: string | null | undefined; currency?: string | null | undefined } },
  timezone: string,
): JsonLdContext {
  const { name, logo, currency } = website.organiser;
  return { origin: storefrontOrigin(website.hostname), organiser: { name, logo }, currency, timezone };
}

export function currencyOf(code: string | null | undefined): string {
  return code && /^[A-Z]{3}$/.test(code) ? code : 'EUR';
}

export function organization(ctx: JsonLdContext): JsonLd {
  return {
    '@type': 'Organization',
    name: ctx.organiser.name,
    url: absoluteUrl(ctx.origin, '/'),
    ...(ctx.organiser.logo ? { logo: absoluteUrl(ctx.origin, ctx.organiser.logo) } : {}),
  };
}

/** The home page: the organiser and its storefront. */
export function homeGraph(ctx: JsonLdContext, lang: string): JsonLd[] {
  const org = organization(ctx);
  return [
    { ...org, '@id': `${absoluteUrl(ctx.origin, '/')}#organization` },
    {
      '@type': 'WebSite',
      name: ctx.organiser.name,
      url: absoluteUrl(ctx.origin, '/'),
      inLanguage: lang,
      publisher: { '@id': `${absoluteUrl(ctx.origin, '/')}#organization` },
    },
  ];
}

/** One document: a single node with its @context, several as an @graph. */
export function jsonLdDocument(nodes: JsonLd | readonly JsonLd[]): JsonLd | { '@context': 'https://schema.org'; '@graph': readonly JsonLd[] } {
  if (!Array.isArray(nodes)) return { '@context': 'https://schema.org', ...(nodes as JsonLd) };
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** JSON for inside a <script> element: it cannot close the element (`</script>`) nor break a line in old parsers. */
export function scriptSafeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
