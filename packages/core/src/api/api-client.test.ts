import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Availability, Cart, ListOf, OwnedVoucher, Page, Registration } from '../schemas/index';
import { availabilityFixture, cartFixture, sessionFixture } from '../schemas/fixtures.test-data';
import { createApiClient } from './api-client';
import { ApiError, normaliseError } from './errors';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client whose fetch records every request and answers with `handler`. */
function setup(handler: Handler, options: { token?: string | null; onUnauthenticated?: () => void } = {}) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(await request.clone().text());
    return handler(request);
  }) as unknown as typeof globalThis.fetch;
  const client = createApiClient({
    baseUrl: 'http://api.test/',
    getToken: () => options.token ?? null,
    fetch,
    ...(options.onUnauthenticated ? { onUnauthenticated: options.onUnauthenticated } : {}),
  });
  return { client, requests, bodies };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('lang', () => {
  it('sends the interface language as lang on every call, reads and writes alike', async () => {
    const requests: Request[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return json({ data: [], count: 0 });
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch, lang: 'en' });
    await client.listAvailabilities({ status: ['OPEN'] });
    await client.getWebsite().catch(() => undefined);
    await client.addCartItems({ vouchers: [{ voucher_id: 1, quantity: 1 }] }).catch(() => undefined);
    expect(requests.map((r) => new URL(r.url).searchParams.get('lang'))).toEqual(['en', 'en', 'en']);
    expect(new URL(requests[0]!.url).searchParams.get('status')).toBe('OPEN');
  });

  it('sends none without a language', async () => {
    const { client, requests } = setup(() => json({ data: [], count: 0 }));
    await client.listAvailabilities({});
    expect(new URL(requests[0]!.url).searchParams.has('lang')).toBe(false);
  });
});

