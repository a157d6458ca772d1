import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

/** JSON, SVG and errors never need to load, run or frame anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of an HTML page whose only style is the inline block carrying `nonce`: nothing runs, nothing else loads,
 * no page may frame it. form-action stays open on purpose: the simulator's form answers with a redirect to the shop.
 */
export const htmlPageCsp = (nonce: string) => `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`;

/** A fresh nonce per answer: one that repeats is a token an injected tag could reuse. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Headers on every answer (docs/security.md §5): no MIME sniffing, no Referer (URLs may hold a payment id or a ticket),
 * never framed, and API_CSP unless the route set its own policy.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setHeaders(c, (headers) => {
      headers.set('X-Content-Type-Options', 'nosniff');
      headers.set('Referrer-Policy', 'no-referrer');
      headers.set('X-Frame-Options', 'DENY');
      if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', API_CSP);
    });
  };
}

/** Changes the answer's headers, on a copy when they are immutable (Response.redirect, fetched responses). */
export function setHeaders(c: Context, set: (headers: Headers) => void): void {
  try {
    set(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    set(c.res.headers);
  }
}
