// The modules evaluate in the order imported here, in five tasks rather than one (start/end-task.ts): at 4× CPU, a
// 110–220 ms task of module evaluation on `/` became parts of 17–74 ms and less, and the blocking time after the
// first paint fell (cold browser, 9 loads each, medians) from 295 to 166 ms on `/` and from 202 to 104 on `/fr/cours`.
import { earlyInput } from './start/keep-input';
import { render } from 'preact';
import { configureImageCdn, formatMoney, loadShellCatalogue, stripLangPrefix, warmDateFormatting } from '@oriel/core';
import './start/after-schemas';
import { createShell, rememberedLangRedirect, resolveApiBase, shellLocale } from './shell-runtime';
import './start/after-runtime';
import { nextTask, openTakeover, preloadMarked, releaseTakeover, RuntimeContext } from '@oriel/ui';
import './start/after-ui';
import { App } from './app';
import { preloadRoute } from './routes';
import './start/after-app';
import { inTasks } from './in-tasks';
import { interceptLinks } from './link-interceptor';
import { readServerState } from './server-state';
import { isPreviewMode } from './preview/preview-config';
import { applyLaterStyles } from './start/later-styles';

// The hosted shell's entry: styles, runtime, router, then the app into #app.
// First, a remembered language choice on an address without a prefix: go there before anything else loads or
// renders; the module stops here (a promise that never settles) while the browser leaves.
const remembered = rememberedLangRedirect(window);
if (remembered) {
  window.location.replace(remembered);
  await new Promise(() => {});
}
// The built page links its stylesheet and preloads its second part (scripts/shell-stylesheet.mjs); the dev server has
// no such files, so the styles come as constructed stylesheets (the Content-Security-Policy allows no inline style).
if (!document.querySelector('link[data-oriel-css]')) {
  const { shellCss, shellLaterCss } = await import('./shell-css');
  const sheets = [shellCss, shellLaterCss].map((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets];
}
// the second part's rules (client-rendered screens, drawers, toasts) apply from here, and the first render waits for them
const laterStyles = applyLaterStyles(document);

const apiBase = resolveApiBase(document, window, import.meta.env.VITE_ORIEL_API as string | undefined);
// the image CDN host (000 §1), configured like the API's: the deploy-time meta, else the build's; before any answer
// is parsed, as the server render did
configureImageCdn(
  document.querySelector<HTMLMetaElement>('meta[name="oriel-image-cdn"]')?.content || (import.meta.env.VITE_ORIEL_IMAGE_CDN as string | undefined),
  [new URL(apiBase, window.location.href).origin],
);
// only the page's own language is downloaded (docs/design.md §5), the shell's texts with it, and the code of the page landed on
const [messages] = await Promise.all([loadShellCatalogue(shellLocale(window)), preloadRoute(stripLangPrefix(window.location.pathname).path).catch(() => {})]);
// an answer's parsing and the render it causes in two tasks (core's query cache: beforePublish)
const { runtime, router } = createShell(window, apiBase, messages, { beforePublish: nextTask });
document.documentElement.lang = runtime.lang;
// the builder's live preview (000 §2): its code loads in preview mode only, and listens before the first render
if (isPreviewMode(window)) {
  const { startPreview } = await import('./preview/start-preview');
  startPreview(window, runtime, import.meta.env.VITE_ORIEL_ADMIN_ORIGIN as string | undefined);
}
// a server-rendered page: its answers come with it, so the first render is the markup already on screen
const served = readServerState(document);
runtime.queries.seed(served);
router.start();
// and that markup is painted before the app takes it over: the first paint never waits for the render's work
if (served.length > 0) await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
// A page's first Intl date formatter loads the date data (60–85 ms at 4× CPU, scripts/bench), its first number
// formatter the number data (the translator's first count, about 15 ms more): inside the layout's render they made
// it a 206 ms task. Each in a task of its own, before the render, blocks the page for what it takes over 50 ms
// instead of all of it.
await inTasks([() => warmDateFormatting({ locale: runtime.lang, timeZone: runtime.timezone }), () => formatMoney(0, { locale: runtime.lang })]);
// sections whose code is a chunk of its own (the resources schedules) are loaded before they are taken over
await Promise.all([preloadMarked(document), laterStyles]);

const root = document.getElementById('app');
if (root) {
  interceptLinks(root, router);
  // render, not hydrate: it reuses the server's elements but sets every property (a signed-in visitor's top bar,
  // styles the policy kept out of the markup), so what differs from the anonymous HTML is corrected, not kept.
  // Over the server's markup, the organiser's sections are taken over one per task after the layout
  // (@oriel/ui builder/takeover.ts): no single task holds a phone's main thread for the whole page.
  if (served.length > 0) openTakeover();
  earlyInput.stop();
  render(
    <RuntimeContext.Provider value={runtime}>
      <App router={router} />
    </RuntimeContext.Provider>,
    root,
  );
  // what was typed or pressed on the server's markup before this render is given again once every section is the app's
  void releaseTakeover(window).then(earlyInput.replay);
}
