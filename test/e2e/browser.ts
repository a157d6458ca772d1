import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';

// Debian's chromium and its flags on this machine (docs/design.md §7), shared with the bench
export { CHROMIUM_ARGS, chromiumPath };

/**
 * A Chromium started with flags of its own (`--test-third-party-cookie-phaseout`), by the global setup: a browser
 * launched in this worker would read the pinned Date and lose the pinned clock of its pages (global-setup.ts).
 * Closing it disconnects this file; the browser itself lasts the run.
 */
export async function launchBrowser(flags: string[] = []): Promise<Browser> {
  const query = new URLSearchParams(flags.map((flag) => ['flag', flag]));
  const res = await fetch(`${inject('clockUrl')}/browser?${query}`, { method: 'POST' });
  if (!res.ok) throw new Error(`the browser with ${flags.join(' ')} did not start: ${await res.text()}`);
  return chromium.connect(await res.text());
}

/**
 * Fails the test on uncaught page errors (a broken widget must never break the host page) and on any
 * Content-Security-Policy violation: the shell and the demo site serve strict policies (docs/security.md).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(`CSP: ${m.text()}`);
  });
  return errors;
}

/**
 * Sums the page's layout shifts not caused by input, from its first paint (installed before the page loads);
 * the returned function reads the total.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { orielShifts: number; orielShiftSources: string[] };
    w.orielShifts = 0;
    w.orielShiftSources = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const name = (n?: Node) => (n instanceof Element ? `<${n.localName}${n.className ? ` class="${n.className}"` : ''}>` : (n?.nodeName ?? '?'));
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        w.orielShifts += e.value;
        for (const s of e.sources ?? [])
          w.orielShiftSources.push(`${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)} at ${Math.round(e.startTime)} ms`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { orielShifts: number }).orielShifts);
}

/** What moved, for a failure's message: each shifted node with its box before and after (watchLayoutShifts). */
export function shiftSources(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { orielShiftSources?: string[] }).orielShiftSources ?? []);
}

/**
 * Watches every shadow root the page attaches for a lazy view's loading block (`Suspense`'s fallback, a skeleton right
 * under the widget's root), installed before the page loads; the returned function names the hosts that showed one
 * (`tag[data-kind or data-mode]`). A widget that starts its view at mount (`WidgetSpec.prepare`) never shows it.
 */
export async function watchViewLoadingBlocks(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { orielViewBlocks: string[] }).orielViewBlocks = []);
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      const host = `${this.localName}[${this.getAttribute('data-kind') ?? this.getAttribute('data-mode') ?? ''}]`;
      new MutationObserver(() => void (root.querySelector('.oriel-root > .skeleton') && seen.push(host))).observe(root, { childList: true, subtree: true });
      return root;
    };
  });
  return () => page.evaluate(() => (window as unknown as { orielViewBlocks: string[] }).orielViewBlocks);
}

/**
 * Records every message key a widget shows as itself (a missing translation, or the catalogue's second part not in
 * yet: core's i18n/load.ts), in any shadow root's text or labels, from the page's start; the returned function reads
 * them.
 */
export async function watchRawKeys(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { orielRawKeys: string[] }).orielRawKeys = []);
    const key =
      /(?<![\w./@-])(?:auth|checkout|schedules|quick_list|common|status|ages|paging|catalog|availability|offers|activity_detail|cart|form|register|forms|toasts|not_found)\.[A-Za-z_]+(?:\.[A-Za-z_]+)*/g;
    const scan = (root: ShadowRoot) => {
      const labels = Array.from(root.querySelectorAll('[aria-label],[title],[placeholder]'), (el) =>
        ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
      );
      for (const found of `${root.textContent ?? ''} ${labels.join(' ')}`.match(key) ?? []) if (!seen.includes(found)) seen.push(found);
    };
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      new MutationObserver(() => scan(root)).observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
      return root;
    };
  });
  return () => page.evaluate(() => (window as unknown as { orielRawKeys: string[] }).orielRawKeys);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/** axe-core run in the page (it walks open shadow roots); returns the violations. */
