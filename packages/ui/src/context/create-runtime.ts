import {
  ApiError,
  cartItemsApi,
  createHttp,
  sessionApi,
  createCartStore,
  createQueryCache,
  createSessionStore,
  createToasts,
  createTranslatorFrom,
  resolveTimezone,
  resolveLocale,
  signal,
  type Cart,
  type AddCartItemsRequest,
  type Customer,
  type KeyValueStorage,
  type LinkMode,
  type Messages,
  type Session,
  detailKeys,
} from '@oriel/core';
import type { OrielRuntime } from './runtime';
import { pageHtmlParser, type HtmlParser } from '../content/html-parser';
import { createPageUrl } from './page-url';

/**
 * Host-page storage, tolerant of browsers that refuse it (private modes, sandboxed iframes). `tab` keeps the
 * session in sessionStorage (the loader's opt-in `data-session="tab"`): it ends with the tab and is not shared
 * with the page's other tabs; `local` (the default) survives reloads and follows logins and logouts made in
 * the page's other tabs (storage events).
 */
export function pageStorage(kind: 'local' | 'tab' = 'local'): KeyValueStorage {
  const memory = new Map<string, string>();
  const ls = (() => {
    try {
      const s = kind === 'tab' ? window.sessionStorage : window.localStorage;
      s.setItem('oriel:probe', '1');
      s.removeItem('oriel:probe');
      return s;
    } catch {
      return null;
    }
  })();
  return {
    get: (k) => (ls ? ls.getItem(k) : (memory.get(k) ?? null)),
    set: (k, v) => (ls ? ls.setItem(k, v) : void memory.set(k, v)),
    remove: (k) => (ls ? ls.removeItem(k) : void memory.delete(k)),
    watch(key, onChange) {
      if (!ls || kind === 'tab') return () => {};
      const listener = (e: StorageEvent) => {
        if (e.storageArea === ls && (e.key === key || e.key === null)) onChange(ls.getItem(key));
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** Answers after which cached data must go: the visitor lost access (401, 403) or the thing is gone (404). */
export function dropsData(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);
}

/** 4xx answers will not change by asking again; network failures, 5xx and malformed answers may. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.code === 'INVALID_RESPONSE';
}

export interface RuntimeOptions {
  apiBase: string;
  lang: string | null | undefined;
  /** the one locale catalogue this page shows (widgets load it on demand: docs/design.md §5 budgets) */
  messages: Messages;
  links: LinkMode;
  navigate(href: string): void;
  currentLocation(): string;
  storage?: KeyValueStorage;
  fetch?: typeof fetch;
  /** tests pass a fixed clock; the page default ticks every 15 s */
  now?: () => number;
  tickMs?: number;
  /** the organiser's answer, when known before the first render: its zone and currency (spec 000 §1) */
  organiser?: { timezone?: string | null; currency?: string | null } | null;
  /** a server render's query collector (OrielRuntime.prerender) */
  prerender?: OrielRuntime['prerender'];
  /** what API HTML is parsed with (OrielRuntime.htmlParser); the page's document when omitted */
  htmlParser?: HtmlParser | null;
  /** the catalogue's second part (core's i18n/load.ts), where it comes apart; the hosted shell's catalogue comes whole */
  loadMoreMessages?: () => Promise<void>;
  /** in a browser, a new task between an answer's parsing and its render (core's query cache, beforePublish) */
  beforePublish?: () => Promise<void>;
}

/**
 * Builds the runtime every component reads (docs/design.md §2.3): API client with the bearer token, session, the
 * customer's cart (loaded on sign-in, forgotten on sign-out), toasts, query cache, translator, clock.
 * Embedded, one runtime serves every widget of the page; the shell builds one for the app.
 */
export function createRuntime(options: RuntimeOptions): OrielRuntime {
  let expire: () => void = () => {};
  const storage = options.storage ?? pageStorage();
  const token = { current: null as string | null };
  const lang = resolveLocale(options.lang);
  // every call in the runtime's language of the moment (Oriel.setLang changes it in place and empties the query cache)
  let live: { lang: string } = { lang };
  const http = createHttp({
    baseUrl: options.apiBase,
    getToken: () => token.current,
    onUnauthenticated: () => expire(),
    fetch: options.fetch,
    lang: () => live.lang,
  });
  // only the calls every page needs live in the runtime; features bring their own area (useApi)
  const api = { ...sessionApi(http), ...cartItemsApi(http) };
  const session = createSessionStore<Session, Customer>({
    // the calls are plain functions of `http` (no `this`): the stores take them as they are
    api,
    storage,
    apiBase: options.apiBase,
  });
  token.current = session.token.peek();
  const cart = createCartStore<Cart, AddCartItemsRequest>({
    api,
  });
  const clock = options.now ?? Date.now;
  const now = signal(clock());
  if (options.tickMs !== 0) setInterval(() => (now.value = clock()), options.tickMs ?? 15_000);
  const organiser = options.organiser;

  const runtime: OrielRuntime = {
    http,
    api,
    session,
    cart,
    toasts: createToasts(),
    queries: createQueryCache({ isRetryable, dropsData, beforePublish: options.beforePublish }),
    lang,
    t: createTranslatorFrom(lang, options.messages),
    links: options.links,
    timezone: resolveTimezone(organiser?.timezone),
    // resolved where amounts are formatted (resolveCurrency): the money module stays out of the runtime chunk
    currency: organiser?.currency,
    organiser,
    now,
    cartOpen: signal(false),
    currentLocation: options.currentLocation,
    navigate: options.navigate,
    prerender: options.prerender,
    htmlParser: options.htmlParser === undefined ? pageHtmlParser() : options.htmlParser,
    pageUrl: createPageUrl(options.currentLocation),
    moreMessages: () => (options.loadMoreMessages ? options.loadMoreMessages().catch(() => {}) : Promise.resolve()),
    emit(target, name, detail) {
      // every event bubbles and is composed (core's ORIEL_EVENTS, whose type holds both to true): written out, so
      // that table stays out of the runtime chunk
      (target ?? document).dispatchEvent(new CustomEvent(`oriel:${name}`, { bubbles: true, composed: true, detail }));
      if (name === 'add-to-cart') flushChange();
    },
  };
  live = runtime;
  expire = () => {
    session.expire();
    cart.reset();
  };

  // The cache is per visitor (docs/security.md): a new credential (sign-in, sign-out, expiry, another tab)
  // forgets the previous visitor's cart and every cached answer before anything else can show.
  session.token.subscribe((value) => {
    if (value === token.current) return;
    token.current = value;
    cart.reset();
    void runtime.queries.reset();
  });

  // The cart follows the customer: loaded whenever someone signs in, forgotten when they leave.
  let lastStatus = '';
  session.state.subscribe((s) => {
    if (s.status === lastStatus) return;
    lastStatus = s.status;
    if (s.status === 'authenticated') void cart.refresh();
    if (s.status === 'anonymous') cart.reset();
  });
  let lastCount = -1;
  let lastCart: unknown = null;
  // The events of an add come in the order add -> change: the form tells `add-to-cart` once the answer is in, after
  // the cart changed; the change waits for it (or for the next task, when the add came from elsewhere).
  let pendingChange: ReturnType<typeof setTimeout> | undefined;
  const flushChange = () => {
    if (pendingChange === undefined) return;
    clearTimeout(pendingChange);
    pendingChange = undefined;
    runtime.emit(null, 'cart-change', { count: lastCount });
  };
  cart.state.subscribe((s) => {
    const count = s.data?.items.length ?? 0;
    if (count !== lastCount && lastCount !== -1) {
      flushChange();
      if (s.cause === 'add') pendingChange = setTimeout(flushChange);
      else runtime.emit(null, 'cart-change', { count });
    }
    lastCount = count;
    // a price estimate depends on the cart (bundles, volume discounts): a changed cart makes them stale (000 §7); and
    // a view mounting later asks again for what an add or a checkout may have changed (places, registrations)
    if (s.data !== lastCart && lastCart !== null) {
      runtime.queries.touch();
      void runtime.queries.invalidate(detailKeys.estimates());
    }
    lastCart = s.data;
  });
  if (typeof window !== 'undefined' && !options.prerender) watchRecovery(runtime);
  void session.ensure();
  return runtime;
}

/**
 * After an outage, what failed on screen comes back by itself: at once when the visitor returns to the page or the
 * network returns, else on the query cache's schedule. The cart that failed to load is asked again the same way.
 */
function watchRecovery(runtime: OrielRuntime) {
  const recover = () => {
    void runtime.queries.recover();
    if (runtime.cart.state.peek().status === 'error') void runtime.cart.refresh();
  };
  window.addEventListener('online', recover);
  window.addEventListener('focus', recover);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') recover();
  });
}
