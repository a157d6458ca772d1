import { throughImageCdn } from './hosts';

/**
 * The one gate for every URL that reaches `href`, `src`, `location` or an iframe (docs/security.md). A URL is
 * judged as the browser will read it: the WHATWG parser drops tabs and newlines anywhere, strips leading and
 * trailing control characters and spaces, and reads `\` as `/`; so `java\tscript:`, ` javascript:` and
 * `/\t/evil.test` (read `//evil.test`) are caught by parsing, never by pattern matching on the raw text.
 */
export type UrlUse =
  /** a link the visitor follows: http(s), mailto, tel, or a path/query/anchor of this site */
  | 'link'
  /** an image source: http(s) or a path of this site */
  | 'image'
  /** an iframe: absolute http(s) only */
  | 'frame'
  /** a whole-window navigation to a URL an answer supplied (online payment): absolute http(s) only */
  | 'navigation';

const WEB = ['http:', 'https:'];
const SCHEMES: Record<UrlUse, readonly string[]> = { link: [...WEB, 'mailto:', 'tel:'], image: WEB, frame: WEB, navigation: WEB };

// an origin no real URL has: what resolves to it was relative to the page
const PROBE = 'https://o.invalid';

/** The text as the browser's URL parser sees it. */
export function asParsed(value: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters the URL parser strips
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

export function parseUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * The URL to use, or null when it must not be used. A relative value that stays on this site is returned as
 * written (so the shell can still add its language prefix); one that escapes to another host (`//x`, `/\x`)
 * is judged as the absolute URL it really is.
 */
export function safeUrl(value: string | null | undefined, use: UrlUse): string | null {
  if (typeof value !== 'string') return null;
  const text = asParsed(value);
  if (text === '') return null;
  const url = parseUrl(text, `${PROBE}/`);
  if (!url) return null;
  // paths of the site are fine for links and images only (frames and navigations name a whole page)
  if (url.origin === PROBE) return (use === 'link' || use === 'image') && !/^[a-z][a-z\d+.-]*:/i.test(text) ? text : null;
  if (!SCHEMES[use].includes(url.protocol)) return null;
  // images of the API's media go through the image CDN host when one is configured (000 §1)
  return use === 'image' ? throughImageCdn(url.href) : url.href;
}
