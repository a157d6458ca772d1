import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from './account.api';
import { accountItemPath } from './account-areas';
import { createHttp } from './client';
import { warm, WARM_MS } from './warm';

const item = v.object({ id: v.number() });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An Http whose fetch records each request and answers with `answer`; `token.value` is the token of the next call. */
function setup(answer: (request: Request, n: number) => Response | Promise<Response> = () => json({ id: 1 })) {
  const requests: Request[] = [];
  const token = { value: 'tok-a' as string | null };
  const onUnauthenticated = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request, requests.length);
  }) as unknown as typeof globalThis.fetch;
  const http = createHttp({ baseUrl: 'http://api.test', getToken: () => token.value, fetch, onUnauthenticated, lang: 'fr' });
  const get = (path: string, signal?: AbortSignal) => http.send({ method: 'GET', path, signal }, item);
  return { http, get, requests, token, onUnauthenticated };
}

afterEach(() => vi.useRealTimers());

describe('warm: an answer asked for before the code that reads it', () => {
  it('the next GET of the same URL takes it: one request, with the token and the language', async () => {
    const { http, get, requests } = setup();
    warm(http, 'account/registrations/r1');
    expect(requests).toHaveLength(1);
    await expect(get('account/registrations/r1')).resolves.toEqual({ id: 1 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('http://api.test/api/account/registrations/r1?lang=fr');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok-a');
  });

  it('is taken while still on its way (the call waits for it rather than asking again)', async () => {
    let release!: (r: Response) => void;
    const { http, get, requests } = setup(() => new Promise((resolve) => (release = resolve)));
    warm(http, 'account/bookings/b1');
    const answer = get('account/bookings/b1');
    release(json({ id: 7 }));
    await expect(answer).resolves.toEqual({ id: 7 });
    expect(requests).toHaveLength(1);
  });

  it('is taken once: the next call asks again', async () => {
    const { http, get, requests } = setup((_, n) => json({ id: n }));
    warm(http, 'account/carts/c1');
    await expect(get('account/carts/c1')).resolves.toEqual({ id: 1 });
    await expect(get('account/carts/c1')).resolves.toEqual({ id: 2 });
    expect(requests).toHaveLength(2);
  });

  it('another token never reads it: a customer signed out and another signed in meanwhile asks again', async () => {
    const { http, get, requests, token } = setup((request) => json({ id: request.headers.get('authorization') === 'Bearer tok-b' ? 2 : 1 }));
    warm(http, 'account/registrations/r1');
    token.value = 'tok-b';
    await expect(get('account/registrations/r1')).resolves.toEqual({ id: 2 });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-a', 'Bearer tok-b']);
    // the first customer's answer stays theirs: only a call under their token takes it
    token.value = 'tok-a';
    await expect(get('account/registrations/r1')).resolves.toEqual({ id: 1 });
    expect(requests).toHaveLength(2);
  });

  it('is not taken by a visitor without a token', async () => {
    const { http, get, requests, token } = setup();
    warm(http, 'account/registrations/r1');
    token.value = null;
    await get('account/registrations/r1');
    expect(requests).toHaveLength(2);
  });

  it(`is forgotten after ${WARM_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: new Date('2026-12-02T09:00:00+01:00') });
    const { http, get, requests } = setup();
    warm(http, 'account/registrations/r1');
    vi.advanceTimersByTime(WARM_MS - 1);
    warm(http, 'account/registrations/r1');
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await get('account/registrations/r1');
    expect(requests).toHaveLength(2);
  });

  it('asked twice while fresh, asks once', () => {
    const { http, requests } = setup();
    warm(http, 'account/registrations/r1');
    warm(http, 'account/registrations/r1');
    expect(requests).toHaveLength(1);
  });

  it('a warm exchange that failed (the network) is asked again by the call', async () => {
    const { http, get, requests } = setup((_, n) => (n === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json({ id: 3 })));
    warm(http, 'account/registrations/r1');
    await expect(get('account/registrations/r1')).resolves.toEqual({ id: 3 });
    expect(requests).toHaveLength(2);
  });

  it('an error answer taken is the call own: a 401 signs out as a fresh one would', async () => {
    const { http, get, onUnauthenticated } = setup(() => json({ error: 'UNAUTHENTICATED' }, 401));
    warm(http, 'account/registrations/r1');
    await expect(get('account/registrations/r1')).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('a warm exchange that hangs is bounded by the timeout: the call asks again', async () => {
    const requests: Request[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      if (requests.length > 1) return json({ id: 4 });
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    }) as typeof globalThis.fetch;
    const http = createHttp({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch, timeout: 20 });
    warm(http, 'account/registrations/r1');
    await expect(http.send({ method: 'GET', path: 'account/registrations/r1' }, item)).resolves.toEqual({ id: 4 });
    expect(requests).toHaveLength(2);
  });

  it('read gets the answer as it comes, and the call still reads the whole answer', async () => {
    const { http, get, requests } = setup(() => json({ id: 5, image: 'https://cdn.example/5.jpg' }));
    const read = vi.fn();
    warm(http, 'account/registrations/r1', undefined, read);
    await expect(get('account/registrations/r1')).resolves.toEqual({ id: 5 });
    await vi.waitFor(() => expect(read).toHaveBeenCalledWith({ id: 5, image: 'https://cdn.example/5.jpg' }));
    expect(requests).toHaveLength(1);
  });

  it('read gets nothing of an error answer, nor of a failed exchange, and the call reports them', async () => {
    for (const answer of [() => json({ error: 'NOT_FOUND' }, 404), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      const { http, get } = setup(answer);
      const read = vi.fn();
      warm(http, 'account/registrations/r1', undefined, read);
      await expect(get('account/registrations/r1')).rejects.toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(read).not.toHaveBeenCalled();
    }
  });

  it('only a GET takes it', async () => {
    const { http, requests } = setup(() => json({ message: 'ok' }));
    warm(http, 'registrations/cancel');
    await http.send({ method: 'POST', path: 'registrations/cancel', body: {} }, v.object({ message: v.string() }));
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });
});

describe('accountItemPath: the answer an item screen reads first', () => {
  it('is the very URL the screen asks for, so the warm answer is taken', async () => {
    const { http, requests } = setup();
    const path = accountItemPath({ view: 'registration-edit', cuid: 'r 1/é' })!;
    warm(http, path);
    await accountApi(http)
      .getAccountRegistration('r 1/é')
      .catch(() => undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('http://api.test/api/account/registrations/r%201%2F%C3%A9?lang=fr');
  });

  it('names each item screen area, and nothing for lists, forms and home', () => {
    const paths = (['cart', 'registration', 'registration-document', 'booking', 'request', 'bundle', 'voucher', 'membership', 'charge'] as const).map((view) =>
      accountItemPath(view === 'registration-document' ? { view, cuid: 'x', document: 'd' } : { view, cuid: 'x' }),
    );
    expect(paths).toEqual([
      'account/carts/x',
      'account/registrations/x',
      'account/registrations/x',
      'account/bookings/x',
      'account/registrations-requests/x',
      'account/bundles/x',
      'account/vouchers/x',
      'account/memberships/x',
      'account/attendance-charges/x',
    ]);
    expect(accountItemPath({ view: 'home' })).toBeNull();
    expect(accountItemPath({ view: 'registrations' })).toBeNull();
    expect(accountItemPath({ view: 'participant-edit', cuid: 'p' })).toBeNull();
  });
});
