import { asParsed, parseUrl } from './safe-url';

// an origin no real URL has: the probe a path is judged on when no page is given
const PROBE = 'https://o.invalid';

/** Whether a path, read by the URL parser on the probe, stays a path of it (`//x`, `/\x`, `/\t/x` do not). */
function staysOnProbe(path: string): boolean {
  const url = parseUrl(asParsed(path), `${PROBE}/`);
  return url !== null && url.origin === PROBE && !url.pathname.startsWith('//');
}

/** The path, then each percent-decoding of it while one changes it (each is shorter: it ends). */
function decodings(path: string): string[] {
  const layers = [path];
  for (;;) {
    let next: string;
    try {
      next = decodeURIComponent(layers[layers.length - 1]!);
    } catch {
      return layers;
    }
    if (next === layers[layers.length - 1]) return layers;
    layers.push(next);
  }
}

/**
 * The one redirect rule, for every navigation a value from outside can steer (a `redirect=` parameter, an
 * integrator's template, an answer): the shell's router, the widgets' runtime, the account screens, and the API's
 * e-mailed links and payment return URLs. `value` is resolved against `page` (the page's URL, or its origin) as the
 * browser would, and kept only as a normalised path of the page's origin (pathname + search + hash, dot segments
 * resolved); anything else gives `fallback`. Refused besides another origin or scheme: a path that starts with `//`
 * once resolved (`/.//x`, `/%2e/%2e//x`: written out, it is protocol-relative), and a path that any of its
 * percent-decodings reads as leaving (`/%2F%2Fx`, `/%5Cx`, `/%252F%252Fx`, `/%09/x`), since a server or a router
 * that decodes it once more would send the browser there.
 */
export function safeRedirect(value: string | null | undefined, page: string, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const text = asParsed(value);
  const base = parseUrl(page, PROBE);
  if (text === '' || !base || (base.protocol !== 'https:' && base.protocol !== 'http:')) return fallback;
  const url = parseUrl(text, base.href);
  if (!url || url.origin !== base.origin || !decodings(url.pathname).every(staysOnProbe)) return fallback;
  return url.pathname + url.search + url.hash;
}

/**
 * A `redirect` the API accepts (the page to send an e-mailed link back to): a path of whatever site it is read on,
 * written as the rule keeps it, so no origin can give it another meaning.
 */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && safeRedirect(value, PROBE, '') === value;
}
