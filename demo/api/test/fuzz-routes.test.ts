import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { manualClock } from '../src/clock';
import { DEMO_ACCOUNT } from '../src/seed/account';
import { createSession } from '../src/queries/sessions';
import { NOW, registrationBody, startTestApi, type TestApi } from './helpers';

// docs/security.md §14: every route of the API, fed random and hostile input by fast-check, answers a 4xx with an
// error code (or a success), never a 5xx, and within a bounded time, signed in or not, on PGlite and on PostgreSQL.

/** Fixed, so a failure is replayed as it was found (each route adds its own offset); runs sized for a few seconds. */
const SEED = Number(process.env.ORIEL_FUZZ_SEED ?? 20261123);
/** Runs per read-only route, twice as many for a route that takes a body; ORIEL_FUZZ_RUNS=100 digs deeper by hand. */
const RUNS = Number(process.env.ORIEL_FUZZ_RUNS ?? 3);
const runsFor = (r: Route) => (r.method === 'GET' ? RUNS : 2 * RUNS);
/** Far above any answer of a healthy API on a busy CI machine: past it the request counts as a hang. */
const REQUEST_MS = 10_000;

interface Route {
  method: string;
  path: string;
}
const key = (r: Route) => `${r.method} ${r.path}`;

/** Every route of the app, read from Hono's own table: a route added later is fuzzed without anyone listing it. */
const ROUTES: Route[] = [
  ...new Map(
    createApp({ db: undefined as never, clock: manualClock(NOW) }, { demo: true })
      .routes.filter((r) => r.method !== 'ALL')
      .map((r) => [key(r), { method: r.method, path: r.path }]),
  ).values(),
];

/** The payment simulator answers HTML pages to a browser, not the JSON errors of the API. */
const answersHtml = (r: Route) => r.path.startsWith('/pay/');

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
/** A well-formed input of a route, which the fuzzer takes apart: its body, query and path parameters. */
interface Sample {
  body?: { [k: string]: Json };
  query?: Record<string, string>;
  params?: Record<string, string>;
}

interface Ids {
  availability: number;
  date: number;
  participant: number;
  customer: number;
  registration: number;
  request: number;
  review: number;
  bundle: number;
  voucher: number;
  membership: number;
  resource: number;
  document: number;
}

