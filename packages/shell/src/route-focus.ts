/**
 * After a client-side navigation, focus moves to the new page's <h1> (or <main> while none is drawn), as a page
 * load would start a screen reader there: focusing the heading announces the new page by its name (WCAG 2.4.3).
 * Lazy pages draw their heading late, so it is awaited a little. A page made of screens under one h1 (the account
 * area: `data-route-title-soon`) names the screen by its own title (`data-route-title`): that one is awaited instead,
 * the h1 taking the focus only if it never comes.
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
    const title =
      main.querySelector<HTMLElement>('[data-route-title]') ?? (main.querySelector('[data-route-title-soon]') ? null : main.querySelector<HTMLElement>('h1'));
    if (title) focusHeading(title);
  };
  const focusHeading = (heading: HTMLElement) => {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    stop();
  };
  const observer = new MutationObserver(tryHeading);
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => {
    // a screen's title that never came: the page's h1 rather than <main>
    const h1 = doc.activeElement === main ? main.querySelector<HTMLElement>('h1') : null;
    if (h1) focusHeading(h1);
    else stop();
  }, waitMs);
  requestAnimationFrame(tryHeading);
  return stop;
}
