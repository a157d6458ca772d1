import { describe, expect, it, vi } from 'vitest';
import { createHttp } from './client';
import { dispositionFilename, fetchFile } from './file';
import { ApiError } from './errors';

function http(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { http: createHttp({ baseUrl: 'http://api.test', getToken: () => 'tok123', fetch }), requests };
}

describe('fetchFile: a download ticket read whole', () => {
  it('answers the file and the name its answer gives, and sends no token', async () => {
    const { http: client, requests } = http(
      () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="attestation-R9.pdf"' } }),
    );
    const { blob, filename } = await fetchFile(client, 'http://api.test/api/downloads/t1ck3t');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(filename).toBe('attestation-R9.pdf');
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('an error answer is its ApiError; a network failure is UNKNOWN_ERROR', async () => {
    const expired = http(() => new Response(JSON.stringify({ error: 'DOWNLOAD_EXPIRED' }), { status: 410 }));
    await expect(fetchFile(expired.http, 'http://api.test/api/downloads/x')).rejects.toMatchObject({ code: 'DOWNLOAD_EXPIRED', status: 410 });
    const offline = http(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await fetchFile(offline.http, 'http://api.test/api/downloads/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', status: 0 });
  });

  it.each([
    ['attachment; filename="a b.pdf"', 'a b.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ["attachment; filename*=UTF-8''fiche%20sant%C3%A9.pdf", 'fiche santé.pdf'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.pdf"', 'fallback.pdf'],
    ['attachment', null],
    [null, null],
  ])('the name of %s is %s', (header, name) => {
    expect(dispositionFilename(header)).toBe(name);
  });
});
