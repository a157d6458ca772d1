import {
  DEFAULT_LOCALE,
  LANG_STORAGE_KEY,
  rememberedLangHref,
  resolveCurrency,
  resolveTimezone,
  shellLinks,
  stripLangPrefix,
  type KeyValueStorage,
  type Locale,
  type ShellCatalogue,
} from '@oriel/core';
import { createRuntime, pageStorage, shellT, type OrielRuntime, type RuntimeOptions } from '@oriel/ui';
import { createRouter, type Router } from './router';

export const DEFAULT_API = 'http://localhost:4310';

declare global {
  interface Window {
    OrielConfig?: { api?: string; lang?: string; theme?: string };
  }
}

/**
 * Where the API lives. A value given at deploy time (window.OrielConfig, then a <meta name="oriel-api">)
 * wins over the one baked in at build time (VITE_ORIEL_API), so one build can serve several hosts.
 */
export function resolveApiBase(doc: Document, win: Pick<Window, 'OrielConfig'>, buildTime: string | undefined): string {
  const fromConfig = win.OrielConfig?.api?.trim();
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="oriel-api"]')?.content.trim();
  // an unfilled template placeholder means nobody configured it
  const fromMeta = meta && !meta.startsWith('{{') ? meta : undefined;
  return fromConfig || fromMeta || buildTime?.trim() || DEFAULT_API;
}

export interface Shell {
  runtime: OrielRuntime;
  router: Router;
}

/** The page's language: its URL prefix, else the default language (000 §2). */
export function shellLocale(win: Window): Locale {
  return stripLangPrefix(win.location.pathname).lang ?? DEFAULT_LOCALE;
}

/**
 * Where a visitor who chose English with the language switch goes from an address without a prefix (null: stay).
 * A prefixed address is explicit and wins, so this never loops; the builder's preview stays where it was opened.
 */
export function rememberedLangRedirect(win: Window, storage: KeyValueStorage = pageStorage()): string | null {
  const { pathname, search, hash } = win.location;
  if (new URLSearchParams(search).get('preview') === 'true') return null;
  return rememberedLangHref(pathname + search + hash, storage.get(LANG_STORAGE_KEY));
}

/** Builds the router and the runtime the whole app shares (docs/design.md §2: the shell is one runtime). */
export function createShell(
  win: Window,
  apiBase: string,
  /** the main catalogue and the shell's (loadShellCatalogue) */
  messages: ShellCatalogue,
  /** tests inject storage, fetch and a still clock */
  overrides: Pick<Partial<RuntimeOptions>, 'storage' | 'fetch' | 'now' | 'tickMs' | 'beforePublish'> = {},
): Shell {
  const shell = {} as Shell;
  const router = createRouter(win, {
    // Preview mode (000 §2): links do not navigate; the visitor is told why.
    beforeNavigate: () => {
      if (router.location.peek().query.get('preview') !== 'true') return true;
      shell.runtime.toasts.error(shellT(shell.runtime)('preview.navigation_disabled'));
      return false;
    },
  });
  const lang = stripLangPrefix(win.location.pathname).lang;
  shell.router = router;
  shell.runtime = createRuntime({
    apiBase,
    lang: lang ?? DEFAULT_LOCALE,
    messages,
    links: shellLinks(lang),
    navigate: (href) => router.navigate(href),
    currentLocation: () => {
      const { pathname, search } = router.location.peek();
      return pathname + search;
    },
    ...overrides,
  });
  // One address for the app: the router follows the widgets' view state (the runtime's pageUrl), and they follow
  // the router's navigations.
  shell.runtime.pageUrl.href.subscribe(() => router.sync());
  // Any change of path, query or hash closes the cart drawer (000 §2); the header closes its own menus.
  let last = router.location.peek().href;
  router.location.subscribe((loc) => {
    shell.runtime.pageUrl.sync();
    if (loc.href === last) return;
    last = loc.href;
    shell.runtime.cartOpen.value = false;
  });
  return shell;
}

/**
 * The runtime with the organiser's zone and currency (spec 000 §1: the website answer's organiser supplies them).
 * The shell's runtime exists before the website is known (its first call needs the runtime), so App provides this
 * one below it; it is the same object while nothing differs, so a Brussels organiser re-renders nothing.
 */
export function withOrganiser(runtime: OrielRuntime, organiser: { timezone?: string | null; currency?: string | null } | null | undefined): OrielRuntime {
  if (!organiser) return runtime;
  const timezone = resolveTimezone(organiser.timezone);
  const currency = resolveCurrency(organiser.currency);
  return timezone === runtime.timezone && currency === resolveCurrency(runtime.currency) ? runtime : { ...runtime, timezone, currency };
}
