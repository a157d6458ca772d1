import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type Fields = Record<string, string>;

/** A refusal with the contract's error body: {error, message?, fields?}. Thrown anywhere, rendered by app.onError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message?: string,
    readonly fields?: Fields,
    /** extra answer headers (429's Retry-After) */
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? code);
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
export const validation = (fields: Fields, message = 'Invalid input') => new ApiError(400, 'VALIDATION_ERROR', message, fields);
export const unauthenticated = (message = 'A valid bearer token is required') => new ApiError(401, 'UNAUTHENTICATED', message);
export const conflict = (code: string, message?: string, fields?: Fields) => new ApiError(409, code, message, fields);
/** Seconds a client is told to wait when the database is out of reach: a restart takes about that long. */
export const UNAVAILABLE_RETRY_AFTER_S = 2;
/** The database cannot be reached: the client may send the same request again once it is back (Retry-After). */
export const serviceUnavailable = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable; try again shortly', undefined, {
    'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S),
  });

export function errorBody(error: string, message?: string, fields?: Fields) {
  return { error, ...(message ? { message } : {}), ...(fields ? { fields } : {}) };
}

export const sendError = (c: Context, e: ApiError) => c.json(errorBody(e.code, e.message, e.fields), e.status, e.headers ?? {});
