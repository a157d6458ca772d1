/**
 * oriel.js: the one classic script an organiser adds to any page (DESIGN §2). It stays tiny: it defines every
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
  };

  const style = document.createElement('style');
  style.textContent = RESERVED_CSS;
  document.head.prepend(style);

  const modules = new Map<string, Promise<WidgetModule>>();
  const load = (tag: OrielTag) => {
    const file = __ORIEL_CHUNKS__[tag];
    if (!file) return Promise.reject(new Error(`${tag} is not available in this build`));
    let p = modules.get(file);
    if (!p) modules.set(file, (p = import(/* @vite-ignore */ base + file) as Promise<WidgetModule>));
    return p;
  };

  // Queued integrator calls run against the runtime once it is loaded (it exports `call`).
  const queue: QueuedCall[] = Array.isArray(w.Oriel) ? [...w.Oriel] : [];
  let runtime: Promise<{ call(config: LoaderConfig, c: QueuedCall): void }> | undefined;
  const replay = (c: QueuedCall) => {
    runtime ??= import(/* @vite-ignore */ base + __ORIEL_API__);
    runtime.then((r) => r.call(config, c)).catch((e: unknown) => console.error('[oriel]', e));
  };
  w.Oriel = { push: replay };
  queue.forEach(replay);

  for (const tag of TAGS) {
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        #controller: WidgetController | undefined;
        #observer: MutationObserver | undefined;
        #generation = 0;

        connectedCallback() {
          const mine = ++this.#generation;
          load(tag).then(
            (mod) => {
              if (mine !== this.#generation || !this.isConnected) return;
              this.#controller = mod.mount(this, config);
              this.#observer = new MutationObserver(() => this.#controller?.update());
              this.#observer.observe(this, { attributes: true, attributeFilter: undefined });
              this.dispatchEvent(new CustomEvent('oriel:ready', { bubbles: true, composed: true, detail: { tag } }));
            },
            (error: unknown) => console.error(`[oriel] ${tag} failed to load`, error),
          );
        }

        disconnectedCallback() {
          this.#generation++;
          this.#observer?.disconnect();
          this.#controller?.unmount();
          this.#controller = undefined;
        }
      },
    );
  }
  document.dispatchEvent(new CustomEvent('oriel:ready', { detail: { tags: TAGS } }));
}
