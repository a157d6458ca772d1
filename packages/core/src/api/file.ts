import type { Http } from './client';
import { ApiError, errorFromBody, UNKNOWN_ERROR } from './errors';

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

/**
 * A file at an absolute URL that needs no token (a download ticket's), whole, with the name its answer gives; an error
 * answer throws its ApiError. Read by the page rather than followed, so the page knows when it has arrived. Apart from
 * the HTTP core (client.ts): only the account's documents download, and every widget loads that core.
 */
export async function fetchFile(http: Http, target: string): Promise<{ blob: Blob; filename: string | null }> {
  // a document can take the server some seconds to write: the file's own, longer delay
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(http.timeout, 60_000));
  try {
    let response: Response;
    try {
      response = await http.fetch(target, { method: 'GET', signal: controller.signal });
    } catch (cause) {
      throw new ApiError({ code: UNKNOWN_ERROR, status: 0, cause });
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      throw new ApiError({ ...errorFromBody(body), status: response.status });
    }
    const blob = await response.blob().catch((cause: unknown) => {
      throw new ApiError({ code: UNKNOWN_ERROR, status: 0, cause });
    });
    return { blob, filename: dispositionFilename(response.headers.get('content-disposition')) };
  } finally {
    clearTimeout(timer);
  }
}
