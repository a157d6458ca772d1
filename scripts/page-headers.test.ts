import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, docsHeaders, docsMount, hostPageHeaders, shellHeaders } from './page-headers';
import { serveStatic } from './static-server';

// docs/security.md §9: every page the demo serves, the docs' included, sends a Content-Security-Policy that names
// frame-ancestors and lets no injected script run, beside nosniff and a referrer policy.

const API = 'http://localhost:4310';
const SHELL = 'http://localhost:4311';

/** A VitePress page as the build writes it: inline scripts of its own, style attributes, the demo's placeholders. */
const DOCS_PAGE = [
  '<!DOCTYPE html><html><head>',
  '<script type="module" src="/assets/app.js"></script>',
  '<meta name="oriel-api" content="{{ORIEL_API}}">',
  '<script id="check-dark-mode">document.documentElement.classList.add("dark")</script>',
  '<script>window.__VP_HASH_MAP__={}</script>',
  '</head><body><div id="app"><span style="--shiki-light:#024C1A">&lt;script&gt;</span></div></body></html>',
].join('');

const directivesOf = (csp: string) => new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]));

let root: string;
let server: Server;
let base: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'oriel-docs-'));
  mkdirSync(join(root, 'elements'));
  writeFileSync(join(root, 'index.html'), DOCS_PAGE);
  writeFileSync(join(root, 'elements', 'oriel-cards.html'), DOCS_PAGE);
  writeFileSync(join(root, 'app.js'), 'export {};');
  const inject = (html: string) => html.replaceAll('{{ORIEL_API}}', API);
  server = await serveStatic([docsMount(root, { apiOrigin: API, loaderOrigin: SHELL, inject })], 0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the docs server', () => {
  it('sends the pages’ security headers: a policy with frame-ancestors, nosniff, a referrer policy', async () => {
    for (const path of ['/', '/elements/oriel-cards.html']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const csp = directivesOf(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('base-uri'), path).toBe("'self'");
      expect(csp.get('default-src'), path).toBe("'self'");
      // the live examples: the loader from the shell's origin, calls and images to the API
      expect(csp.get('script-src'), path).toMatch(new RegExp(`^'self' ${SHELL} 'nonce-[\\w+/=]+'$`));
      expect(csp.get('connect-src'), path).toBe(`'self' ${API}`);
      // besides the nonce, only VitePress's own style element (its appearance switch), by its hash
      expect(csp.get('style-src'), path).toMatch(/^'self' 'nonce-[\w+/=]+' 'sha256-skqujXORqzxt1aE0NNXxujEanPTX6raoqSscTV\/Ww\/Y='$/);
    }
  });

  it('VitePress’s own scripts carry the answer’s nonce, a fresh one each time; nothing else runs inline', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/`);
      const nonce = /'nonce-([\w+/=]+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const html = await res.text();
      expect(html.match(/<script[^>]*>/g)).toEqual([
        `<script nonce="${nonce}" type="module" src="/assets/app.js">`,
        `<script nonce="${nonce}" id="check-dark-mode">`,
        `<script nonce="${nonce}">`,
      ]);
      // the demo's URLs filled in; text that only reads like a tag is left alone
      expect(html).toContain(`content="${API}"`);
      expect(html).toContain('&lt;script&gt;');
    }
    expect(nonces.size).toBe(2);
  });
});

describe('every page policy', () => {
  const policies: [string, string][] = [
    ['shell', shellHeaders(API, 'n0nce', 'http://127.0.0.1:4313')['Content-Security-Policy']!],
    ['host page', hostPageHeaders(API, SHELL, 'n0nce')['Content-Security-Policy']!],
    ['docs', docsHeaders(API, SHELL, 'n0nce')['Content-Security-Policy']!],
    ['admin', adminHeaders(API, SHELL)['Content-Security-Policy']!],
  ];

  it('names who may frame it, forbids plugins and a foreign <base>, and lets no inline script or eval run', () => {
    for (const [page, csp] of policies) {
      const directives = directivesOf(csp);
      expect(directives.get('frame-ancestors'), page).toBeTruthy();
      expect(directives.get('object-src'), page).toBe("'none'");
      expect(directives.get('base-uri'), page).toBe("'self'");
      expect(directives.get('default-src'), page).toBe("'self'");
      expect(directives.get('script-src'), page).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:/);
      expect(directives.get('style-src'), page).not.toMatch(/unsafe/);
    }
    // only the docs allow style attributes (VitePress's markup), never <style> elements
    expect(policies.filter(([, csp]) => /unsafe-inline/.test(csp)).map(([page]) => page)).toEqual(['docs']);
    expect(directivesOf(policies[2]![1]).get('style-src-attr')).toBe("'unsafe-inline'");
  });

  it('the shell may be framed by itself and the admin console only; the others by no one', () => {
    expect(directivesOf(policies[0]![1]).get('frame-ancestors')).toBe("'self' http://127.0.0.1:4313");
    for (const [page, csp] of policies.slice(1)) expect(directivesOf(csp).get('frame-ancestors'), page).toBe("'none'");
  });
});
