/**
 * oriel.js: the one classic script an organiser adds to any page (docs/design.md §2). It stays tiny: it defines every
 * oriel-* tag as a light stub at once, and imports the shared runtime plus a widget's own chunk only when
 * such an element connects. Loading it twice is harmless.
 */
import { RESERVED_CSS, TAGS, type OrielTag } from './tags';
import type { LoaderConfig, QueuedCall, WidgetController, WidgetModule } from './loader-config';

declare const __ORIEL_CHUNKS__: Record<OrielTag, string | undefined>;
declare const __ORIEL_API__: string;

interface OrielGlobal {
  OrielConfig?: Partial<LoaderConfig>;
  Oriel?: QueuedCall[] | { push(call: QueuedCall): void };
  __orielLoaded?: boolean;
}

const w = window as unknown as OrielGlobal;

if (!w.__orielLoaded) {
  w.__orielLoaded = true;
  const script = document.currentScript as HTMLScriptElement | null;
  const data = script?.dataset ?? {};
  const base = new URL('.', script?.src || location.href).href;
  const config: LoaderConfig = {
    api: data.api ?? w.OrielConfig?.api ?? location.origin,
    lang: data.lang ?? w.OrielConfig?.lang ?? document.documentElement.lang ?? null,
    theme: data.theme ?? w.OrielConfig?.theme ?? null,
    base,
    session: (data.session ?? w.OrielConfig?.session) === 'tab' ? 'tab' : 'local',
    // the nonce attribute reads back empty once applied: the property keeps it
    nonce: data.nonce || script?.nonce || w.OrielConfig?.nonce || null,
  };

  const style = document.createElement('style');
  if (config.nonce) style.nonce = config.nonce;
  style.textContent = RESERVED_CSS;
  document.head.prepend(style);

  /**
   * A chunk's exports, as it published them under its own URL (runtime/publish.ts: the widget build may drop entry
   * export signatures); the same symbol key, so the loader needs no import from the runtime.
   */
  const failures = new Map<string, number>();
  const importChunk = <T,>(file: string): Promise<T> => {
    // Chromium remembers a module whose fetch failed and fails every later import of that URL at once: a retry asks
    // for it under another URL (the runtime it imports keeps its own, so the page still has one store).
    const failed = failures.get(file) ?? 0;
    const url = new URL(file, base).href + (failed ? `?retry=${failed}` : '');
    return import(/* @vite-ignore */ url).then((m: Partial<T>) => {
      const published = (globalThis as unknown as Record<symbol, Record<string, T> | undefined>)[Symbol.for('oriel.chunks')]?.[url];
      return published ?? (m as T);
    }, (error: unknown) => {
      failures.set(file, failed + 1);
      throw error;
    });
  };

  const modules = new Map<string, Promise<WidgetModule>>();
  const load = (tag: OrielTag) => {
    const file = __ORIEL_CHUNKS__[tag];
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
  addEventListener('online', () => waiting.forEach((el) => (waiting.delete(el), el.isConnected && el.connectedCallback())));

  // Queued integrator calls run against the runtime once it is loaded (it exports `call`).
  const queue: QueuedCall[] = Array.isArray(w.Oriel) ? [...w.Oriel] : [];
  let runtime: Promise<{ call(config: LoaderConfig, c: QueuedCall): void }> | undefined;
  const replay = (c: QueuedCall) => {
    const r = (runtime ??= importChunk<{ call(config: LoaderConfig, c: QueuedCall): void }>(__ORIEL_API__));
    r.then((m) => m.call(config, c)).catch((e: unknown) => {
      if (runtime === r) runtime = undefined; // not cached: the next call imports again
      console.error('[oriel]', e);
    });
  };
  w.Oriel = { push: replay };
  queue.forEach(replay);

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

  for (const tag of TAGS) {
    // only tags this build ships are defined; the others stay plain unknown elements
    if (!__ORIEL_CHUNKS__[tag] || customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        connectedCallback() {
          const state = stateOf(this);
          const mine = ++state.generation;
          load(tag).then(
            (mod) => {
              if (mine !== state.generation || !this.isConnected) return;
              state.controller = mod.mount(this, config);
              // our own marker attribute is not a configuration change: reacting to it would loop
              state.observer = new MutationObserver((records) => {
                if (records.some((r) => r.attributeName !== 'data-oriel-invalid')) state.controller?.update();
              });
              state.observer.observe(this, { attributes: true });
              this.dispatchEvent(new CustomEvent('oriel:ready', { bubbles: true, composed: true, detail: { tag } }));
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
          state.observer?.disconnect();
          state.controller?.unmount();
          state.controller = undefined;
        }
      },
    );
  }
  document.dispatchEvent(new CustomEvent('oriel:ready', { detail: { tags: TAGS } }));
}
