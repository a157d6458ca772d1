import {
  accountCss,
  authCss,
  galleryCss,
  baseCss,
  toastsCss,
  builderCss,
  cartCss,
  cartDrawerCss,
  catalogCss,
  detailCss,
  filtersCss,
  cartAddRequestCss,
  checkoutCss,
  formsCss,
  layoutCss,
  resourcesCss,
  scheduleCss,
} from '@oriel/ui';

/**
 * The stylesheet of the pages the server renders: the build writes it to a hashed file that the page links and its
 * first paint waits for; main.tsx adopts it itself only when no such link is there (dev server).
 */
export const shellCss = [
  'body{margin:0}',
  baseCss,
  catalogCss,
  detailCss,
  filtersCss,
  galleryCss,
  formsCss,
  cartCss,
  layoutCss,
  builderCss,
  scheduleCss,
  resourcesCss,
].join('\n');

/**
 * The rules no server-rendered page's markup uses: the client-rendered screens (sign-in, account, checkout, the cart's
 * add and request views) and what opens later (the cart drawer, toasts). A second file the page preloads without
 * waiting for it, applied before the app's first render (start/later-styles.ts). It follows shellCss in the cascade,
 * where some of its parts came before some of shellCss's: no rule of shellCss sets a property of an element class these
 * style (test/e2e/server-render.test.ts), so the order does not change what wins.
 */
export const shellLaterCss = [cartAddRequestCss, cartDrawerCss, checkoutCss, authCss, accountCss, toastsCss].join('\n');
