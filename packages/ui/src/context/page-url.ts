import { signal, type ReadonlySignal } from '@oriel/core';

/**
 * The page's address as the runtime's state: every widget reading the query string (view state, 000 §2) follows one
 * signal, whether the address moved by back/forward, by another widget of the page or by the shell's router.
 */
export interface PageUrl {
  /** the page's full address */
  readonly href: ReadonlySignal<string>;
  /** moves the address in a new history entry (`replace`: in place); a move to where it is does nothing */
  go(url: URL | string, options?: { replace?: boolean }): void;
  /** reads the address again, after a move the runtime did not make (the shell's router) */
  sync(): void;
}

/**
 * In a browser, the window's address, followed on back/forward and hash changes for the page's life (one runtime
 * per page). Without a window (a server render), the requested address, which never moves.
 */
export function createPageUrl(requested: () => string): PageUrl {
  if (typeof window === 'undefined') {
    const href = signal(new URL(requested(), 'http://server.invalid').href);
    return { href, go: () => {}, sync: () => {} };
  }
  const href = signal(window.location.href);
  const sync = () => void (href.value = window.location.href);
  window.addEventListener('popstate', sync);
  window.addEventListener('hashchange', sync);
  return {
    href,
    sync,
    go(url, { replace = false } = {}) {
      const next = new URL(url, window.location.href).href;
      if (next === window.location.href) return sync();
      if (replace) window.history.replaceState(window.history.state, '', next);
      else window.history.pushState(window.history.state, '', next);
      sync();
    },
  };
}
