/** What the loader hands every widget chunk: read once from its own script tag or window.OrielConfig. */
export interface LoaderConfig {
  /** API base URL (the loader's data-api); the page origin when absent */
  readonly api: string;
  /** data-lang, window.OrielConfig.lang, the visitor's remembered choice, then `<html lang>`; `Oriel.setLang` changes it */
  lang: string | null;
  readonly theme: string | null;
  /** the folder of every chunk: beside the loader, else data-base, OrielConfig.base or Oriel.setBasePath's */
  base: string;
  /** `tab`: the session lives in sessionStorage and ends with the tab (data-session="tab"); else localStorage */
  readonly session: 'local' | 'tab';
  /** the host page's CSP nonce (data-nonce, or the loader script's own nonce) for the one <style> it adds */
  readonly nonce: string | null;
  /** told the customer's cart at start and at each change (Oriel.cart) */
  readonly onCart?: (cart: CartState) => void;
}

/** Oriel.cart: the customer's cart as the page may read it (an anonymous visitor's is empty). */
export interface CartState {
  readonly count: number;
  readonly items: readonly unknown[];
}

export interface WidgetController {
  update(): void;
  unmount(): void;
}

export interface WidgetModule {
  /**
   * `shown.at`: when the host's loading shape appeared (epoch ms), for a first load that has been on screen since;
   * the widget's first loading display takes it and clears it (OrielRuntime.shown)
   */
  mount(host: HTMLElement, config: LoaderConfig, shown?: { at?: number | undefined }): WidgetController;
}

/** Calls an integrator may queue before the loader runs: `(window.Oriel ||= []).push(['openCart'])`. */
export type QueuedCall = readonly [name: string, ...args: unknown[]];

/** One line of Oriel.doctor()'s report. */
export interface DoctorFinding {
  /** loader, https, storage, api, csp, chunks, attributes */
  readonly check: string;
  readonly ok: boolean;
  readonly message: string;
}

/** What only the loader knows, handed to the doctor chunk. */
export interface DoctorEnv {
  /** the src of every loader script that ran, in order */
  readonly loaders: readonly string[];
  readonly violations: readonly { directive: string; blocked: string }[];
  /** elements whose chunk failed to load */
  readonly failedTags: readonly string[];
}
