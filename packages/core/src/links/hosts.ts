/**
 * The hosts the platform configuration names (000 §1: an API host, an admin console host, a storefront proxy host, an
 * image CDN host), each an http(s) origin with no path. Anything else (another scheme, credentials, a path, a query,
 * an unfilled `{{…}}` placeholder) is refused: null, as if not configured.
 */
export function resolveHostOrigin(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || value.startsWith('{{')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  return url.origin;
}

interface ImageCdn {
  origin: string;
  sources: readonly string[];
}

// One per page: the shell and the widgets of a page share one configuration, set before any answer is parsed.
let imageCdn: ImageCdn | null = null;

/**
 * Images of `sources` (origins, the API's where its media live) are served through the CDN host at the same path;
 * null (or a refused host) serves them from where they are.
 */
export function configureImageCdn(cdn: string | null | undefined, sources: readonly (string | null | undefined)[]): void {
  const origin = resolveHostOrigin(cdn);
  const from = sources.map((s) => resolveHostOrigin(s)).filter((s): s is string => s !== null);
  imageCdn = origin && from.length ? { origin, sources: from } : null;
}

/** An absolute image URL (already through safeUrl) as the CDN host serves it, when one is configured for its origin. */
export function throughImageCdn(href: string): string {
  if (!imageCdn) return href;
  const url = new URL(href);
  if (!imageCdn.sources.includes(url.origin)) return href;
  return `${imageCdn.origin}${url.pathname}${url.search}`;
}
