import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, sendError, validation } from './errors';
import { urlFields } from './params';

/**
 * The largest body the API reads: ten times what the largest form sends (a registration whose custom fields are all
 * answered at their longest). A login's body is a few dozen bytes.
 */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * What every request is held to before a route reads it (docs/security.md §14): a path and a query without NUL or a
 * lone surrogate and within their lengths (400 VALIDATION_ERROR), and a body of at most MAX_BODY_BYTES (413
 * PAYLOAD_TOO_LARGE). A Content-Length above it is refused before a byte of the body is read; a chunked body is read
 * only up to it and refused there, never parsed.
 */
export function inputLimits(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // the rest of the body is never read: the connection ends with the answer, so no client sends its next request
    // on a socket still full of this one
    onError: (c) => sendError(c, new ApiError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${MAX_BODY_BYTES} bytes`, undefined, { Connection: 'close' })),
  });
  return (c, next) => {
    const fields = urlFields(c.req.url, c.req.queries());
    if (Object.keys(fields).length) throw validation(fields, 'Invalid characters or length in the address');
    return limit(c, next);
  };
}
