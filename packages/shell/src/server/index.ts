// The shell's server entry (vite.server.config.ts builds it to dist-server/render.js): the server render and the
// stylesheet the prerendered HTML links to.
export { renderShellPage, scriptSafeJson, SERVER_RENDERED } from './render-page';
export type { RenderOptions, ServerPage } from './render-page';
export { shellCss, shellLaterCss } from '../shell-css';
