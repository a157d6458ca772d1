/**
 * The published package as an integrator installs it: `npm pack` of packages/elements (the same files npm would
 * publish), installed offline into the fixture of test/npm-install in a folder of its own, then (1) a Vite app that
 * imports `@oriel/elements`, built with the repository's Vite under a sub-path, and (2) a plain page that loads the
 * installed dist/oriel.js from two folders up. Each renders cards from the demo API in Chromium, every file it asks for
 * found. The script-tag build also finds its chunks through data-base and Oriel.setBasePath when it is copied away from
 * them, and the hosted shell serves it and its chunks at its major-pinned path.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PINNED_LOADER_PATH } from '../../scripts/shell-server';
import { serveStatic } from '../../scripts/static-server';
import { openContext, useBrowser, watchErrors, type Page } from './browser';
import { HOST_PAGE_PORTS } from './host-origins';
import { hostDocument } from './host-page';

const run = promisify(execFile);
const urls = inject('urls');
const browser = useBrowser();
const root = new URL('../..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${root}packages/elements/package.json`, 'utf8')) as { name: string; version: string };

let work = '';
let packed: string[] = [];
let server: Server | undefined;
let origin = '';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'oriel-npm-'));
  // offline: the package has no dependencies, and npm ships with node (pnpm may not be on PATH)
  const npm = { cwd: work, env: { ...process.env, npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' } };
  const { stdout } = await run('npm', ['pack', `${root}packages/elements`, '--json', '--pack-destination', work], npm);
  const [{ filename, files }] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
  packed = files.map((f) => f.path);
  // a build under way elsewhere empties dist/ first: say so rather than fail in the app's build
  for (const file of ['dist/index.js', 'dist/oriel.js'])
    if (!packed.includes(file)) throw new Error(`the packed package has no ${file}: run \`pnpm build\` (and let a concurrent build finish)`);
  cpSync(`${root}test/npm-install`, work, { recursive: true });
  await run('npm', ['install', '--ignore-scripts', '--no-package-lock', `./${filename}`], npm);
  // the app's environment, as its .env would give it
  writeFileSync(join(work, 'vite-app/.env'), `VITE_ORIEL_API=${urls.api}\n`);
  await build({ root: join(work, 'vite-app'), base: '/shop/', configFile: false, logLevel: 'warn', build: { outDir: 'dist' } });
  // the script-tag build copied away from its chunks (a site's vendor folder): data-base or setBasePath finds them
  mkdirSync(join(work, 'vendor'));
  copyFileSync(join(work, 'node_modules/@oriel/elements/dist/oriel.js'), join(work, 'vendor/oriel.js'));
  const inject = (html: string) => html.replaceAll('{{ORIEL_API}}', urls.api);
  // a port the API knows as an embedding page's (host-origins.ts), from the last: another file's host pages take the first
  for (const port of [...HOST_PAGE_PORTS].reverse()) {
    server = await serveStatic(
      [
        { prefix: '/shop/', dir: join(work, 'vite-app/dist') },
        { prefix: '/site/', dir: work, transformHtml: inject },
      ],
      port,
      '127.0.0.1',
    ).catch(() => undefined);
    if (server) break;
  }
  if (!server) throw new Error(`no free port among ${HOST_PAGE_PORTS.join(', ')}`);
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  // the run's browser stays connected after this file: its kept-alive connections would hold close() open
  await new Promise<void>((ok) => (server ? (server.close(() => ok()), server.closeAllConnections()) : ok()));
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * Opens the page and waits for the first card: the titles shown must be the titles of the availabilities the widget
 * asked the API for. Answers every request the page made that failed, and every script it loaded.
 */