/** A valid input of each route, on the seeded data (Claire's account): the fuzzer reaches past validation from it. */
function samples(ids: Ids): Record<string, Sample> {
  const { availability, date, participant, registration } = ids;
  const identity = registrationBody('fuzz-profile@oriel.test');
  const { password: _password, terms: _terms, ...profile } = identity;
  const edit = { registration_id: registration, availability_dates: [{ date_id: date }], options: [], questions: [], automatic_price: true };
  const review = { registration_id: registration, message: 'Great', score: 4, public: true };
  const list = { query: { limit: '20', offset: '0', id: '1,2' } };
  const detail = (cuid: string) => ({ params: { cuid } });
  const account = (area: string, cuid: string) => ({ [`GET /api/account/${area}`]: list, [`GET /api/account/${area}/:cuid`]: detail(cuid) });
  return {
    'GET /healthz': {},
    'GET /readyz': {},
    'GET /metrics': {},
    'GET /media/:file': { params: { file: 'yoga.svg' } },
    'GET /api/organiser': {},
    'GET /api/website': {},
    'GET /api/website/pages': { query: { pathname: '/' } },
    'GET /api/availabilities': { query: { fields: 'card', search: 'yoga', status: 'OPEN', after: '2026-11-23T00:00:00Z', sort: 'price', age: '8' } },
    'GET /api/availabilities/calendar': { query: { search: 'yoga', date: '2026-11-24', weekday: '1,2' } },
    'GET /api/availabilities/dates': { query: { activity: '1', dates: 'abc,def', limit: '10' } },
    'GET /api/availabilities/periods': {},
    'GET /api/availabilities/:cuid': detail(String(availability)),
    'GET /api/vouchers/redeem': { query: { code: DEMO_ACCOUNT.vouchers.gift.code } },
    'PUT /api/vouchers/redeem': { body: { code: DEMO_ACCOUNT.vouchers.bundleGift.code, participant_id: participant } },
    'GET /api/bundles': list,
    'GET /api/bundles/:cuid': detail(String(ids.bundle)),
    'GET /api/memberships': list,
    'GET /api/memberships/:cuid': detail(String(ids.membership)),
    'GET /api/vouchers': list,
    'GET /api/vouchers/:cuid': detail(String(ids.voucher)),
    'GET /api/blog/articles': { query: { page_number: '1', page_size: '12' } },
    'GET /api/blog/articles/:slug': { params: { slug: 'welcome' } },
    'GET /api/activities': { query: { fields: 'card', search: 'yoga', location: 'abc', 'category-abc': 'def', catalog: '1' } },
    'GET /api/activities/:cuid': detail('1'),
    'GET /api/resources': { query: { id: String(ids.resource) } },
    'GET /api/resources/availabilities': { query: { resources: String(ids.resource), after: '2026-11-23T00:00:00Z', before: '2026-11-30T00:00:00Z' } },
    'GET /api/resources/:cuid': detail(String(ids.resource)),
    'GET /api/locations': {},
    'GET /api/categories': {},
    'GET /api/catalogs': {},
    'POST /api/auth/login': { body: { email: 'demo@oriel.test', password: 'demo-password' } },
    'POST /api/auth/logout': {},
    'GET /api/session': {},
    'POST /api/auth/register': { body: registrationBody('fuzz@oriel.test') },
    'POST /api/auth/password/link': { body: { email: 'demo@oriel.test', redirect: '/account' } },
    'POST /api/auth/password': { body: { password: 'new-secret', token: 'a'.repeat(43) } },
    'PUT /api/session': { body: profile },
    'DELETE /api/session': {},
    'GET /api/demo/outbox': { query: { to: 'demo@oriel.test' } },
    'POST /api/participants': { body: { firstname: 'Zoé', lastname: 'Test', birthdate: '2016-04-02', custom_data: [] } },
    'GET /api/participants': { query: { search: 'lea', limit: '5' } },
    'PUT /api/participants': { body: { participant_id: participant, firstname: 'Léa', lastname: 'Test', birthdate: '2016-04-02', custom_data: [] } },
    'DELETE /api/participants': { query: { participant_id: '999999' } },
    'GET /api/custom-fields': { query: { entity: 'PARTICIPANTS' } },
    'GET /api/mapbox/autofill': { query: { search: 'rue neuve' } },
    'GET /api/checkout': {},
    'POST /api/carts/coupons': { body: { cart_id: 1, coupon: 'WELCOME10' } },
    'DELETE /api/carts/coupons': { query: { cart_id: '1' } },
    'POST /api/carts/checkout': { body: { cart_id: 1, coupon: null, payment_strategy: 'IMMEDIATE', terms: true, return_url: 'https://shop.test/cart' } },
    'POST /api/newsletters/unsubscribe': { body: { token: 'b'.repeat(43) } },
    'GET /api/carts/current': {},
    'POST /api/carts/items': {
      body: {
        participant_id: participant,
        registrations: [
          {
            availability_id: availability,
            participant_id: participant,
            quantity: 1,
            options: [{ price_id: 1, content: null }],
            questions: [{ question_id: 1, content: 'Vegetarian' }],
            availability_dates: [{ date_id: date }],
          },
        ],
        bundles: [{ bundle_id: ids.bundle, participant_id: participant, quantity: 1 }],
        vouchers: [{ voucher_id: ids.voucher, quantity: 1 }],
        memberships: [{ membership_id: ids.membership, quantity: 1 }],
        bookings: [{ resource_id: ids.resource, dates: [{ start_at: '2026-11-25T10:00:00Z', end_at: '2026-11-25T11:00:00Z' }] }],
        registrations_requests: [{ participant_id: participant, availabilities: [{ id: availability, dates: [date] }] }],
      },
    },
    'POST /api/carts/items/estimate': {
      body: { availability_id: availability, participant_id: participant, availability_dates: [{ date_id: date }], options: [{ price_id: 1 }] },
    },
    'DELETE /api/carts/items': { query: { item_id: '1' } },
    'POST /api/carts/items/hold': { body: { item_ids: [1] } },
    'POST /api/registrations/waiting-list': { body: { availability_id: availability, participant_id: participant } },
    'POST /api/registrations/cancel': { body: { registration_id: registration, message: 'We move house' } },
    'POST /api/registrations/estimate': { body: edit },
    'PUT /api/registrations': { body: edit },
    'POST /api/registrations/requests/cancel': { body: { registration_request_id: ids.request } },
    'POST /api/registrations/review': { body: review },
    'PUT /api/registrations/review': { body: { ...review, review_id: ids.review } },
    'POST /api/transactions/checkout': {
      body: { customer_id: ids.customer, reference: 'REF-1', destination: { registration_id: registration }, return_url: 'https://shop.test/account' },
    },
    'POST /api/transactions/wallet': { body: { amount: 100, destination: { registration_id: registration } } },
    ...account('carts', DEMO_ACCOUNT.cart),
    ...account('registrations', DEMO_ACCOUNT.registrations.partial),
    ...account('bookings', DEMO_ACCOUNT.booking),
    ...account('registrations-requests', DEMO_ACCOUNT.requests.pending),
    ...account('bundles', DEMO_ACCOUNT.bundles.yoga),
    ...account('vouchers', DEMO_ACCOUNT.vouchers.gift.cuid),
    ...account('memberships', DEMO_ACCOUNT.memberships.monthly),
    ...account('attendance-charges', DEMO_ACCOUNT.charges.current),
    'POST /api/downloads': {
      body: { kind: 'registration_document', registration_id: registration, document_id: ids.document, answers: { custom_element_1: 'Allergic to nuts' } },
    },
    'GET /api/downloads/:ticket': { params: { ticket: 'c'.repeat(43) } },
    'GET /api/documents/download': { query: { registration_id: String(registration), document_id: String(ids.document), custom_element_1: 'Nuts' } },
    'GET /pay/:payment': { params: { payment: 'abcdefgh12345678' } },
    'POST /pay/:payment': { params: { payment: 'abcdefgh12345678' } },
  };
}