describe('requests', () => {
  it('serialises query values: comma lists, category filters, empty values left out', async () => {
    const { client, requests } = setup(() => json({ data: [], count: 0 }));
    await client.listAvailabilities({
      status: ['OPEN', 'FULL'],
      catalog: [3, 4],
      weekday: [1, 5],
      search: '',
      age: undefined,
      activity: 'clact1',
      'category-clgrp1': ['clc1', 'clc2'],
      location: [],
      page_number: 2,
      page_size: 20,
      sort: '-price',
    });
    const url = new URL(requests[0]!.url);
    expect(url.origin + url.pathname).toBe('http://api.test/api/availabilities');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'OPEN,FULL',
      catalog: '3,4',
      weekday: '1,5',
      activity: 'clact1',
      'category-clgrp1': 'clc1,clc2',
      page_number: '2',
      page_size: '20',
      sort: '-price',
    });
    expect(requests[0]!.method).toBe('GET');
  });

  it('sends the bearer token only when there is one', async () => {
    const signedIn = setup(() => json({ data: sessionFixture }), { token: 'tok123' });
    await signedIn.client.getSession();
    expect(signedIn.requests[0]!.headers.get('Authorization')).toBe('Bearer tok123');

    const anonymous = setup(() => json({ data: null }));
    expect(await anonymous.client.getSession()).toBeNull();
    expect(anonymous.requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('posts JSON bodies and maps WALLET to DELAYED at checkout', async () => {
    const { client, requests, bodies } = setup(() => json({ data: { next_action: null, next_action_url: null } }));
    await client.checkout({ cart_id: 41, payment_strategy: 'WALLET', terms: true });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/carts/checkout');
    expect(requests[0]!.headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(bodies[0]!)).toEqual({ cart_id: 41, payment_strategy: 'DELAYED', terms: true });
  });

  it('puts ids of DELETE calls in the query', async () => {
    const { client, requests } = setup(() => json({ data: cartFixture }));
    await client.deleteCartItem(7);
    await client.detachCoupon(41);
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`)).toEqual([
      'DELETE /api/carts/items?item_id=7',
      'DELETE /api/carts/coupons?cart_id=41',
    ]);
  });

  it('uses the account and page paths of our contract', async () => {
    const { client, requests } = setup((request) =>
      new URL(request.url).pathname.startsWith('/api/account/')
        ? json({ data: [], count: 0 })
        : json({ data: { id: 1, title: 'Accueil', pathname: '/', content: [] } }),
    );
    await client.listAccountRegistrationRequests({ page_number: 1 });
    await client.getPage('/stages');
    expect(requests.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/api/account/registrations-requests?page_number=1',
      '/api/website/pages?pathname=%2Fstages',
    ]);
  });

  it('asks for a single-use download URL: the bearer token goes in the header, never in a URL', async () => {
    const { client, requests } = setup(() => json({ data: { url: 'http://api.test/api/downloads/t1ck3t', expires_at: '2026-11-21T10:01:00Z' } }, 201), {
      token: 'tok123',
    });
    const ticket = await client.requestDownload({ kind: 'registration_attestation', registration_id: 5 });
    expect(ticket.url).toBe('http://api.test/api/downloads/t1ck3t');
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/downloads');
    expect(request.url).not.toContain('tok123');
    expect(request.headers.get('authorization')).toBe('Bearer tok123');
    expect(await request.json()).toEqual({ kind: 'registration_attestation', registration_id: 5 });
  });
});

describe('answers', () => {
  it('parses {data, count} lists and unwraps single entities', async () => {
    const { client } = setup((request) =>
      request.url.endsWith('/availabilities') ? json({ data: [availabilityFixture], count: 31 }) : json({ data: availabilityFixture }),
    );
    const list = await client.listAvailabilities();
    expect(list.count).toBe(31);
    expect(list.data[0]?.cuid).toBe('clav1x2y3z4');
    expect((await client.getAvailability('clav1x2y3z4')).price).toBe(12500);
  });

  it('reads the nested dates envelope and the participant answer', async () => {
    const { client } = setup((request) =>
      request.url.includes('/dates')
        ? json({ availabilities_dates: { data: availabilityFixture.dates, count: 1 } })
        : json({ data: { participant: sessionFixture.participants[0] } }, 201),
    );
    expect((await client.listAvailabilityDates({ activity: 3 })).count).toBe(1);
    expect((await client.createParticipant({ firstname: 'Léa', lastname: 'Dupont', birthdate: '2016-04-02' })).cuid).toBe('clpart9');
  });

  it('turns a malformed answer into INVALID_RESPONSE', async () => {
    const { client } = setup(() => json({ data: [{ ...availabilityFixture, price: '125.00' }], count: 1 }));
    const error = await failure(client.listAvailabilities());
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.message).toContain('price');

    const notJson = setup(() => new Response('<html>', { status: 200 }));
    expect((await failure(notJson.client.getOrganiser())).code).toBe('INVALID_RESPONSE');
  });
});

describe('errors', () => {
  it('normalises a 4xx body to code and fields', async () => {
    const { client } = setup(() => json({ error: 'VALIDATION_ERROR', message: 'Invalid body', fields: { email: 'invalid', other: 3 } }, 400));
    const error = await failure(client.login({ email: 'x', password: 'y' }));
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, message: 'Invalid body', fields: { email: 'invalid' } });
    expect(normaliseError(error)).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid body', fields: { email: 'invalid' } });
  });

  it('falls back to the message, then UNKNOWN_ERROR', async () => {
    const withMessage = setup(() => json({ message: 'AVAILABILITY_FULL' }, 409));
    expect((await failure(withMessage.client.addCartItems({ vouchers: [{ voucher_id: 1 }] }))).code).toBe('AVAILABILITY_FULL');
    const empty = setup(() => new Response('', { status: 500 }));
    expect((await failure(empty.client.getWebsite())).code).toBe('UNKNOWN_ERROR');
  });

  it('gives UNKNOWN_ERROR when no response arrives', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(client.getCurrentCart());
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', status: 0 });
    expect(normaliseError(new TypeError('Failed to fetch')).code).toBe('UNKNOWN_ERROR');
  });

  it('gives UNKNOWN_ERROR on timeout', async () => {
    const fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined);
        signal?.addEventListener('abort', () => reject(signal.reason));
      })) as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch, timeout: 20 });
    expect((await failure(client.getOrganiser())).code).toBe('UNKNOWN_ERROR');
  });

  it('calls onUnauthenticated on 401 UNAUTHENTICATED only', async () => {
    const onUnauthenticated = vi.fn();
    const revoked = setup(() => json({ error: 'UNAUTHENTICATED' }, 401), { token: 'old', onUnauthenticated });
    expect((await failure(revoked.client.getSession())).code).toBe('UNAUTHENTICATED');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);

    const wrongPassword = setup(() => json({ error: 'INVALID_CREDENTIALS' }, 401), { onUnauthenticated });
    expect((await failure(wrongPassword.client.login({ email: 'a@b.c', password: 'x' }))).code).toBe('INVALID_CREDENTIALS');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('does not retry', async () => {
    const { client, requests } = setup(() => json({ error: 'INTERNAL_ERROR' }, 503));
    await failure(client.listCatalogs());
    expect(requests).toHaveLength(1);
  });
});

describe('normaliseError', () => {
  it('reads body-like objects and unknown values', () => {
    expect(normaliseError({ error: 'NOT_FOUND' })).toEqual({ code: 'NOT_FOUND', message: 'NOT_FOUND', fields: {} });
    expect(normaliseError({ message: 'COUPON_INVALID' }).code).toBe('COUPON_INVALID');
    expect(normaliseError(undefined)).toEqual({ code: 'UNKNOWN_ERROR', message: 'UNKNOWN_ERROR', fields: {} });
    expect(normaliseError('boom').code).toBe('UNKNOWN_ERROR');
  });
});

describe('types', () => {
  it('infers answers from the schemas', () => {
    const { client } = setup(() => json({}));
    expectTypeOf(client.listAvailabilities).returns.resolves.toEqualTypeOf<ListOf<Availability>>();
    expectTypeOf(client.getAvailability).returns.resolves.toEqualTypeOf<Availability>();
    expectTypeOf(client.getAccountRegistration).returns.resolves.toEqualTypeOf<Registration>();
    expectTypeOf(client.listAccountVouchers).returns.resolves.toEqualTypeOf<ListOf<OwnedVoucher>>();
    expectTypeOf(client.getCurrentCart).returns.resolves.toEqualTypeOf<Cart | null>();
    expectTypeOf(client.getPage).returns.resolves.toEqualTypeOf<Page>();
  });
});
