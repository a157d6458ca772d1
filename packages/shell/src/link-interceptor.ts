import type { Router } from './router';

/**
 * Plain links inside the app (rich text, cards) navigate client-side too. Links a component already handled,
 * modified clicks, downloads, other targets and other origins are left to the browser, as are in-page anchors.
 */
export function interceptLinks(root: HTMLElement, router: Router): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = (e.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    const here = window.location;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    e.preventDefault();
    router.navigate(url.pathname + url.search + url.hash);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