// ---- hostile values ------------------------------------------------------------------------------------------------

/** NUL and lone surrogates first (the characters PostgreSQL or UTF-8 cannot hold), then other rarities. */
const NASTY_CHARS = ['\u0000', '\u0000', '\ud800', '\udfff', '\udc00\ud800', '\ufffe', '\u202e', '\u0007', '%', '\\', '"', "'", '\n'];
/** Text around one nasty character: what a careless client or an attacker may send in any string. */
const nastyText = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom(...NASTY_CHARS), fc.string({ unit: 'binary', maxLength: 6 }))
  .map(([before, nasty, after]) => before + nasty + after);
/** Lengths on both sides of the limits a string may meet (names 255, long text 5000, the body 100 KB). */
const HUGE = [256, 1_000, 5_001, 70_000, 300_000];
const hostileString = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  fc.constantFrom(...HUGE).map((n) => 'x'.repeat(n)),
);

const DEEP = [64, 2_000, 40_000];
/** JSON text of a hostile value: wrong types, numbers out of range, deep nesting, huge arrays, prototype keys. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: fc.constantFrom('-1', '0', '1.5', '2147483648', '9007199254740993', '1e308', '-1e400', 'true', 'null', '[]', '{}') },
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  fc.constantFrom(...DEEP).map((d) => '['.repeat(d) + ']'.repeat(d)),
  fc.constantFrom(...DEEP).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d)),
  fc.constantFrom(1_000, 30_000, 100_000).map((n) => `[${Array(n).fill('1').join(',')}]`),
  fc.constantFrom('{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}', '[{"__proto__":{"polluted":"yes"},"id":1}]'),
);

/** Every path into a sample, the root excluded: where a hostile value replaces the well-formed one. */
function pathsOf(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...at, k], ...pathsOf(v, [...at, k])]);
}

const MARK = '\u0001fuzz\u0001';
/** The sample's JSON text with the value at `path` replaced by a JSON fragment. */
function replaced(body: Json, path: (string | number)[], fragment: string): string {
  const copy = structuredClone(body) as Record<string | number, Json>;
  let node = copy;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, Json>;
  node[path.at(-1)!] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), fragment);
}

