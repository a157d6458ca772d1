import { renderToStringAsync } from 'preact-render-to-string';
import {
  configureImageCdn,
  langHref,
  loadShellCatalogue,
  memoryStorage,
  shellLinks,
  signal,
  stripLangPrefix,
  DEFAULT_LOCALE,
  LANGS,
  type Lang,
  type QueryHandle,
  sameKey,
  siteKeys,
} from '@oriel/core';
import { createRuntime, organiserImageBases, RuntimeContext, sanitizeCustomCss } from '@oriel/ui';
import { App } from '../app';
import { matchRoute, parseLocation, type Router } from '../router';
import { preloadRoute, SHELL_ROUTES } from '../routes';

/**
 * The routes rendered on the server: what a visitor reads before any script runs (home, the organiser's pages and
 * the detail screens), the same for everyone. Screens that depend on who is signed in (cart forms, checkout,
 * sign-in, the account) stay client-rendered: their HTML would be the anonymous visitor's.
 */
export const SERVER_RENDERED = new Set([
  'home',
  'availability',
  'bundle',
  'membership',
  'voucher',
  'activity',
  'resource',
  'terms',
  'accessibility',
  'blog',
  'blogArticle',
  'pageNotFound',
]);

/** How many render passes a page may take: each one may reveal queries that depend on the previous answers. */
const MAX_PASSES = 5;

export interface ServerPage {
  status: 200 | 404;
  lang: string;
  title: string | null;
  /** the app's markup, for inside #app (its style attributes moved to `styles`) */
  body: string;
  /** the markup's inline styles as rules, for a <style> element the page's nonce allows (see extractStyles) */
  styles: string;
  /** the answers the markup shows, as the JSON the client seeds its cache with (script-safe) */
  state: string;
  /** the same page in each language (path and query), for `<link rel="alternate" hreflang>` */
  alternates: readonly { lang: Lang; href: string }[];
}

export interface RenderOptions {
  /** the page's URL, as the visitor asked for it */
  url: string;
  apiBase: string;
  /** the image CDN host (000 §1): the API's images are served through it; a refused value is as if unset */
  imageCdn?: string | undefined;
  /** the clock the page shows (the demo API's, so a pinned demo renders the instant it serves) */
  now?: () => number;
  fetch?: typeof fetch;
  /** a page whose data takes longer is left to the client (the plain app HTML answers) */
  timeoutMs?: number;
  /** a document to build the API's sanitised HTML in (descriptions are sanitised like in the browser); none: not shown */
  htmlDocument?: Document;
  /** a spec-conformant parser's round trip (parse, serialise), which the sanitiser parses with: the browser's parser */
  htmlNormalise?: (html: string) => string;
}

/** A router that stays on one URL: navigation is the browser's business once the page has loaded. */
function fixedRouter(url: string): Router {
  const location = signal(parseLocation(url));
  return { location, navigate: () => {}, start: () => () => {}, sync: () => {} };
}

/** JSON that cannot end the <script> element it is written into, nor break a line in old parsers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" };

/**
 * The shell's Content-Security-Policy refuses style attributes in markup (no 'unsafe-inline'); the browser may set
 * styles from script only. So each `style="…"` of the server's markup becomes a `data-oriel-style` number and a rule
 * of a <style> element that carries the answer's nonce. The client's first render then sets the same styles from
 * script and drops the attribute. A declaration that could leave its rule (braces, at-rules, escapes, markup) is not
 * carried over: the client applies it once it runs.
 */
export function extractStyles(markup: string): { body: string; styles: string } {
  const rules: string[] = [];
  const body = markup.replace(/ style="([^"]*)"/g, (_, encoded: string) => {
    const css = encoded.replace(/&(amp|quot|lt|gt|#39);/g, (e) => ENTITIES[e] ?? e).trim();
    if (!css || /[{}<>@\\]|\/\*/.test(css)) return '';
    rules.push(`[data-oriel-style="${rules.length}"]{${css}}`);
    return ` data-oriel-style="${rules.length - 1}"`;
  });
  return { body, styles: rules.join('\n') };
}

/**
 * Renders one shell page to HTML with the same components the browser runs. Effects do not run on a server, so
 * every query a pass reads is collected (OrielRuntime.prerender), fetched, and the page rendered again, until a
 * pass asks for nothing new. Null: the route is client-only, or its data did not come in time.
 */
export async function renderShellPage(options: RenderOptions): Promise<ServerPage | null> {
  // before any answer is parsed: the schemas' image URLs go through the one gate, which applies the CDN host
  configureImageCdn(options.imageCdn, [new URL(options.apiBase).origin]);
  const location = parseLocation(options.url);
  const match = matchRoute(SHELL_ROUTES, location.path);
  if (match && !SERVER_RENDERED.has(match.route.name)) return null;
  const lang = stripLangPrefix(location.pathname).lang ?? DEFAULT_LOCALE;
  await preloadRoute(location.path);
  const router = fixedRouter(options.url);
  const wanted = new Set<QueryHandle<unknown>>();
  const runtime = createRuntime({
    apiBase: options.apiBase,
    lang,
    messages: await loadShellCatalogue(lang),
    links: shellLinks(location.lang),
    navigate: () => {},
    currentLocation: () => location.pathname + location.search,
    storage: memoryStorage(),
    fetch: options.fetch,
    now: options.now,
    tickMs: 0,
    prerender: (handle) => void wanted.add(handle),
    htmlParser: options.htmlDocument ? { document: options.htmlDocument, normalise: options.htmlNormalise ?? null } : null,
  });
  let title: string | null = null;
  let notFound = false;
  const server = { serverTitle: (value: string) => void (title = value), serverNotFound: () => void (notFound = true) };

  const deadline = Date.now() + (options.timeoutMs ?? 3000);
  let body = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    wanted.clear();
    notFound = false;
    body = await renderToStringAsync(
      <RuntimeContext.Provider value={runtime}>
        <App router={router} server={server} />
      </RuntimeContext.Provider>,
    );
    const missing = [...wanted].filter((h) => h.state.peek().status === 'idle' || h.state.peek().fetching);
    if (missing.length === 0) break;
    const left = deadline - Date.now();
    if (left <= 0) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = await Promise.race([
      Promise.all(missing.map((h) => h.ensure())).then(() => false),
      new Promise<boolean>((ok) => (timer = setTimeout(() => ok(true), left))),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      runtime.queries.clear();
      return null;
    }
  }
  const answers = runtime.queries.snapshot();
  runtime.queries.clear();
  // a path nothing answers, or a detail whose item is gone, is a 404; /page-not-found itself is a page like any other
  // (where the app sends a visitor)
  const alternates = LANGS.map((l) => ({ lang: l, href: langHref(location.pathname + location.search, l) }));
  const extracted = extractStyles(body);
  // the website's custom CSS, sanitised like the client's (organiser-sheet.ts), under the same nonce: painted at once
  const website = answers.find(([key]) => sameKey(key, siteKeys.website()))?.[1] as { css?: string | null } | undefined;
  const styles = [extracted.styles, sanitizeCustomCss(website?.css, organiserImageBases(options.apiBase))].filter(Boolean).join('\n');
  return {
    status: notFound && match?.route.name !== 'pageNotFound' ? 404 : 200,
    lang,
    title,
    body: extracted.body,
    styles,
    state: scriptSafeJson(answers),
    alternates,
  };
}
