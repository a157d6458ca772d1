import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server';

let root: string;
let server: Server;
let base: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'oriel-static-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-x'));
  writeFileSync(join(root, 'dist', 'index.html'), '<p>{{NONCE}}</p>');
  writeFileSync(join(root, 'dist-x', 'secret.txt'), 'not for you');
  server = await serveStatic(
    [{ prefix: '/', dir: join(root, 'dist'), transformHtml: (html, nonce) => html.replace('{{NONCE}}', nonce), pageHeaders: (nonce) => ({ 'Content-Security-Policy': `script-src 'nonce-${nonce}'` }) }],
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