type BodyText = string | Uint8Array<ArrayBuffer>;
/** A hostile body: the sample with one value made hostile, a prototype key added, a hostile value alone, or no JSON at all. */
function hostileBody(sample: Sample): fc.Arbitrary<BodyText> {
  const body = sample.body ?? {};
  const paths = pathsOf(body);
  const text = JSON.stringify(body);
  const withKey = (k: string, fragment: string) => (text === '{}' ? `{${k}:${fragment}}` : `{${k}:${fragment},${text.slice(1)}`);
  return fc.oneof(
    ...(paths.length ? [{ weight: 6, arbitrary: fc.tuple(fc.constantFrom(...paths), hostileJson).map(([p, f]) => replaced(body, p, f)) }] : []),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '\u0000', '\ud800'), hostileJson)
      .map(([k, f]) => withKey(JSON.stringify(k), f)),
    hostileJson,
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('{', '{"a":}', '\ufeff{}', '[1,2', '{"a":1}{"b":2}', '"\\ud800"'),
      // invalid UTF-8 inside a JSON string
      fc.uint8Array({ minLength: 1, maxLength: 20 }).map((bytes) => Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, ...bytes, 0x22, 0x7d])),
    ),
  );
}

/** Percent-encodes any string, a lone surrogate as the 3 bytes a careless encoder gives it (never valid UTF-8). */
function encode(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) out += encodeURIComponent(s.slice(i, ++i + 1));
    else if (unit >= 0xd800 && unit <= 0xdfff)
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16)}`).join('');
    else out += encodeURIComponent(s[i]!);
  }
  return out;
}

/** A hostile query or path value, short enough for a URL (Node itself answers 431 to headers above 16 KB), or raw escapes. */
const urlValue = fc.oneof(
  { weight: 4, arbitrary: nastyText.map(encode) },
  fc.constantFrom(300, 3_000).map((n) => 'y'.repeat(n)),
  fc.constantFrom('%00', '%', '%zz', '%C0%80', '%ED%A0%80', '%2F..%2F', '-1', '2147483648', '1e308', 'NaN', '', ','),
);
/** Names any route may be sent besides its own: those the API's routes read. */
const QUERY_NAMES = ['search', 'id', 'limit', 'offset', 'page_size', 'after', 'before', 'fields', 'status', 'sort', 'age', 'weekday', 'date', 'activity'];
const encodeQuery = (pairs: [string, string][]) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '');

function hostileQuery(sample: Sample): fc.Arbitrary<string> {
  const own = Object.entries(sample.query ?? {}).map(([k, v]) => [encode(k), encode(v)] as [string, string]);
  const names = fc.oneof(...(own.length ? [{ weight: 3, arbitrary: fc.constantFrom(...own.map(([k]) => k)) }] : []), fc.constantFrom(...QUERY_NAMES), urlValue);
  return fc.tuple(names, urlValue).map(([name, value]) => encodeQuery([...own.filter(([k]) => k !== name), [name, value]]));
}

const fillPath = (route: Route, values: Record<string, string>) => route.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
const paramNames = (route: Route) => [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

interface Attempt {
  path: string;
  query: string;
  body: BodyText | undefined;
  contentType: string | undefined;
  signedIn: boolean;
}

/** One hostile part per attempt (a path parameter, the query, or the body), the rest as the sample has it, so it gets through. */
function attemptArb(route: Route, sample: Sample): fc.Arbitrary<Attempt> {
  const params = Object.fromEntries(Object.entries(sample.params ?? {}).map(([k, v]) => [k, encode(v)]));
  const clean = {
    path: fillPath(route, params),
    query: encodeQuery(Object.entries(sample.query ?? {}).map(([k, v]) => [encode(k), encode(v)])),
    body: route.method === 'GET' ? undefined : JSON.stringify(sample.body ?? {}),
  };
  type Part = Pick<Attempt, 'path' | 'query' | 'body'>;
  const parts: fc.WeightedArbitrary<Part>[] = [{ weight: 2, arbitrary: hostileQuery(sample).map((query) => ({ ...clean, query })) }];
  if (route.method !== 'GET') parts.push({ weight: 5, arbitrary: hostileBody(sample).map((body) => ({ ...clean, body })) });
  for (const name of paramNames(route)) {
    parts.push({ weight: 2, arbitrary: urlValue.map((value) => ({ ...clean, path: fillPath(route, { ...params, [name]: value }) })) });
  }
  // an organiser prefix that names no organiser
  parts.push({ weight: 1, arbitrary: fc.constantFrom('/o/zzzzzzzz', '/o/a0').map((prefix) => ({ ...clean, path: prefix + clean.path })) });
  return fc
    .record({
      part: fc.oneof(...parts),
      contentType: fc.oneof(
        { weight: 4, arbitrary: fc.constant('application/json') },
        fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
      ),
      signedIn: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
    })
    .map(({ part, ...rest }) => ({ ...part, ...rest }));
}

/** A stable number per route, so that adding a route does not change what the others are sent. */
const routeSeed = (r: Route) => [...key(r)].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, SEED);

let api: TestApi;
let ids: Ids;
let claire: number;
let claireToken: string;
let registered = 0;

/** Claire's session, or a throwaway one where the route ends it: logout, or deleting the account (a new customer each time). */
async function tokenFor(route: Route): Promise<string> {
  if (key(route) === 'DELETE /api/session') {
    const res = await api.send('POST', '/api/auth/register', registrationBody(`fuzz-${++registered}@oriel.test`));
    return ((await res.json()) as { data: { token: string } }).data.token;
  }
  return key(route) === 'POST /api/auth/logout' ? createSession(api.db, api.clock.now(), claire) : claireToken;
}

beforeAll(async () => {
  api = await startTestApi();
  const one = async (sql: string, params: unknown[] = []) => (await api.db.query<{ id: number }>(sql, params))[0]?.id ?? 1;
  claire = await one("SELECT id FROM customers WHERE email = 'demo@oriel.test'");
  claireToken = await createSession(api.db, api.clock.now(), claire);
  const registration = await one('SELECT id FROM registrations WHERE cuid = $1', [DEMO_ACCOUNT.registrations.partial]);
  ids = {
    customer: claire,
    registration,
    availability: await one('SELECT availability_id AS id FROM registrations WHERE id = $1', [registration]),
    date: await one('SELECT d.id FROM availability_dates d JOIN registrations r ON r.availability_id = d.availability_id WHERE r.id = $1', [registration]),
    participant: await one('SELECT id FROM participants WHERE customer_id = $1 ORDER BY id', [claire]),
    request: await one('SELECT id FROM registration_requests WHERE cuid = $1', [DEMO_ACCOUNT.requests.pending]),
    review: await one('SELECT id FROM reviews ORDER BY id'),
    bundle: await one('SELECT id FROM bundles ORDER BY id'),
    voucher: await one('SELECT id FROM vouchers ORDER BY id'),
    membership: await one('SELECT id FROM memberships ORDER BY id'),
    resource: await one('SELECT id FROM resources ORDER BY id'),
    document: await one('SELECT id FROM documents ORDER BY id'),
  };
});
afterAll(() => api?.close());

describe('fuzz: hostile input to every route', () => {
  it('has a sample input for every route of the app, and for no other', () => {
    const listed = Object.keys(samples({} as Ids)).sort();
    expect(listed).toEqual(ROUTES.map(key).sort());
    expect(ROUTES.length).toBeGreaterThan(60);
  });

  // The account deletion last: its runs delete their own customers, but nothing should follow them.
  const ordered = [...ROUTES.filter((r) => key(r) !== 'DELETE /api/session'), ...ROUTES.filter((r) => key(r) === 'DELETE /api/session')];
  it.each(ordered.map((r) => [key(r), r] as const))('%s answers 2xx, 3xx or 4xx with an error code, never 5xx, in bounded time', async (_name, route) => {
    const sample = samples(ids)[key(route)]!;
    await fc.assert(
      fc.asyncProperty(attemptArb(route, sample), async (attempt) => {
        const headers: Record<string, string> = attempt.contentType ? { 'Content-Type': attempt.contentType } : {};
        if (attempt.signedIn) headers.Authorization = `Bearer ${await tokenFor(route)}`;
        const res = await fetch(api.url + attempt.path + attempt.query, {
          method: route.method,
          headers,
          body: attempt.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_MS),
        });
        const text = await res.text();
        expect(res.status, text.slice(0, 300)).toBeLessThan(500);
        if (res.status >= 400 && !(answersHtml(route) && res.headers.get('content-type')?.startsWith('text/html'))) {
          const body = JSON.parse(text) as { error?: unknown };
          expect(body.error).toMatch(/^[A-Z][A-Z_]*$/);
        }
      }),
      { seed: routeSeed(route), numRuns: runsFor(route) },
    );
  });

  it('left no key on Object.prototype (prototype pollution)', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
