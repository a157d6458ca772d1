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
  /**
   * A file at an absolute URL that needs no token (a download ticket's), whole, with the name its answer gives; an
   * error answer throws its ApiError. Read by the page rather than followed, so the page knows when it has arrived.
   */
  file(url: string): Promise<{ blob: Blob; filename: string | null }>;
}

/** `attachment; filename="a.pdf"` (or filename*=UTF-8''…) -> the name; null without one. */
export function dispositionFilename(header: string | null): string | null {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header ?? '');
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // a malformed encoding: the plain name below, if any
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header ?? '')?.[1]?.trim() || null;
}

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

  async function send<S extends v.GenericSchema>(request: HttpRequest, schema: S): Promise<v.InferOutput<S>> {
    const token = options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
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
      response = await fetcher(url(request.path, request.query), {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
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

  // a document can take the server some seconds to write: the file's own, longer delay
  async function file(target: string): Promise<{ blob: Blob; filename: string | null }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(timeout, 60_000));
    try {
      let response: Response;
      try {
        response = await fetcher(target, { method: 'GET', signal: controller.signal });
      } catch (cause) {
        throw new ApiError({ code: UNKNOWN_ERROR, status: 0, cause });
      }
      if (!response.ok) {
        const body = await readBody(response).catch(() => ({ ok: false }) as const);
        throw new ApiError({ ...errorFromBody(body.ok ? body.value : undefined), status: response.status });
      }
      const blob = await response.blob().catch((cause: unknown) => {
        throw new ApiError({ code: UNKNOWN_ERROR, status: 0, cause });
      });
      return { blob, filename: dispositionFilename(response.headers.get('content-disposition')) };
    } finally {
      clearTimeout(timer);
    }
  }

  const http: Http = {
    send,
    file,
    url,
    getToken: options.getToken,
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
