import { createContext, useContext } from 'react';
import type {
  cartItemsApi,
  sessionApi,
  Http,
  Cart,
  AddCartItemsRequest,
  Customer,
  LinkMode,
  QueryCache,
  QueryHandle,
  ReadonlySignal,
  Session,
  SessionStore,
  CartStore,
  Signal,
  ToastsStore,
  Translator,
  ShellTranslator,
  Lang,
  OrielEventMap,
  OrielEventName,
} from '@oriel/core';
import type { HtmlParser } from '../content/html-parser';
import type { PageUrl } from './page-url';

/** Each integrator event's `detail` as the DOM dispatches it (core's events.ts): the element concerned is an Element. */
export type OrielEventDetails = OrielEventMap<string, Element>;

/**
 * Everything a component needs from its surroundings. The embedded runtime (one per page, shared by every
 * widget) and the hosted shell build the same object, so no component knows where it runs.
 */
/** The calls the runtime itself makes (session and cart); other areas come through useApi. */
export type CoreApi = ReturnType<typeof sessionApi> & ReturnType<typeof cartItemsApi>;

export interface OrielRuntime {
  readonly http: Http;
  readonly api: CoreApi;
  readonly session: SessionStore<Session, Customer>;
  readonly cart: CartStore<Cart, AddCartItemsRequest>;
  readonly toasts: ToastsStore;
  readonly queries: QueryCache;
  readonly lang: Lang;
  readonly t: Translator;
  readonly links: LinkMode;
  /** the organiser's zone (GET /api/organiser; the shell: its website's organiser), else Europe/Brussels */
  readonly timezone: string;
  /** the organiser's ISO 4217 code as answered; money helpers read a missing or malformed one as EUR (resolveCurrency) */
  readonly currency?: string | null;
  /**
   * Embedded: GET /api/organiser's `data` as the runtime fetched it at start, unparsed (readers parse what they take,
   * useAgeFormats): the cards' age formats need no second request for it.
   */
  readonly organiser?: unknown;
  /** ticks so that expiry-based views (cart count) update without user action */
  readonly now: ReadonlySignal<number>;
  /** the cart drawer's open state, shared by every cart button of the page */
  readonly cartOpen: Signal<boolean>;
  /** the path and query to come back to after login (shell: the route; embedded: the host page URL) */
  currentLocation(): string;
  /** shell: client-side navigation; embedded: a full page load */
  navigate(href: string): void;
  /**
   * Dispatches `oriel:<name>` on `target` (the element that caused it), or on `document` when null, as core's
   * ORIEL_EVENTS says (bubbling, composed); its detail is the one integrators' types promise.
   */
  emit<K extends OrielEventName>(target: EventTarget | null, name: K, detail: OrielEventDetails[K]): void;
  /**
   * Server render only (packages/shell/src/server): told of every query a render reads, so the server can fetch
   * them and render again with their answers. Effects never run there; this is how data gets in.
   */
  readonly prerender?: (handle: QueryHandle<unknown>) => void;
  /** what API HTML is parsed and rebuilt with (content/sanitize.ts); null: there is none, and no HTML is shown */
  readonly htmlParser: HtmlParser | null;
  /** the page's address, whose query string holds the widgets' view state (context/page-url.ts) */
  readonly pageUrl: PageUrl;
  /** brings the catalogue's second part where it comes apart (the widgets'); never fails: a failure leaves its keys */
  moreMessages(): Promise<void>;
  /**
   * Embedded only: when the host's loading shape appeared (the loader's, elements/src/registry.ts; epoch ms). The widget's
   * first loading display takes it (useMinLoading) and clears it.
   */
  readonly shown?: { at?: number | undefined };
  /**
   * Embedded only: the prefix of the widget's own parameters in the host page's query string (`oc` reads and writes
   * `oc-page_number`, url-namespace.ts); none: the spec's bare names (the hosted shell's pages).
   */
  readonly urlNamespace?: string;
}

export const RuntimeContext = createContext<OrielRuntime | null>(null);

export function useRuntime(): OrielRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('Oriel components must be rendered inside <RuntimeContext.Provider>');
  return runtime;
}

export function useT(): Translator {
  return useRuntime().t;
}

/**
 * `t` of a component only the hosted shell renders (its pages, header, footer, blog, builder sections): the shell's
 * runtime translates with the main catalogue and the shell's own (loadShellCatalogue), which widget pages never
 * download. A widget component uses useT, whose keys are the main catalogue's only.
 */
export function shellT(runtime: Pick<OrielRuntime, 't'>): ShellTranslator {
  return runtime.t as unknown as ShellTranslator;
}

export function useShellT(): ShellTranslator {
  return shellT(useRuntime());
}
