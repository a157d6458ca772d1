import { log } from '../ops/log';

/**
 * Errors that say the database cannot be reached right now, as opposed to a bad query or a refused row: asking again
 * in a moment may succeed, so the API answers 503 SERVICE_UNAVAILABLE with Retry-After (never a 500).
 */

/** Socket errors of a connection that could not be opened or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown (a fast stop or restart ends the
 * session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, recovering), 57P05
 * idle_session_timeout, 53300 too_many_connections.
 */
const SQLSTATES = /^(08[0-9A-Z]{3}|57P0[1235]|53300)$/;

/** node-postgres's own words for a connection lost, closed or never made in time (pg Client, pg-pool). */
const CLIENT_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/, // "Client has encountered a connection error and …", "Client was closed and …"
];

const own = (error: object, key: string): unknown => (key in error ? (error as Record<string, unknown>)[key] : undefined);

/** True when the error, or one it was caused by, is a database connection failure. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = own(e, 'cause'), depth++) {
    const code = own(e, 'code');
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
    // AggregateError: a host name resolving to several addresses, each refused
    const errors = own(e, 'errors');
    if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable)) return true;
    const message = own(e, 'message');
    if (e instanceof Error && typeof message === 'string' && CLIENT_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

const REPORT_EVERY_MS = 10_000;
let lastReport = -Infinity;

/** Logs an outage at most every 10 s: one line while the database is away, not one per refused request. */
export function reportUnavailable(error: unknown, now = Date.now()): void {
  if (now - lastReport < REPORT_EVERY_MS) return;
  lastReport = now;
  log.warn('database unavailable, answering 503', {}, error);
}
