/**
 * oriel.js: the one classic script an organiser adds to any page (docs/design.md §2). It stays tiny: it defines every
 * oriel-* tag as a light stub at once, and imports the shared runtime plus a widget's own chunk only when
 * such an element connects. Loading it twice is harmless.
 * The same source is the package's ES module entry for bundlers (vite.module.config.ts, `__ORIEL_ESM__`): there each
 * chunk is a literal import the app's bundler follows, and nothing runs without a DOM (server rendering).
 */
import { DRAWN } from './markers';
import type { OrielTag } from './registry';
import { reconfigures } from './reconfigures';
import { publishedChunk } from './runtime/publish';
import type { OrielEventMap } from '@oriel/core';
import type { CartState, DoctorEnv, DoctorFinding, LoaderConfig, QueuedCall, WidgetController, WidgetModule } from './loader-config';

/** The details this script dispatches, as core's events.ts declares them (its ORIEL_EVENTS' flags are written out here: the loader imports no code). */
type OrielEvents = OrielEventMap<OrielTag, Element>;

/** what derives from the element registry (registry.ts), written as literals by the build: the loader computes none of it */
declare const __ORIEL_MORE_MESSAGES__: OrielTag[];
declare const __ORIEL_RESERVED_CSS__: string;
/** each element's chunk, in the registry's order: its keys are the tags */
declare const __ORIEL_CHUNKS__: Record<OrielTag, string | undefined>;
/** per tag, the attribute that picks a view kept out of the element's chunk, and each value's chunk */
declare const __ORIEL_VIEWS__: Partial<Record<OrielTag, [string, Record<string, string | undefined>]>>;
declare const __ORIEL_API__: string;
declare const __ORIEL_DOCTOR__: string;
/** opt-in chunks: the analytics bridge (data-analytics on this script) and JSON-LD (data-structured-data on an element) */
declare const __ORIEL_ANALYTICS__: string;
declare const __ORIEL_STRUCTURED_DATA__: string;
/** what every widget needs (the shared runtime chunks), and each language's catalogue: its two parts */
declare const __ORIEL_PRELOAD__: string[];
declare const __ORIEL_LOCALES__: Record<'fr' | 'en', [string, string]>;
/** this package's version (package.json) */
declare const __ORIEL_VERSION__: string;
/** true in the ES module entry (dist/index.js), false in the classic script */
declare const __ORIEL_ESM__: boolean;
/**
 * The ES module entry's chunks, written by its build as literal imports: per chunk file, the name it publishes under
 * (runtime/publish.ts; a bundler renames the file) and its import.
 */
declare const __ORIEL_IMPORTS__: Record<string, [string, () => Promise<unknown>]>;

interface OrielGlobal {
  OrielConfig?: Partial<LoaderConfig>;
  customElements?: CustomElementRegistry;
  /** absent in old browsers and some test environments */
  PerformanceObserver?: typeof PerformanceObserver;
  Oriel?: QueuedCall[] | OrielApi;
  __orielLoaded?: boolean;
  /** every copy of the loader the page ran (Oriel.doctor reports a second one, or a second version) */
  __orielLoaders?: string[];
}

/** window.Oriel once the loader ran (its published type: scripts/elements-manifest/render.ts) */
interface OrielApi {
  push(call: QueuedCall): void;
  doctor(): Promise<DoctorFinding[]>;
  setLang(lang: string): void;
  setBasePath(url: string): void;
  readonly version: string;
  readonly ready: Promise<void>;
  readonly cart: CartState & { subscribe(fn: (cart: CartState) => void): () => void };
}
const w = globalThis as unknown as OrielGlobal;
// the classic script's own tag: its URL is where the chunks are (a module has import.meta.url instead)
const script = __ORIEL_ESM__ ? null : (document.currentScript as HTMLScriptElement | null);
const own = __ORIEL_ESM__ ? import.meta.url : script?.src;

// without a DOM (a server render importing the module entry) there is nothing to define
const dom = !__ORIEL_ESM__ || !!w.customElements;
if (dom) (w.__orielLoaders ??= []).push(own || '(inline script)');

