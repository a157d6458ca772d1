import { createHash } from 'node:crypto';
import type { Mount } from './static-server';

// The Content-Security-Policy of each page the demo serves (docs/security.md §9). Every file of every origin also
// gets nosniff and a referrer policy from the file server itself (static-server.ts).

type Directives = Record<string, string>;

/**
 * What every page shares: its own origin by default, no plugins, no <base> pointing elsewhere, and `frame-ancestors`
 * always said (a page that omits it may be framed by anyone, clickjacking).
 */
function policy(directives: Directives & { 'frame-ancestors': string }): Record<string, string> {
  const all: Directives = { 'default-src': "'self'", ...directives, 'object-src': "'none'", 'base-uri': "'self'" };
  const { 'frame-ancestors': frameAncestors, ...rest } = all;
  return {
    'Content-Security-Policy': [...Object.entries(rest), ['frame-ancestors', frameAncestors]].map(([k, v]) => `${k} ${v}`).join('; '),
  };
}

/**
 * The hosted shell's headers: a strict policy (no inline script or style, no eval; the styles are constructed
 * stylesheets), calls only to its own origin and the API, and no framing (the checkout cannot be framed).
 * `frame-ancestors` also names the admin console (its live preview frames the shell): ORIEL_ADMIN_ORIGIN, else the
 * demo's stand-in console (docs/security.md "Live preview").
 */
export function shellHeaders(apiOrigin: string, nonce?: string, adminOrigin = process.env.ORIEL_ADMIN_ORIGIN, imageCdn?: string): Record<string, string> {
  return policy({
    'script-src': "'self'",
    // the nonce: the one <style> element of a server-rendered page (its markup's styles, scripts/shell-ssr.ts)
    'style-src': nonce ? `'self' 'nonce-${nonce}'` : "'self'",
    'img-src': `'self' data: https: ${apiOrigin}${imageCdn ? ` ${imageCdn}` : ''}`,
    // the website's custom CSS may load fonts from the organiser's image host (ui/src/security/custom-css.ts)
    'font-src': `'self' ${apiOrigin}`,
    'connect-src': `'self' ${apiOrigin}`,
    'frame-src': 'https:',
    'form-action': "'self'",
    'frame-ancestors': adminOrigin ? `'self' ${adminOrigin}` : "'self'",
  });
}

/**
 * The strict policy an integrator's page may have (docs/elements.md "Content Security Policy"): the loader's origin
 * for scripts, a nonce for the one style element the loader adds, the API for calls and images.
 */
const embeddingPage = (apiOrigin: string, loaderOrigin: string, nonce: string): Directives => ({
  'script-src': `'self' ${loaderOrigin} 'nonce-${nonce}'`,
  'style-src': `'self' 'nonce-${nonce}'`,
  'img-src': `'self' data: https: ${apiOrigin}`,
  'connect-src': `'self' ${apiOrigin}`,
});

/** The organiser's own site: an embedding page, never framed. The widgets must work under it with no violation (test/e2e). */
export function hostPageHeaders(apiOrigin: string, loaderOrigin: string, nonce: string): Record<string, string> {
  return policy({ ...embeddingPage(apiOrigin, loaderOrigin, nonce), 'frame-ancestors': "'none'" });
}

/** The one <style> VitePress adds itself: its appearance switch (vueuse's useColorMode) turns transitions off a moment. */
const VITEPRESS_STYLE =
  '*,*::before,*::after{-webkit-transition:none!important;-moz-transition:none!important;-o-transition:none!important;-ms-transition:none!important;transition:none!important}';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The integrator docs (VitePress, scripts/docs-build.ts): an embedding page too, since their live examples run the
 * loader. VitePress's own inline scripts carry the answer's nonce (docsMount), its one style element is named by its
 * hash; its server-rendered markup holds style attributes (code colours, layout variables), which an attribute cannot
 * turn into script or a selector: allowed as attributes only, never as other <style> elements.
 */
export function docsHeaders(apiOrigin: string, loaderOrigin: string, nonce: string): Record<string, string> {
  return policy({
    ...embeddingPage(apiOrigin, loaderOrigin, nonce),
    'style-src': `'self' 'nonce-${nonce}' ${sha256(VITEPRESS_STYLE)}`,
    'style-src-attr': "'unsafe-inline'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
}

/**
 * The stand-in admin console's page (demo/admin): its own script and styles only, calls to the API (the page it
 * previews), and one frame, the shell; nobody frames it.
 */
export function adminHeaders(apiOrigin: string, shellOrigin: string): Record<string, string> {
  return policy({
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'connect-src': `'self' ${apiOrigin}`,
    'frame-src': shellOrigin,
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
}

/** The answer's nonce on every `<script` of a page of our own build (its inline scripts run, no other does). */
export const withScriptNonce = (html: string, nonce: string) => html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`);

/**
 * The docs' folder as served: their pages under docsHeaders, with `inject` filling the demo's URLs in
 * (docs/.vitepress/config.mts) and the nonce put on VitePress's scripts.
 */
export function docsMount(
  dir: string,
  { apiOrigin, loaderOrigin, inject }: { apiOrigin: string; loaderOrigin: string; inject: (html: string, nonce: string) => string },
): Mount {
  return {
    prefix: '/',
    dir,
    transformHtml: (html, nonce) => withScriptNonce(inject(html, nonce), nonce),
    pageHeaders: (nonce) => docsHeaders(apiOrigin, loaderOrigin, nonce),
  };
}
