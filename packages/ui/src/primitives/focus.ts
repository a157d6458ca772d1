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
 * Gives focus back to what opened a dialog or menu; when that element is gone (its row deleted, its list
 * re-rendered), to the first heading outside any dialog in the same page or widget: never to <body>, which sends
 * keyboard users back to the top of the page.
 */
export function returnFocus(invoker: HTMLElement | null, root: Document | ShadowRoot): void {
  focusElement(invoker?.isConnected ? invoker : root.querySelector<HTMLElement>(':is(h1,h2):not(dialog *)'));
}
