import { DEFAULT_LOCALE, safeRedirect, signal, stripLangPrefix, withLangPrefix, type Lang, type ReadonlySignal } from '@oriel/core';

// The shell's own small router (no dependency): /{lang} prefix rule of spec 000 §2, History API, route
// patterns written like core's ROUTES (`/availabilities/{cuid}`).

export interface RouteLocation {
  /** the pathname in the address bar, language prefix included */
  readonly pathname: string;
  /** the pathname without its prefix: what routes match */
  readonly path: string;
  /** the prefix language; null when the URL has none (the default language, fr, applies) */
  readonly lang: Lang | null;
  readonly search: string;
  readonly hash: string;
  readonly query: URLSearchParams;
  /** pathname + search + hash: any change is a navigation (closes menus and the cart) */
  readonly href: string;
}

export function parseLocation(url: string | URL, base = 'http://localhost/'): RouteLocation {
  const u = new URL(url, base);
  const { lang, path } = stripLangPrefix(u.pathname);
  return {
    pathname: u.pathname,
    path,
    lang,
    search: u.search,
    hash: u.hash,
    query: u.searchParams,
    href: u.pathname + u.search + u.hash,
  };
}

export interface RouteDef<T> {
  readonly name: string;
  readonly pattern: string;
  readonly data: T;
}
export interface RouteMatch<T> {
  readonly route: RouteDef<T>;
  readonly params: Record<string, string>;
}

/**
 * `/availabilities/{cuid}` -> a matcher giving `{cuid}`; a param is one non-empty path segment. A trailing `{*rest}`
 * takes whatever follows, slashes included, or nothing (`/account{*rest}` matches /account and /account/a/b).
 */
export function compilePattern(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  // a rest stays encoded: its reader splits it into segments first (an encoded / is no separator)
  const rests = new Set<string>();
  const source = pattern
    .split(/(\{\*?\w+\})/)
    .map((part) => {
      const m = /^\{(\*?)(\w+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[2]!);
      if (m[1]) rests.add(m[2]!);
      return m[1] ? '(/.*)?' : '([^/]+)';
    })
    .join('');
  const re = new RegExp(`^${source}/?$`);
  return (path) => {
    const m = re.exec(path);
    if (!m) return null;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const raw = m[i + 1] ?? '';
      if (rests.has(name)) {
        params[name] = raw;
        return;
      }
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        params[name] = raw;
      }
    });
    return params;
  };
}

/** The first route whose pattern matches the path (without its language prefix). */
export function matchRoute<T>(routes: readonly RouteDef<T>[], path: string): RouteMatch<T> | null {
  for (const route of routes) {
    const params = compilePattern(route.pattern)(path);
    if (params) return { route, params };
  }
  return null;
}

export interface Router {
  readonly location: ReadonlySignal<RouteLocation>;
  /** client-side navigation; a language switch loads the page; a target off the site goes home (open-redirect guard) */
  navigate(href: string, options?: { replace?: boolean }): void;
  /** listens to back/forward and hash changes; returns the stop function */
  start(): () => void;
  /** reads the address again after a move the router did not make (a widget's view state, the runtime's pageUrl) */
  sync(): void;
}

export interface RouterOptions {
  /** return false to cancel a navigation (preview mode, 000 §2) */
  beforeNavigate?: (href: string) => boolean;
}

const effectiveLang = (lang: Lang | null): Lang => lang ?? (DEFAULT_LOCALE as Lang);

/** The id an anchor names; none for a malformed escape (`#%`), which names no element. */
function anchorId(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

export function createRouter(win: Window = window, options: RouterOptions = {}): Router {
  const location = signal(parseLocation(win.location.href));
  const sync = () => {
    const next = parseLocation(win.location.href);
    if (next.href !== location.peek().href) location.value = next;
  };

  function navigate(href: string, { replace = false }: { replace?: boolean } = {}) {
    const current = location.peek();
    // Navigation inputs come from query strings (redirect=) and answers: leaving the site is never this router's
    // job (external links are plain anchors the browser follows; payment uses navigateTop). The one redirect rule
    // (core safeRedirect) keeps a path of this origin; anything else goes to the language's home.
    let kept = safeRedirect(href, win.location.href, '');
    if (!kept) {
      if (import.meta.env?.DEV) console.warn(`[oriel] navigation off the site refused: ${href}`);
      kept = withLangPrefix('/', current.lang);
    }
    const url = new URL(kept, win.location.href);
    // Links keep the prefix of the page they are on (000 §2).
    if (!stripLangPrefix(url.pathname).lang && current.lang) url.pathname = withLangPrefix(url.pathname, current.lang);
    const next = parseLocation(url);
    // The runtime's translator is built for one language: another language is a fresh page load.
    if (effectiveLang(next.lang) !== effectiveLang(current.lang)) return win.location.assign(url.href);
    if (options.beforeNavigate && !options.beforeNavigate(next.href)) return;
    if (next.href === current.href) return;
    if (replace) win.history.replaceState(null, '', next.href);
    else win.history.pushState(null, '', next.href);
    location.value = next;
    const id = next.hash ? anchorId(next.hash) : null;
    const target = id ? win.document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else win.scrollTo(0, 0);
  }

  return {
    location,
    navigate,
    sync,
    start() {
      win.addEventListener('popstate', sync);
      win.addEventListener('hashchange', sync);
      return () => {
        win.removeEventListener('popstate', sync);
        win.removeEventListener('hashchange', sync);
      };
    },
  };
}
