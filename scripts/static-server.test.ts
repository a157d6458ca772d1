import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, serveStatic } from './static-server';

const CHUNK = `export const x = ${JSON.stringify('x'.repeat(2000))};`;

/** A raw GET (fetch would decode the body and hide the encoding): status, headers and the bytes as sent. */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((ok, fail) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    })
      .on('error', fail)
      .end();
  });
}

let root: string;
let server: Server;
let base: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'oriel-static-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-x'));
  writeFileSync(join(root, 'dist', 'index.html'), '<p>{{NONCE}}</p>');
  writeFileSync(join(root, 'dist-x', 'secret.txt'), 'not for you');
  mkdirSync(join(root, 'dist', 'chunks'));
  writeFileSync(join(root, 'dist', 'chunks', 'cards-abc.js'), CHUNK);
  writeFileSync(join(root, 'dist', 'chunks', 'cards-abc.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(join(root, 'dist', 'chunks', 'cards-abc.js.gz'), gzipSync(CHUNK));
  writeFileSync(join(root, 'dist', 'oriel.js'), 'loader();');
  server = await serveStatic(
    [
      {
        prefix: '/',
        dir: join(root, 'dist'),
        transformHtml: (html, nonce) => html.replace('{{NONCE}}', nonce),
        pageHeaders: (nonce) => ({ 'Content-Security-Policy': `script-src 'nonce-${nonce}'` }),
      },
    ],
    0,
    '127.0.0.1',
  );
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the demo static server (issue 8.7)', () => {
  it('answers a malformed %-escape with 400 and keeps serving', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/%`)).status).toBe(400);
    expect((await fetch(`${base}/index.html`)).status).toBe(200);
  });

  it('never serves a sibling folder whose name starts like the root (dist -> dist-x)', async () => {
    for (const path of ['/../dist-x/secret.txt', '/%2e%2e/dist-x/secret.txt', '/..%2fdist-x%2fsecret.txt']) {
      const res = await fetch(`${base}${path}`);
      expect(await res.text()).not.toContain('not for you');
    }
  });

  it('sends nosniff and a referrer policy everywhere, and a fresh nonce per page in the policy and the HTML', async () => {
    const one = await fetch(`${base}/`);
    const two = await fetch(`${base}/`);
    expect(one.headers.get('x-content-type-options')).toBe('nosniff');
    expect(one.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const nonce = /nonce-([^']+)/.exec(one.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await one.text()).toBe(`<p>${nonce}</p>`);
    expect(two.headers.get('content-security-policy')).not.toContain(nonce!);
  });
});

describe('serving: compression and caching (issue 10.2)', () => {
  it('answers the precompressed brotli copy, else gzip, else the file as is, and says it varies by encoding', async () => {
    const br = await get(`${base}/chunks/cards-abc.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(CHUNK);
    const gz = await get(`${base}/chunks/cards-abc.js`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(CHUNK);
    const refused = await get(`${base}/chunks/cards-abc.js`, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get(`${base}/chunks/cards-abc.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
    // a file under 1 KB without a compressed copy goes as it is
    expect((await get(`${base}/oriel.js`, { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('compresses a text file no build compressed (a site’s own stylesheet) once, and again when it changes', async () => {
    const css = join(root, 'dist', 'site.css');
    const rules = (color: string) => `body { color: ${color}; }\n`.repeat(100);
    writeFileSync(css, rules('red'));
    const br = await get(`${base}/site.css`, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(rules('red'));
    expect(br.body.length).toBeLessThan(rules('red').length / 10);
    const gz = await get(`${base}/site.css`, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(rules('red'));
    expect((await get(`${base}/site.css`)).body.toString()).toBe(rules('red'));
    // a later modification time: the copy kept in memory is not sent again
    writeFileSync(css, rules('blue'));
    utimesSync(css, new Date(Date.UTC(2031, 0, 1)), new Date(Date.UTC(2031, 0, 1)));
    expect(brotliDecompressSync((await get(`${base}/site.css`, { 'Accept-Encoding': 'br' })).body).toString()).toBe(rules('blue'));
    // an image other than SVG is not compressed again
    writeFileSync(join(root, 'dist', 'photo.png'), Buffer.alloc(4096, 7));
    expect((await get(`${base}/photo.png`, { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('compresses a page as it sends it (each answer has its own nonce)', async () => {
    const page = await get(`${base}/`, { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    const nonce = /nonce-([^']+)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(brotliDecompressSync(page.body).toString()).toBe(`<p>${nonce}</p>`);
  });

  it('hashed files are immutable for a year, the loader is asked again after 5 minutes, pages always', async () => {
    expect((await get(`${base}/chunks/cards-abc.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`${base}/oriel.js`)).headers['cache-control']).toBe('public, max-age=300');
    expect((await get(`${base}/`)).headers['cache-control']).toBe('no-cache');
    expect(cacheControl('/srv/shell/dist/assets/index-1a2b.js')).toBe('public, max-age=31536000, immutable');
  });
});
