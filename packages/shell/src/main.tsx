import { render } from 'preact';
import { loadMessages } from '@oriel/core';
import { accountCss, authCss, galleryCss, baseCss, builderCss, cartCss, catalogCss, checkoutCss, formsCss, layoutCss, RuntimeContext, resourcesCss, scheduleCss } from '@oriel/ui';
import { App } from './app';
import { createShell, resolveApiBase, shellLocale } from './shell-runtime';
import { interceptLinks } from './link-interceptor';

// The hosted shell's entry: styles, runtime, router, then the app into #app.
// A constructed stylesheet, not a <style> element: the shell's Content-Security-Policy allows no inline style.
const css = ['body{margin:0}', baseCss, catalogCss, galleryCss, formsCss, cartCss, checkoutCss, layoutCss, builderCss, authCss, accountCss, scheduleCss, resourcesCss].join('\n');
const sheet = new CSSStyleSheet();
sheet.replaceSync(css);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const apiBase = resolveApiBase(document, window, import.meta.env.VITE_ORIEL_API as string | undefined);
// only the page's own language is downloaded (docs/design.md §5)
const messages = await loadMessages(shellLocale(window));
const { runtime, router } = createShell(window, apiBase, messages);
document.documentElement.lang = runtime.lang;
router.start();

const root = document.getElementById('app');
if (root) {
  interceptLinks(root, router);
  render(
    <RuntimeContext.Provider value={runtime}>
      <App router={router} />
    </RuntimeContext.Provider>,
    root,
  );
}
