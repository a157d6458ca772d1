/**
 * After a client-side navigation, focus moves to the new page's <h1> as a page load would start a screen reader there:
 * focusing the heading announces the new page by its name (WCAG 2.4.3). It goes there straight, the moment the heading
 * is drawn (at once for a page drawn already, in the same task for a lazy page's), never first to the unnamed <main>.
 * A page made of screens under one h1 (the account area: `data-route-title-soon`) names the screen by its own title
 * (`data-route-title`): that one is awaited instead, the h1 taking the focus only if it never comes; <main> is the
 * last resort of a page that draws no heading at all.
 */
export function focusNewPage(doc: Document = document, waitMs = 1500): () => void {
  const main = doc.getElementById('o-main');
  if (!main) return () => {};
  const initial = doc.activeElement;
  let done = false;
  let cancelled = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const tryHeading = () => {
    if (done) return;
    // the new page put focus on something of its own (a result, a field): leave it there. A focus outside <main> is
    // a closing menu or drawer handing it back to its button, which would leave the visitor on the old page's header
    const active = doc.activeElement;
    if (active !== initial && active !== main && main.contains(active)) return stop();
    const title =
      main.querySelector<HTMLElement>('[data-route-title]') ?? (main.querySelector('[data-route-title-soon]') ? null : main.querySelector<HTMLElement>('h1'));
    if (title) focusHeading(title);
  };
  const focusHeading = (heading: HTMLElement) => {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    stop();
    // a menu or drawer closing with the navigation hands the focus back to its header button after this: taken back
    requestAnimationFrame(() => {
      if (!cancelled && heading.isConnected && !main.contains(doc.activeElement)) heading.focus({ preventScroll: true });
    });
  };
  // a mutation's callback runs before the browser paints: the heading has the focus in the frame that first shows it
  const observer = new MutationObserver(tryHeading);
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => {
    if (done) return;
    // a screen's title that never came: the page's h1; no heading at all: <main>, rather than the old page's control
    const h1 = main.querySelector<HTMLElement>('h1');
    if (h1) focusHeading(h1);
    else {
      if (!main.contains(doc.activeElement)) main.focus({ preventScroll: true });
      stop();
    }
  }, waitMs);
  tryHeading();
  return () => {
    cancelled = true;
    stop();
  };
}
