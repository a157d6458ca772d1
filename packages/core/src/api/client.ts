import * as v from 'valibot';
import { issueKeys } from '../schemas/issues';
import { actionAnswerSchema, listOf, oneOf, type ActionAnswer, type ListOf, type OneOf } from '../schemas/common.schema';
import { ApiError, errorFromBody, INVALID_RESPONSE, UNAUTHENTICATED, UNKNOWN_ERROR } from './errors';
import { toSearchParams } from './query';

// The HTTP core every area module builds on: bearer token, timeout, answer parsing, errors.
// Plain fetch rather than ky: retries belong to the query cache (000 §9) and errors are read from the body
// here, so ky's features went unused while it cost 4.5 KB gzip of the runtime's budget
// (docs/decisions/0019-valibot.md).

export interface ApiClientOptions {
  /** API origin (the loader's data-api), e.g. `http://localhost:4310`; paths are appended as `/api/...`. */
  baseUrl: string;
  /** The current bearer token, read on every call (the store owns it; docs/design.md §3). */
  getToken: () => string | null | undefined;
  /** Defaults to globalThis.fetch; tests inject a fake. */
  fetch?: typeof globalThis.fetch;
  /** Called when the API answers 401 UNAUTHENTICATED (unknown or revoked token). */
  onUnauthenticated?: () => void;
  /** Milliseconds before a call gives up (UNKNOWN_ERROR); 10 s by default. */
  timeout?: number;
  /**
   * The interface language, sent as `lang` on every call: the organiser's content comes in it when translated. A
   * function is read at each call (a runtime whose language changes in place).
   */
  lang?: string | null | undefined | (() => string | null | undefined);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Relative to `/api/`, without a leading slash. */
  path: string;
  query?: object | undefined;
  body?: unknown;
  /** aborts the request (a query the cache superseded or forgot) */
  signal?: AbortSignal | undefined;
}

export interface Http {
  /** Sends a request and parses the answer with `schema`; throws ApiError otherwise. */
  send<S extends v.GenericSchema>(request: HttpRequest, schema: S): Promise<v.InferOutput<S>>;
  /** Absolute URL of a path with its query, for links opened by the browser itself (downloads). */
  url(path: string, query?: object): string;
  getToken(): string | null | undefined;
  /** The same client, every request of which `signal` aborts (the query cache's per-request signal). */
  withSignal(signal: AbortSignal): Http;
  /** The fetch and the timeout this client's calls use, for exchanges of their own (files: file.ts; warm.ts). */
  readonly fetch: typeof globalThis.fetch;
  readonly timeout: number;
  /**
   * Answers asked ahead of the call that reads them (warm.ts), by `aheadKey`: a GET of the same URL under the same
   * token takes its answer, once, instead of asking again.
   */
  readonly ahead: Map<string, Promise<Response>>;
}

/** The headers of a call that sends no body. */
export const callHeaders = (token: string | null | undefined): Record<string, string> =>
  token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' };

/** An answer asked ahead is kept under the token it was asked with: another customer's call never reads it. */
export const aheadKey = (token: string | null | undefined, url: string): string => `${token ?? ''} ${url}`;

/** Encodes one path segment (cuids, slugs). */
export const segment = (value: string | number): string => encodeURIComponent(value);

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createHttp(options: ApiClientOptions): Http {
  const root = `${options.baseUrl.replace(/\/+$/, '')}/api/`;
  const fetcher = options.fetch ?? ((...args: Parameters<typeof globalThis.fetch>) => globalThis.fetch(...args));
  const timeout = options.timeout ?? 10_000;

  const url = (path: string, query?: object): string => {
    const params = toSearchParams(query);
    const lang = typeof options.lang === 'function' ? options.lang() : options.lang;
    if (lang && !params.has('lang')) params.set('lang', lang);
    const search = params.toString();
    return `${root}${path}${search ? `?${search}` : ''}`;
  };

  const ahead = new Map<string, Promise<Response>>();

  async function send<S extends v.GenericSchema>(request: HttpRequest, schema: S): Promise<v.InferOutput<S>> {
    const token = options.getToken();
    const target = url(request.path, request.query);
    const key = aheadKey(token, target);
    const asked = request.method === 'GET' ? ahead.get(key) : undefined;
    if (asked) ahead.delete(key);
    const headers = callHeaders(token);
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    // the timeout covers the whole exchange, body included
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeout);
    const stop = () => controller.abort();
    request.signal?.addEventListener('abort', stop, { once: true });
    if (request.signal?.aborted) stop();
    let response: Response;
    let body: Awaited<ReturnType<typeof readBody>>;
    try {
      const ask = () =>
        fetcher(target, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: controller.signal,
        });
      // an answer asked ahead is taken as it comes (its exchange has a timeout of its own); failed, it is asked again
      response = await (asked ? asked.catch(ask) : ask());
      body = await readBody(response).catch(() => ({ ok: false }) as const);
    } catch (cause) {
      // Network failure, CORS refusal, timeout: no answer to read.
      throw new ApiError({ code: UNKNOWN_ERROR, status: 0, cause });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', stop);
    }

    if (!response.ok) {
      const error = errorFromBody(body.ok ? body.value : undefined);
      if (response.status === 401 && error.code === UNAUTHENTICATED) options.onUnauthenticated?.();
      throw new ApiError({ ...error, status: response.status });
    }
    if (!body.ok) throw new ApiError({ code: INVALID_RESPONSE, message: 'Answer is not JSON', status: response.status });
    const parsed = v.safeParse(schema, body.value);
    if (!parsed.success) {
      throw new ApiError({
        code: INVALID_RESPONSE,
        message: `${request.method} /api/${request.path}: ${parsed.issues.map((i) => `${issueKeys(i).map(String).join('.')}: ${i.message}`).join('; ')}`,
        status: response.status,
        cause: parsed.issues,
      });
    }
    return parsed.output as v.InferOutput<S>;
  }

  const http: Http = {
    send,
    url,
    getToken: options.getToken,
    fetch: fetcher,
    timeout,
    ahead,
    withSignal: (signal) => ({ ...http, send: (request, schema) => send({ ...request, signal: request.signal ?? signal }, schema) }),
  };
  return http;
}

/** GET a `{data, count}` list. */
export const getList = <S extends v.GenericSchema>(http: Http, path: string, item: S, query?: object) =>
  http.send({ method: 'GET', path, query }, listOf(item)) as Promise<ListOf<v.InferOutput<S>>>;

/** Any call answering `{data: T}`, unwrapped to T. */
export const sendOne = async <S extends v.GenericSchema>(http: Http, request: HttpRequest, item: S) =>
  ((await http.send(request, oneOf(item))) as OneOf<v.InferOutput<S>>).data;

/** A call whose answer the UI does not read beyond an optional message (logout, cancel...). */
export const sendAction = (http: Http, request: HttpRequest): Promise<ActionAnswer> => http.send(request, actionAnswerSchema);
