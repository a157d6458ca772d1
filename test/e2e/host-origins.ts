/**
 * The ports integrators' test pages are served on (host-page.ts): the API lists their origins among the organiser's
 * embedding pages (its storefront origins, global-setup.ts), as an organiser lists their own site, so a checkout
 * there may come back there.
 */
export const HOST_PAGE_PORTS = [4420, 4421, 4422, 4423, 4424, 4425];
export const HOST_PAGE_ORIGINS = HOST_PAGE_PORTS.map((port) => `http://127.0.0.1:${port}`);
