import { useCallback } from 'react';

// One constructed sheet per text, shared by every shadow root that adds it; the text itself where a browser has no
// constructable stylesheets (a <style> element then). Not the runtime's: only parts fetched on intent use it, and
// their chunks carry it (a widget's own sheets are set at its mount, elements/src/runtime/define-widget.tsx).
const sheets = new Map<string, CSSStyleSheet | string>();
function sheetOf(text: string): CSSStyleSheet | string {
  let sheet = sheets.get(text);
  if (!sheet) {
    try {
      const s = new CSSStyleSheet();
      s.replaceSync(text);
      sheet = s;
    } catch {
      sheet = text;
    }
    sheets.set(text, sheet);
  }
  return sheet;
}

/**
 * Adds one stylesheet, once, to the shadow root `node` renders in: the rules of a part fetched on intent (the cart
 * drawer) travel with its chunk instead of the widget's. After the widget's own, as they came before. The hosted
 * shell links its whole stylesheet, so outside a shadow root nothing is added.
 */
export function addStyles(node: Node, css: string): void {
  const root = node.getRootNode();
  if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return;
  const sheet = sheetOf(css);
  if (typeof sheet !== 'string' && 'adoptedStyleSheets' in root) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else if (![...root.querySelectorAll('style')].some((s) => s.textContent === css)) {
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}

/** A ref callback adding `css` to the element's shadow root when it mounts: in the commit, before the first paint. */
export function useStyles(css: string): (node: Element | null) => void {
  return useCallback((node: Element | null) => node && addStyles(node, css), [css]);
}
