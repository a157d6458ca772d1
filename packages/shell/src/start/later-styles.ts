/**
 * The stylesheet's second part (shellLaterCss): the page preloads it (`<link rel="preload" as="style"
 * data-oriel-css-later>`, scripts/shell-stylesheet.mjs) so it never holds the first paint. Here it becomes a stylesheet;
 * the promise settles once it has loaded or failed, and the app's first render waits for it, so a client-rendered
 * screen, a drawer or a toast is never drawn without its rules. No preload link (the dev server): nothing to wait for.
 */
export function applyLaterStyles(doc: Document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>('link[data-oriel-css-later]');
  const href = preload?.getAttribute('href');
  if (!preload || !href) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('href', href);
  const settled = new Promise<void>((done) => {
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
  });
  preload.after(link);
  return settled;
}
