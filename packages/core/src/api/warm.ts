import { aheadKey, callHeaders, type Http } from './client';

/**
 * How long an answer asked ahead waits for the call that reads it: the code that calls it is on its way when it is
 * asked, so an answer older than this is not what that screen expects any more.
 */
export const WARM_MS = 10_000;

/**
 * Asks for a GET's answer now, before the code that reads it has loaded: the next call of the same GET (same URL,
 * same token) within WARM_MS takes that answer instead of asking again (client.ts, `ahead`). A failed exchange is
 * asked again by that call, which reports it: nothing is reported from here.
 *
 * `read` gets a successful answer's body as it comes, before that code has loaded, to start what the answer names
 * (its largest image); the call still reads the whole answer and checks it against its schema.
 */
export function warm(http: Http, path: string, query?: object, read?: (answer: unknown) => void): void {
  const target = http.url(path, query);
  const token = http.getToken();
  const key = aheadKey(token, target);
  if (http.ahead.has(key)) return;
  // the whole exchange, body included, within the client's timeout: the call that takes it waits for it
  const controller = new AbortController();
  setTimeout(() => controller.abort(), http.timeout);
  const response = http.fetch(target, { method: 'GET', headers: callHeaders(token), signal: controller.signal });
  // the copy is made before the call takes the answer: its callback was queued first
  (read ? response.then((r) => (r.ok ? r.clone().json().then(read) : undefined)) : response).catch(() => {});
  http.ahead.set(key, response);
  setTimeout(() => http.ahead.get(key) === response && http.ahead.delete(key), WARM_MS);
}
