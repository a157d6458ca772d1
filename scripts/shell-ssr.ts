import { existsSync } from 'node:fs';
// the built module's shape, from its source (types only: the server runs the bundle, not the TSX)
import type * as ServerEntry from '../packages/shell/src/server';
import { log } from '../demo/api/src/ops/log';
import { renderCache, type RenderCacheOptions } from './render-cache';
import { serverHtml } from './server-html';

type ServerRender = Pick<typeof ServerEntry, 'renderShellPage'>;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The hosted shell's pages, rendered on the server: the shell's index.html with the page's markup in
 * #app, its styles under the answer's nonce, its data for the client, its language and title. Null (the route is
 * client-only, the render failed or took too long): the plain index.html answers, as before.
 */
export async function shellRenderer(options: {
  apiBase: string;
  /** the image CDN host (000 §1), checked by the render */
  imageCdn?: string | undefined;
  now?: () => number;
  quiet?: boolean;
  /** the storefront's public origin, for absolute alternate links (a request's Host header is not to be trusted) */
  origin?: string;
  /** the render cache's lifetimes and limits (render-cache.ts) */
  cache?: Partial<RenderCacheOptions>;
  /** told of each render the cache did not spare: its time and whether it succeeded (the metrics) */
  onRender?: (seconds: number, ok: boolean) => void;
}) {
  const bundle = new URL('../packages/shell/dist-server/render.js', import.meta.url);
  if (!existsSync(bundle)) throw new Error('packages/shell/dist-server/render.js is missing: run `pnpm build`');
  const { renderShellPage } = (await import(bundle.href)) as ServerRender;
  // descriptions from the API are sanitised on the server as in the browser (server-html.ts)
  const { htmlDocument, htmlNormalise } = serverHtml();
  type Page = Awaited<ReturnType<ServerRender['renderShellPage']>>;
  const renderPage = async (href: string): Promise<Page> => {
    const started = performance.now();
    try {
      const page = await renderShellPage({ url: href, apiBase: options.apiBase, imageCdn: options.imageCdn, now: options.now, htmlDocument, htmlNormalise });
      options.onRender?.((performance.now() - started) / 1000, true);
      return page;
    } catch (error) {
      options.onRender?.((performance.now() - started) / 1000, false);
      // the path only: a query may carry what a visitor typed
      if (!options.quiet) log.warn('server render failed', { path: new URL(href).pathname }, error);
      throw error;
    }
  };
  // the same for every visitor (no session on the server): one render per URL serves them all; the nonce is per answer
  const cache = renderCache(renderPage, { ...options.cache, now: options.cache?.now ?? Date.now });
  const respond = async (url: URL, template: string, nonce: string): Promise<{ status: number; html: string } | null> => {
    // a preview shows the organiser's draft: never shared, never kept
    const page = url.searchParams.has('preview') ? await renderPage(url.href).catch(() => null) : await cache.get(url.href);
    if (!page) return null;
    let html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
      .replace('<div id="app"></div>', `<div id="app">${page.body}</div>\n    <script type="application/json" id="oriel-state">${page.state}</script>`);
    if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    // the same page in each language, for search engines (absolute when the origin is known, as they prefer)
    const alternates = page.alternates.map(
      (a) => `  <link rel="alternate" hreflang="${a.lang}" href="${escapeHtml(options.origin ? new URL(a.href, options.origin).href : a.href)}" />`,
    );
    if (alternates.length) html = html.replace('</head>', `${alternates.join('\n')}\n  </head>`);
    // a function: `$'` or `$&` in the organiser's CSS must not be read as a replacement pattern
    if (page.styles) html = html.replace('</head>', () => `  <style nonce="${nonce}">${page.styles}</style>\n  </head>`);
    return { status: page.status, html };
  };
  return Object.assign(respond, { stats: cache.stats });
}
