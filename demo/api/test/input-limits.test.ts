import { TEXT_LIMITS } from '@oriel/core';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/errors';
import { MAX_BODY_BYTES } from '../src/lib/input-limits';
import { SEARCH_MAX_LENGTH } from '../src/lib/params';
import { hashPassword, verifyPassword } from '../src/lib/password';
import { MAX_JSON_DEPTH, MAX_JSON_ITEMS } from '../src/lib/text-limits';
import { json, registrationBody, startTestApi, type TestApi } from './helpers';

// docs/security.md §14: a bounded body, bounded text and passwords, no NUL or lone surrogate in any string.

let api: TestApi;
let claire: string;
beforeAll(async () => {
  api = await startTestApi();
  claire = await api.login();
});
afterAll(() => api.close());

interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Writes a request by hand on its own socket, leaving it open (no end of body unless the bytes say so), and reads the
 * first answer: how a server that waits for the whole body is told apart from one that refuses it at once.
 */
function rawRequest(head: string, chunks: string[], waitMs = 5_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let data = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${waitMs} ms: the server waits for the body`));
    }, waitMs);
    const finish = (answer: RawAnswer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (bytes) => {
      data = Buffer.concat([data, bytes]);
      const text = data.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? NaN);
      const body = text.slice(end + 4);
      if (Buffer.byteLength(body) >= length) finish({ status: Number(text.slice(9, 12)), body });
    });
    socket.on('error', () => undefined);
    socket.write(head);
    for (const chunk of chunks) socket.write(chunk);
  });
}

const post = (path: string, body: unknown, token?: string) => api.send('POST', path, body, token);
const fieldsOf = async (res: Response) => {
  const body = await json(res);
  expect(body.error).toBe('VALIDATION_ERROR');
  return body.fields as Record<string, string>;
};

describe('body limit', () => {
  it('refuses a body over Content-Length’s limit before reading a byte of it: 413 PAYLOAD_TOO_LARGE', async () => {
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n`;
    // only the head and 10 bytes of the announced 20 MB: an answer can only come from the header
    const answer = await rawRequest(head, ['{"email":"']);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('cuts a chunked body off at the limit, without waiting for its end', async () => {
    const head = 'POST /api/auth/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunk = 'a'.repeat(16 * 1024);
    const chunks = Array.from({ length: MAX_BODY_BYTES / chunk.length + 1 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    // never the last chunk (0\r\n\r\n): a server that reads to the end never answers
    const answer = await rawRequest(head, chunks);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a 20 MB login 413 with CORS, so the page can read why', async () => {
    const res = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://shop.test' },
      body: JSON.stringify({ email: 'demo@oriel.test', password: 'x'.repeat(20 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await json(res)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('reads a body just under the limit, whether sized or chunked (guard)', async () => {
    const login = { email: 'demo@oriel.test', password: 'demo-password' };
    const pad = Array.from({ length: 900 }, () => 'p'.repeat(100));
    const text = JSON.stringify({ ...login, pad });
    expect(text.length).toBeGreaterThan(MAX_BODY_BYTES - 15 * 1024);
    expect(text.length).toBeLessThan(MAX_BODY_BYTES);
    expect((await post('/api/auth/login', text)).status).toBe(200);
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n';
    const answer = await rawRequest(head, [`${text.length.toString(16)}\r\n${text}\r\n`, '0\r\n\r\n']);
    expect(answer.status).toBe(200);
  });
});

describe('passwords', () => {
  const long = 'p'.repeat(TEXT_LIMITS.password + 1);

  it('never hashes nor verifies a password over the limit: refused before scrypt runs', async () => {
    await expect(hashPassword(long)).rejects.toBeInstanceOf(ApiError);
    await expect(verifyPassword('q'.repeat(1024 * 1024), await hashPassword('short-one'))).rejects.toMatchObject({
      status: 400,
      fields: { password: 'password_too_long' },
    });
  });

  it('register, reset and login answer 400 password_too_long; the longest allowed password still works (guard)', async () => {
    const register = await post('/api/auth/register', { ...registrationBody('long-pass@oriel.test'), password: long });
    expect(register.status).toBe(400);
    expect(await fieldsOf(register)).toEqual({ password: 'password_too_long' });
    const reset = await post('/api/auth/password', { password: long, token: 'a'.repeat(43) });
    expect(await fieldsOf(reset)).toEqual({ password: 'password_too_long' });
    const login = await post('/api/auth/login', { email: 'demo@oriel.test', password: long });
    expect(login.status).toBe(400);
    expect(await fieldsOf(login)).toEqual({ password: 'password_too_long' });

    const longest = 'p'.repeat(TEXT_LIMITS.password);
    expect((await post('/api/auth/register', { ...registrationBody('longest-pass@oriel.test'), password: longest })).status).toBe(201);
    expect((await post('/api/auth/login', { email: 'longest-pass@oriel.test', password: longest })).status).toBe(200);
  });
});

describe('invalid characters', () => {
  it('refuses NUL in the public ?search= of availabilities and activities with 400 invalid_characters, never 500', async () => {
    for (const path of ['/api/availabilities?search=yo%00ga', '/api/availabilities/calendar?search=%00', '/api/activities?search=%00']) {
      const res = await api.get(path);
      expect(res.status, path).toBe(400);
      expect(await fieldsOf(res)).toEqual({ search: 'invalid_characters' });
    }
  });

  it('refuses NUL in a path segment or a query name, wherever a route reads it', async () => {
    for (const path of ['/api/activities/%00', '/api/account/registrations/ab%00cd', '/api/blog/articles/%00%zz']) {
      const res = await api.get(path, claire);
      expect(res.status, path).toBe(400);
      expect(await fieldsOf(res)).toEqual({ path: 'invalid_characters' });
    }
    const res = await api.get('/api/activities?se%00arch=yoga');
    expect(await fieldsOf(res)).toEqual({ query: 'invalid_characters' });
  });

  it('refuses NUL and lone surrogates in any string of a body, keys included, naming the field', async () => {
    const body = registrationBody('chars@oriel.test');
    const cases: [unknown, Record<string, string>][] = [
      [{ ...body, firstname: 'Jo\u0000' }, { firstname: 'invalid_characters' }],
      [{ ...body, address: { ...body.address, city: 'Bruxelles\ud800' } }, { 'address.city': 'invalid_characters' }],
      [{ ...body, lastname: '\udc00Test' }, { lastname: 'invalid_characters' }],
      [{ ...body, custom_data: [{ field_id: 1, data: 'a\u0000' }] }, { 'custom_data.0.data': 'invalid_characters' }],
      [{ ...body, address: { ...body.address, ['\u0000']: 1 } }, { address: 'invalid_characters' }],
    ];
    for (const [sent, fields] of cases) {
      const res = await post('/api/auth/register', sent);
      expect(res.status).toBe(400);
      expect(await fieldsOf(res)).toEqual(fields);
    }
    const profile = await api.send('PUT', '/api/session', { ...body, firstname: '\u0000' }, claire);
    expect(await fieldsOf(profile)).toEqual({ firstname: 'invalid_characters' });
    const [row] = await api.db.query("SELECT 1 FROM customers WHERE email = 'chars@oriel.test'");
    expect(row).toBeUndefined();
  });

  it('keeps every well-formed character, astral ones included (guard)', async () => {
    const res = await post('/api/auth/register', { ...registrationBody('astral@oriel.test'), firstname: 'Zoë 😀 𝄞', lastname: 'Ñandú' });
    expect(res.status).toBe(201);
    const [row] = await api.db.query<{ firstname: string }>("SELECT firstname FROM customers WHERE email = 'astral@oriel.test'");
    expect(row?.firstname).toBe('Zoë 😀 𝄞');
  });
});

describe('lengths, numbers, nesting', () => {
  it('refuses free text over its limit with too_long: names, e-mail, messages, answers', async () => {
    const body = registrationBody('lengths@oriel.test');
    const tooLong = (n: number) => 'x'.repeat(n + 1);
    const register = await post('/api/auth/register', {
      ...body,
      firstname: tooLong(TEXT_LIMITS.short),
      email: `${tooLong(TEXT_LIMITS.email)}@oriel.test`,
      address: { ...body.address, number: tooLong(TEXT_LIMITS.short) },
    });
    expect(await fieldsOf(register)).toEqual({ firstname: 'too_long', email: 'too_long', 'address.number': 'too_long' });

    const cancel = await post('/api/registrations/cancel', { registration_id: 1, message: tooLong(TEXT_LIMITS.long) }, claire);
    expect(await fieldsOf(cancel)).toEqual({ message: 'too_long' });
    const review = await post('/api/registrations/review', { registration_id: 1, score: 4, message: tooLong(TEXT_LIMITS.long) }, claire);
    expect(await fieldsOf(review)).toEqual({ message: 'too_long' });
    // a field read without core's schemas (the cart's own add parsing) is bound by the longest field all the same
    const answer = { availability_id: 1, questions: [{ question_id: 1, content: tooLong(TEXT_LIMITS.long) }] };
    const add = await post('/api/carts/items', { registrations: [answer] }, claire);
    expect(await fieldsOf(add)).toEqual({ 'registrations.0.questions.0.content': 'too_long' });
  });

  it('refuses a search term over its limit, and takes one at it (guard)', async () => {
    const res = await api.get(`/api/activities?search=${'y'.repeat(SEARCH_MAX_LENGTH + 1)}`);
    expect(await fieldsOf(res)).toEqual({ search: 'too_long' });
    expect((await api.get(`/api/activities?search=${'y'.repeat(SEARCH_MAX_LENGTH)}`)).status).toBe(200);
  });

  it('refuses coordinates that are no place on Earth (1e400 reads as Infinity)', async () => {
    const body = registrationBody('coords@oriel.test');
    const text = JSON.stringify({ ...body, address: { ...body.address, latitude: 91, longitude: 0 } }).replace('"longitude":0', '"longitude":-1e400');
    expect(await fieldsOf(await post('/api/auth/register', text))).toEqual({ 'address.latitude': 'invalid', 'address.longitude': 'invalid' });
  });

  it('refuses deep nesting and huge arrays anywhere in a body, even under a key no route reads', async () => {
    const login = { email: 'demo@oriel.test', password: 'demo-password' };
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    const nested = await post('/api/auth/login', `{"extra":${deep},"email":"demo@oriel.test","password":"demo-password"}`);
    expect(nested.status).toBe(400);
    expect(Object.values(await fieldsOf(nested))).toEqual(['invalid']);
    const huge = await post('/api/auth/login', { ...login, extra: Array(MAX_JSON_ITEMS + 1).fill(0) });
    expect(await fieldsOf(huge)).toEqual({ extra: 'invalid' });
    expect((await post('/api/auth/login', { ...login, extra: Array(MAX_JSON_ITEMS).fill(0) })).status).toBe(200);
  });
});
