/**
 * The run's ports start at ORIEL_E2E_PORT_BASE (4410), so two runs on one machine can each have their own.
 * The ports integrators' test pages are served on (host-page.ts): the API lists their origins among the organiser's
 * embedding pages (its storefront origins, global-setup.ts), as an organiser lists their own site, so a checkout
 * there may come back there.
 */
export const PORT_BASE = Number(process.env.ORIEL_E2E_PORT_BASE ?? 4410);
export const HOST_PAGE_PORTS = [10, 11, 12, 13, 14, 15].map((n) => PORT_BASE + n);
export const HOST_PAGE_ORIGINS = HOST_PAGE_PORTS.map((port) => `http://127.0.0.1:${port}`);
