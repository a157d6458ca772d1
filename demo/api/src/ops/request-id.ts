import { randomUUID } from 'node:crypto';

/** A caller's request id is kept when it is a plain token (a load balancer's, a trace's); anything else is replaced. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The request's id: the one the caller (or the proxy) sent when it is safe to log, else a new one. */
export function requestId(sent: string | null | undefined): string {
  return sent && ACCEPTED.test(sent) ? sent : randomUUID();
}

/** The methods a route label may carry; any other is OTHER (a label value per invented method would be a series each). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : 'OTHER');
