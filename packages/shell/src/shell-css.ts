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
 * The shell's whole stylesheet. The build writes it to a hashed file that the page links to (the prerendered HTML
 * paints styled before any script runs); main.tsx adopts it itself only when no such link is there (dev server).
 */
export const shellCss = [
  'body{margin:0}',
  baseCss,
  catalogCss,
  detailCss,
  filtersCss,
  cartAddRequestCss,
  galleryCss,
  formsCss,
  cartCss,
  cartDrawerCss,
  checkoutCss,
  layoutCss,
  builderCss,
  authCss,
  accountCss,
  scheduleCss,
  resourcesCss,
  toastsCss,
].join('\n');