async function cardsFromApi(page: Page, url: string) {
  const failed: string[] = [];
  const scripts: string[] = [];
  page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`)));
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  const answer = page.waitForResponse((r) => r.url().startsWith(`${urls.api}/api/availabilities?`) && r.ok());
  await page.goto(url);
  const { data } = (await (await answer).json()) as { data: { activity?: { title: string } }[] };
  await page.locator('oriel-cards .o-card-title').first().waitFor();
  const shown = await page.locator('oriel-cards .o-card-title').allTextContents();
  expect(data.length).toBeGreaterThan(0);
  expect(shown).toEqual(data.slice(0, shown.length).map((a) => a.activity?.title));
  await expect.poll(() => page.locator('oriel-cart button').count()).toBeGreaterThan(0);
  return { failed, scripts };
}

describe(`the packed ${pkg.name} installed from npm`, () => {
  it('packs the loader, the module entry, the chunks, the types, README, LICENSE and CHANGELOG, and no sources', () => {
    for (const file of ['dist/oriel.js', 'dist/index.js', 'types/elements.d.ts', 'custom-elements.json', 'README.md', 'LICENSE', 'CHANGELOG.md'])
      expect(packed).toContain(file);
    expect(packed.some((f) => f.startsWith('dist/chunks/') && f.endsWith('.js'))).toBe(true);
    expect(packed.filter((f) => f.startsWith('src/'))).toEqual([]);
    expect(readFileSync(join(work, 'node_modules/@oriel/elements/LICENSE'), 'utf8')).toBe(readFileSync(`${root}LICENSE`, 'utf8'));
    expect(readFileSync(join(work, 'node_modules/@oriel/elements/CHANGELOG.md'), 'utf8')).toContain(`## ${pkg.version}`);
  });

  it('imports in Node without a DOM and defines nothing (a server render)', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', "await import('@oriel/elements'); await import('@oriel/elements/oriel.js'); console.log(typeof globalThis.Oriel)"],
      { cwd: join(work, 'vite-app') },
    );
    expect(stdout.trim()).toBe('undefined');
  });

  it('a Vite app importing it, built under /shop/, renders cards from the API with chunks from its own build', async () => {
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    const { failed, scripts } = await cardsFromApi(page, `${origin}/shop/`);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    // the widget chunks came with the app's own files, none from the package's folder
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((s) => !s.startsWith(`${origin}/shop/assets/`))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { Oriel: { version: string } }).Oriel.version)).toBe(pkg.version);
  });

  it('a plain page loading the installed dist/oriel.js from a nested path renders cards, its chunks found beside it', async () => {
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    const { failed, scripts } = await cardsFromApi(page, `${origin}/site/plain/index.html`);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    expect(scripts.filter((s) => !s.startsWith(`${origin}/site/node_modules/@oriel/elements/dist/`))).toEqual([]);
  });

  it('copied away from its chunks, the loader finds them through data-base (a folder named without its final slash)', async () => {
    writeFileSync(
      join(work, 'plain/data-base.html'),
      hostDocument(
        `<script src="../vendor/oriel.js" data-api="{{ORIEL_API}}" data-base="../node_modules/@oriel/elements/dist"></script>` +
          '<oriel-cart></oriel-cart><oriel-cards data-kind="availabilities" data-page-size="4"></oriel-cards>',
      ),
    );
    const page = await (await openContext(browser())).newPage();
    const { failed } = await cardsFromApi(page, `${origin}/site/plain/data-base.html`);
    expect(failed).toEqual([]);
  });

  it('copied away from its chunks without data-base, the elements load once the page calls Oriel.setBasePath', async () => {
    writeFileSync(
      join(work, 'plain/set-base-path.html'),
      hostDocument(
        `<script src="../vendor/oriel.js" data-api="{{ORIEL_API}}"></script><oriel-cards data-kind="availabilities" data-page-size="4"></oriel-cards>`,
      ),
    );
    const page = await (await openContext(browser())).newPage();
    // the loader has given up on the chunk it looked for beside itself
    const gaveUp = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('oriel-cards failed to load'));
    await page.goto(`${origin}/site/plain/set-base-path.html`);
    await gaveUp;
    const answer = page.waitForResponse((r) => r.url().startsWith(`${urls.api}/api/availabilities?`) && r.ok());
    await page.evaluate(() =>
      (window as unknown as { Oriel: { setBasePath(url: string): void } }).Oriel.setBasePath('/site/node_modules/@oriel/elements/dist/'),
    );
    const { data } = (await (await answer).json()) as { data: { activity?: { title: string } }[] };
    await expect.poll(() => page.locator('oriel-cards .o-card-title').first().textContent()).toBe(data[0]!.activity?.title);
  });
});

describe('the hosted shell serves the loader at its major-pinned path', () => {
  // the plain page above shows the loader finding its chunks beside itself: here, that the pinned folder holds them
  it(`${PINNED_LOADER_PATH}oriel.js is the built loader, with a short cache lifetime, and its chunks are beside it, immutable`, async () => {
    expect(PINNED_LOADER_PATH).toBe(`/oriel/${pkg.version.split('.')[0]}/`);
    const pinned = new URL(PINNED_LOADER_PATH, urls.shell);
    const loader = await fetch(new URL('oriel.js', pinned), { headers: { 'accept-encoding': 'identity' } });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await loader.text()).toBe(readFileSync(`${root}packages/elements/dist/oriel.js`, 'utf8'));
    const manifest = JSON.parse(readFileSync(`${root}packages/elements/dist/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    for (const { file } of Object.values(manifest).filter((c) => c.isEntry)) {
      const chunk = await fetch(new URL(file, pinned));
      expect(chunk.status, file).toBe(200);
      expect(chunk.headers.get('cache-control')).toContain('immutable');
      await chunk.arrayBuffer();
    }
  });
});
