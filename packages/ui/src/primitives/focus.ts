/**
 * Focus bookkeeping shared by the dialog, drawer, popover and menu primitives (WCAG 2.4.3 focus order). Widgets
 * render in shadow roots, where `document.activeElement` is only the host: the element that really has focus is
 * found by walking down through the open shadow roots.
 */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let el = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el === doc.body ? null : (el as HTMLElement | null);
}

/** Focuses `el`; a heading or container gets tabindex -1 first, so that it can take focus. */
export function focusElement(el: HTMLElement | null | undefined): void {
  if (!el?.isConnected) return;
  if (el.tabIndex < 0) el.tabIndex = -1;
  el.focus();
}

/**
 * The invoker, or the element that replaced it: a re-render (a grid refetched after signing in inside a card's
 * dialog) builds new elements, and the new one is found by the id of the invoker or of its closest ancestor with one
 * (a card's id), which a detached element still knows.
 */
function invokerNow(invoker: HTMLElement | null, root: Document | ShadowRoot): HTMLElement | null {
  if (!invoker || invoker.isConnected) return invoker;
  const anchor = invoker.closest<HTMLElement>('[id]');
  const again = anchor && root.getElementById(anchor.id);
  if (!again) return null;
  return anchor === invoker ? (again as HTMLElement) : again.querySelector<HTMLElement>(invoker.tagName);
}

/**
 * Gives focus back to what opened a dialog or menu (or what a re-render put in its place); when that element is
 * gone (its row deleted), to the first heading outside any dialog in the same page or widget: never to <body>,
 * which sends keyboard users back to the top of the page.
 */
export function returnFocus(invoker: HTMLElement | null, root: Document | ShadowRoot): void {
  focusElement(invokerNow(invoker, root) ?? root.querySelector<HTMLElement>(':is(h1,h2):not(dialog *)'));
}