if (dom && !w.__orielLoaded) {
  w.__orielLoaded = true;
  // what the page's Content-Security-Policy refused, from the start: Oriel.doctor() names what blocks the widgets
  const violations: { directive: string; blocked: string }[] = [];
  addEventListener(
    'securitypolicyviolation',
    (e) => void (violations.length < 20 && violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI })),
  );
  const data = script?.dataset ?? {};
  /** a folder's URL, read against the page (`/assets/oriel` and `/assets/oriel/` are one folder) */
  const folder = (url: string) => new URL(url.replace(/\/?$/, '/'), document.baseURI).href;
  // the visitor's choice (Oriel.setLang, lang/set-lang.ts) beats the page's <html lang>, not a language the page sets
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem('oriel:lang');
  } catch {
    // storage refused: nothing remembered
  }
  const config: LoaderConfig = {
    api: data.api ?? w.OrielConfig?.api ?? location.origin,
    lang: data.lang ?? w.OrielConfig?.lang ?? remembered ?? document.documentElement.lang ?? null,
    theme: data.theme ?? w.OrielConfig?.theme ?? null,
    // where the chunks are: data-base or OrielConfig.base (a CDN that rewrites paths, the loader copied into another
    // script), else beside this script, from any path; Oriel.setBasePath changes it
    base: folder(data.base || w.OrielConfig?.base || new URL('.', own || location.href).href),
    session: (data.session ?? w.OrielConfig?.session) === 'tab' ? 'tab' : 'local',
    // the nonce attribute reads back empty once applied: the property keeps it
    nonce: data.nonce || script?.nonce || w.OrielConfig?.nonce || null,
    // the runtime tells every change of the cart (runtime/runtime.ts): Oriel.cart reads it, its subscribers follow it
    onCart: (c) => (Object.assign(cart, c), watchers.forEach((fn) => fn(c))),
  };
  const watchers = new Set<(c: CartState) => void>();
  const cart = {
    count: 0,
    items: [] as CartState['items'],
    subscribe(fn: (c: CartState) => void) {
      watchers.add(fn);
      fn({ count: cart.count, items: cart.items });
      void replay(['start']);
      return () => void watchers.delete(fn);
    },
  };
  // Misuse is said aloud in every build: one warning naming the element, the attribute and what it accepts, and an
  // `oriel:error` event from the element (runtime/misuse.ts says the widgets' own)
  const misuse = (el: Element, attribute: string | undefined, message: string) => {
    console.warn(`[oriel] <${el.localName}> ${message}`);
    el.dispatchEvent(
      new CustomEvent('oriel:error', {
        bubbles: true,
        composed: true,
        detail: { kind: 'config', element: el, tag: el.localName, attribute, message } satisfies OrielEvents['error'],
      }),
    );
  };
  const lang = data.lang ?? w.OrielConfig?.lang;
  if (lang && !/^(fr|en)(?![a-z])/i.test(lang))
    misuse(script ?? document.documentElement, 'data-lang', `data-lang="${lang}" is not a language of Oriel's: it accepts fr or en (French is shown).`);

  const style = document.createElement('style');
  if (config.nonce) style.nonce = config.nonce;
  style.textContent = __ORIEL_RESERVED_CSS__;
  document.head.prepend(style);

  // The widgets' files are asked for once the page has painted: a loader that runs before its first frame (cached,
  // or on a fast network) would take the bandwidth that frame's stylesheets, fonts and images need. A hidden page,
  // or a browser without paint timing, asks at once.
  const painted = new Promise((go) => {
    if (document.hidden || !w.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return go(0);
    new PerformanceObserver(go).observe({ type: 'paint', buffered: true });
    // a page with nothing of its own to paint (white, its widgets not drawn yet) has no paint entry to wait for
    requestAnimationFrame(() => setTimeout(go, 100));
  });

  // a chunk's exports are read where it published them (runtime/publish.ts: the widget build may drop entry export
  // signatures); the loader's build copies that leaf module in, so it needs nothing of the runtime chunk
  const failures = new Map<string, number>();
  const importChunk = <T>(file: string): Promise<T> => {
    if (__ORIEL_ESM__) {
      // the app's bundler loads its own copy of the chunk, under a name of its own: the chunk's name finds its exports
      const [name, load] = __ORIEL_IMPORTS__[file]!;
      return load().then(() => publishedChunk<T>(name)!);
    }
    // Chromium remembers a module whose fetch failed and fails every later import of that URL at once: a retry asks
    // for it under another URL (the runtime it imports keeps its own, so the page still has one store).
    const failed = failures.get(file) ?? 0;
    const url = new URL(file, config.base).href + (failed ? `?retry=${failed}` : '');
    return painted
      .then(() => import(/* @vite-ignore */ url))
      .then(
        (m: Partial<T>) => publishedChunk<T>(url) ?? (m as T),
        (error: unknown) => {
          failures.set(file, failed + 1);
          throw error;
        },
      );
  };

  /**
   * With the first element's chunk, the page also asks for what every widget needs, rather than one after the other
   * (the chunk, then the runtime it imports, then the catalogue and the organiser the runtime reads): one round trip
   * instead of three before the widget can ask for its data (scripts/size.mjs counts these requests).
   */
  let hinted = false;
  const link = (rel: string, href: string, as?: string) =>
    painted.then(() => {
      const l = document.createElement('link');
      l.rel = rel;
      l.href = href;
      // the runtime's own fetch() of the organiser is a CORS request without credentials: the preload must match it
      if (as) {
        l.as = as;
        l.crossOrigin = 'anonymous';
      }
      document.head.append(l);
    });
  // resolveLocale's rule, for the two catalogues there are
  const locale = () => __ORIEL_LOCALES__[/^en(?![a-z])/i.test(config.lang ?? '') ? 'en' : 'fr'];
  // In a task of its own: appending the four links took 30-60 ms of a 4x-throttled phone's CPU, half the task that
  // upgrades the page's elements (Lighthouse's longest loader task); the element's own chunk is asked for first.
  const hint = () => {
    if (hinted) return;
    hinted = true;
    setTimeout(() => {
      // a bundler's app preloads its own chunks
      if (!__ORIEL_ESM__) for (const file of [...__ORIEL_PRELOAD__, locale()[0]]) link('modulepreload', new URL(file, config.base).href);
      link('preload', `${config.api.replace(/\/+$/, '')}/api/organiser`, 'fetch');
    });
  };

  // one object, not the build's literal at each use
  const chunks = __ORIEL_CHUNKS__;
  const tags = Object.keys(chunks) as OrielTag[];
  const views = __ORIEL_VIEWS__;
  const hintedViews = new Set<string>();
  /**
   * The chunk of the view the element's attribute picks (data-kind="bundles"), and the catalogue's second part if
   * the element shows it, asked for with the element's own.
   */
  const hintView = (el: HTMLElement, tag: OrielTag) => {
    if (__ORIEL_ESM__) return;
    const [attribute, files] = views[tag] ?? [];
    // own values only: data-kind="constructor" must not reach Object.prototype
    for (const file of [attribute && files![el.getAttribute(`data-${attribute}`) ?? ''], __ORIEL_MORE_MESSAGES__.includes(tag) && locale()[1]] as unknown[])
      if (typeof file == 'string' && !hintedViews.has(file)) {
        hintedViews.add(file);
        link('modulepreload', new URL(file, config.base).href);
      }
  };
  const modules = new Map<string, Promise<WidgetModule>>();
  const load = (tag: OrielTag) => {
    const file = chunks[tag];
    if (!file) return Promise.reject(new Error(`${tag} is not available in this build`));
    let p = modules.get(file);
    if (!p) {
      p = importChunk<WidgetModule>(file);
      // a failed import (network lost) must not stay cached: the next connection or `online` tries again
      p.catch(() => modules.delete(file));
      modules.set(file, p);
    }
    return p;
  };
  // elements whose chunk failed to load, mounted again when the network comes back
  const waiting = new Set<HTMLElement & { connectedCallback(): void }>();
  const retry = () => waiting.forEach((el) => (waiting.delete(el), el.isConnected && el.connectedCallback()));
  addEventListener('online', retry);

  // the mounted elements: a language change re-renders each of them
  const live = new Set<{ controller?: WidgetController }>();
  const refresh = () => live.forEach((s) => s.controller?.update());

  // Queued integrator calls run against the runtime once it is loaded (it exports `call`).
  const queue: QueuedCall[] = Array.isArray(w.Oriel) ? [...w.Oriel] : [];
  type Api = { call(config: LoaderConfig, c: QueuedCall, refresh: () => void): void };
  let runtime: Promise<Api> | undefined;
  const replay = (c: QueuedCall) => {
    // a language queued before the runtime exists is the one it starts in: no first render in the other language
    if (c[0] === 'setLang' && /^(fr|en)$/.test(c[1] as string)) config.lang = c[1] as string;
    const r = (runtime ??= importChunk<Api>(__ORIEL_API__));
    const done = r.then((m) => m.call(config, c, refresh));
    done.catch((e: unknown) => {
      if (runtime === r) runtime = undefined; // not cached: the next call imports again
      console.error('[oriel]', e);
    });
    return done;
  };
  /**
   * Oriel.doctor() (or `?oriel-debug` in the page's address): what would break the widgets on this page, printed and
   * returned. Its checks are a chunk of their own; when even that cannot load, the loader says why it could not.
   */
  const doctor = (): Promise<DoctorFinding[]> =>
    importChunk<{ doctor(config: LoaderConfig, env: DoctorEnv): Promise<DoctorFinding[]> }>(__ORIEL_DOCTOR__).then(
      (m) => m.doctor(config, { loaders: w.__orielLoaders ?? [], violations, failedTags: [...waiting].map((el) => el.localName) }),
      (error: unknown) => {
        const blocked = violations.filter((v) => v.blocked.startsWith(config.base) || v.directive.startsWith('script-src'));
        const found: DoctorFinding[] = [
          {
            check: 'chunks',
            ok: false,
            message: `Oriel's scripts cannot load from ${config.base}: ${blocked.length ? `the page's Content-Security-Policy (${blocked[0]!.directive}) refuses them` : String(error)}.`,
          },
        ];
        console.error('[oriel] doctor:', found[0]!.message);
        return found;
      },
    );
  /** An opt-in's chunk, started with the page's config: the opt-ins are read here, so the runtime pays nothing for them. */
  const extra = (file: string, arg: unknown) =>
    importChunk<{ start(config: LoaderConfig, arg: unknown): void }>(file).then((m) => m.start(config, arg), console.error);
  if (data.analytics) extra(__ORIEL_ANALYTICS__, data.analytics);
  // the page parsed: the elements it holds are there
  const parsed = new Promise((go) => (document.readyState == 'loading' ? addEventListener('DOMContentLoaded', go) : go(0)));
  let ready: Promise<void> | undefined;
  w.Oriel = {
    push: replay,
    doctor,
    setLang: (lang) => void replay(['setLang', lang]),
    // the elements that could not load from the old base try again from the new one
    setBasePath: (url) => ((config.base = folder(url)), retry()),
    version: __ORIEL_VERSION__,
    // started when first read: a page that never asks loads nothing more for it
    get ready() {
      return (ready ??= parsed
        .then(() => Promise.all([replay(['start']), ...Array.from(document.querySelectorAll(tags.join()), (el) => load(el.localName as OrielTag))]))
        .then(() => {}));
    },
    cart,
  };
  // an oriel-* element this build does not define (a misspelt <oriel-card>): at start, then as the page adds them
  const told = new WeakSet<Element>();
  const check = (el: Element) =>
    /^oriel-/.test(el.localName) &&
    !customElements.get(el.localName) &&
    el.localName != 'oriel-toasts' &&
    !told.has(el) &&
    (told.add(el), misuse(el, undefined, `is not an Oriel element: the elements are <${tags.join('>, <')}>.`));
  void parsed.then(() => {
    document.querySelectorAll('*').forEach(check);
    new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => n instanceof Element && (check(n), n.querySelectorAll('*').forEach(check)))),
    ).observe(document, { childList: true, subtree: true });
  });
  queue.forEach(replay);
  if (new URLSearchParams(location.search).has('oriel-debug')) addEventListener('load', () => setTimeout(doctor, 1000));

  interface State {
    controller?: WidgetController;
    observer?: MutationObserver;
    generation: number;
  }
  // state kept beside the element, not in class fields: host pages may run old transpilers or patch HTMLElement
  const states = new WeakMap<HTMLElement, State>();
  const stateOf = (el: HTMLElement) => {
    let s = states.get(el);
    if (!s) states.set(el, (s = { generation: 0 }));
    return s;
  };

  for (const tag of tags) {
    // only tags this build ships are defined; the others stay plain unknown elements
    if (!chunks[tag] || customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        connectedCallback() {
          const state = stateOf(this);
          const mine = ++state.generation;
          // the loading shape (registry.ts) is on screen from now, unless this host has drawn before (moved in the page)
          const shown = { at: this.hasAttribute(DRAWN) ? undefined : Date.now() };
          hint();
          hintView(this, tag);
          load(tag).then(
            (mod) => {
              if (mine !== state.generation || !this.isConnected) return;
              state.controller = mod.mount(this, config, shown);
              live.add(state);
              // only the data-* configuration re-renders: the page's class or style, and our own markers, do not
              state.observer = new MutationObserver((records) => records.some((r) => reconfigures(r.attributeName)) && state.controller?.update());
              state.observer.observe(this, { attributes: true });
              if (this.hasAttribute('data-structured-data')) extra(__ORIEL_STRUCTURED_DATA__, this);
              this.dispatchEvent(new CustomEvent('oriel:ready', { bubbles: true, composed: true, detail: { tag } satisfies OrielEvents['ready'] }));
            },
            (error: unknown) => {
              waiting.add(this);
              console.error(`[oriel] ${tag} failed to load`, error);
            },
          );
        }

        disconnectedCallback() {
          const state = stateOf(this);
          state.generation++;
          live.delete(state);
          state.observer?.disconnect();
          state.controller?.unmount();
          state.controller = undefined;
        }
      },
    );
  }
  document.dispatchEvent(new CustomEvent('oriel:ready', { detail: { tags } satisfies OrielEvents['ready'] }));
}