export async function axe(page: Page, only?: string[]): Promise<AxeViolation[]> {
  // axe judges what stays on screen: text fading in (a toast's entry) reads as low contrast half-way through
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  // evaluated through the DevTools protocol, not as an inline <script>: the pages' strict CSP stays on
  await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    const w = window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } };
    // `only`: those rules, including ones axe leaves off by default (target-size, WCAG 2.2's 2.5.8)
    const r = await w.axe.run(document, { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })) }));
  }, only);
}

export function describeViolations(v: AxeViolation[]): string {
  return v.map((x) => `${x.id} (${x.impact}): ${x.help}\n  ${x.nodes.map((n) => n.html).join('\n  ')}`).join('\n');
}

export type { Browser, BrowserContext, Locator, Page };
/** Where the widgets keep the visitor's token for an API (the product's own rule, not a copy of it). */
export { tokenKey } from '../../packages/core/src/store/storage';

/** Resolves after the page has drawn `count` frames: style, layout, media queries and resize observers have run. */
export async function frames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((drawn) => requestAnimationFrame(drawn));
  }, count);
}

/**
 * Proves that something does NOT happen (`reason` says what): first what would precede it (the page's network quiet,
 * a frame drawn), then `ms` more, the only fixed wait a browser test may use. A test that waits for something to
 * happen waits for that condition instead (locator.waitFor, expect.poll, waitForResponse).
 */
export async function nothingHappensFor(page: Page, ms: number, reason: string): Promise<void> {
  try {
    await page.waitForLoadState('networkidle');
    await frames(page);
    await page.waitForTimeout(ms);
  } catch (e) {
    throw new Error(`while showing that ${reason}: ${(e as Error).message}`);
  }
}

/** The demo API's current instant: pinned for the run (ORIEL_E2E_NOW), then running, moved by advanceClock. */
export async function apiNow(): Promise<Date> {
  return new Date(await (await fetch(`${inject('clockUrl')}/now`)).text());
}

/** A visitor in Brussels: French, Brussels time, a desktop window. */
export const VISITOR: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, locale: 'fr-BE', timezoneId: 'Europe/Brussels' };

/**
 * A browser context as a visitor in Brussels would have it (French, Brussels time, a desktop window unless
 * told otherwise), whose clock starts at the API's instant: no test depends on the hour or the day it runs.
 */
export async function openContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...VISITOR, ...options });
  await context.clock.install({ time: await apiNow() });
  return context;
}

/** Moves the API's clock and the pages' clocks forward together (cart expiry without waiting 15 minutes). */
export async function advanceClock(context: BrowserContext, ms: number): Promise<void> {
  await fetch(`${inject('clockUrl')}/advance?ms=${ms}`, { method: 'POST' });
  await context.clock.fastForward(ms);
}

/**
 * A test of how a page loads, draws or defends itself, with no date, hour or booking rule in what it checks: `npm test`
 * runs it at its first instant only (ORIEL_E2E_SECOND_INSTANT, scripts/check.mjs), as it does the files of
 * FIRST_INSTANT_ONLY. A test that books, lists sessions by date or counts places stays a plain `it`.
 */
export const itAtFirstInstant = it.skipIf(process.env.ORIEL_E2E_SECOND_INSTANT === '1');

/**
 * The run's Chromium (global-setup.ts), connected for one test file: each file's contexts are closed when it
 * disconnects. A browser started and closed per file cost each file about 1 s, twice per `npm test`.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWs'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not started yet');
    return browser;
  };
}

/** A download's bytes: read through the connection, since a file of the shared browser has no local path. */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Signs a customer in through the login form inside `scope` (a card's dialog, or the page's main on
 * /auth/login); `prompt`: the login prompt's button must be pressed first (the dialog's case).
 */
export async function signInWithin(scope: Locator, { prompt = false, email = 'demo@oriel.test', password = 'demo-password' } = {}) {
  if (prompt) await scope.getByRole('button', { name: 'Se connecter' }).click();
  await scope.getByLabel('E-mail').fill(email);
  await scope.getByLabel('Mot de passe').fill(password);
  await scope.getByRole('button', { name: 'Se connecter' }).click();
}
