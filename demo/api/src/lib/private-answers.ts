import type { MiddlewareHandler } from 'hono';
import { setHeaders } from './security-headers';

/** The catalogue, the organiser, its website and media: they read no token, so everyone gets the same answer. */
const PUBLIC =
  /^\/(?:media\/|api\/(?:organiser|website|availabilities|activities|bundles|memberships|vouchers(?!\/redeem(?:\/|$))|blog|resources|locations|categories|catalogs|custom-fields|mapbox)(?:\/|$))/;

/** True for a read of the public catalogue (the path as routed, without the `/o/{cuid}` prefix). */
export const isPublicAnswer = (method: string, path: string): boolean => (method === 'GET' || method === 'HEAD') && PUBLIC.test(path);

/**
 * Every other answer may depend on who asks (a session, a cart, an account, a login's token, a refusal telling signed
 * in from not), so no browser, proxy or CDN may keep it for the next visitor: `Cache-Control: no-store`, and
 * `Vary: Authorization` for a cache that would store it anyway. Private unless listed public: a new customer route is
 * covered without a word, and a public route left out only loses its caching.
 */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isPublicAnswer(c.req.method, c.req.path)) return;
    setHeaders(c, (headers) => {
      headers.set('Cache-Control', 'no-store');
      const vary = headers.get('Vary');
      if (!vary?.split(',').some((v) => ['authorization', '*'].includes(v.trim().toLowerCase())))
        headers.set('Vary', vary ? `${vary}, Authorization` : 'Authorization');
    });
  };
}
