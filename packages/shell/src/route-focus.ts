/**
 * After a client-side navigation, focus moves to the new page's <h1> (or <main> while none is drawn), as a page
 * load would start a screen reader there: focusing the heading announces the new page by its name (WCAG 2.4.3).
 * Lazy pages draw their heading late, so it is awaited a little.
 */
export function focusNewPage(doc: Document = document, waitMs = 1500): () => void {
  const main = doc.getElementById('o-main');
  if (!main) return () => {};
  main.focus({ preventScroll: true });
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const tryHeading = () => {
    if (done) return;
    // the new page put focus on something of its own (a result, a field): leave it there. A focus outside <main> is
    // a closing menu or drawer handing it back to its button, which would leave the visitor on the old page's header
    if (main.contains(doc.activeElement) && doc.activeElement !== main) return stop();
    const h1 = main.querySelector<HTMLElement>('h1');
    if (!h1) return;
    if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
    h1.focus({ preventScroll: true });
    stop();
  };
  const observer = new MutationObserver(tryHeading);
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(stop, waitMs);
  requestAnimationFrame(tryHeading);
  return stop;
}
