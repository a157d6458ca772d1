import { apiErrorBodySchema, authAnswerSchema, customFieldSchema, listOf, sessionAnswerSchema, addressSchema, oneOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApi, type TestApi } from './helpers';

let api: TestApi;
let fields: { customers: v.InferOutput<typeof customFieldSchema>[]; participants: v.InferOutput<typeof customFieldSchema>[] };
beforeAll(async () => {
  api = await startTestApi();
  const load = async (entity: string) => v.parse(listOf(customFieldSchema), await json(await api.get(`/api/custom-fields?entity=${entity}`))).data;
  fields = { customers: await load('CUSTOMERS'), participants: await load('PARTICIPANTS') };
});
afterAll(() => api.close());

const address = {
  address: 'Rue de la Loi 16, 1000 Bruxelles, Belgique',
  street: 'Rue de la Loi',
  number: '16',
  postcode: '1000',
  city: 'Bruxelles',
  state: 'Bruxelles-Capitale',
  country: 'BE',
  latitude: 50.8455,
  longitude: 4.3676,
};
const field = (list: typeof fields.customers, title: string) => list.find((f) => f.title.startsWith(title))!;
const valid = (email: string) => ({
  firstname: ' Marie ',
  lastname: ' Lambert ',
  email: ` ${email.toUpperCase()} `,
  phone: ' +32 470 00 00 00 ',
  password: 'secret1',
  address,
  terms: true,
  custom_data: [{ field_id: field(fields.customers, 'Comment').id, data: 'Presse' }],
  participant: { birthdate: '1985-04-12', custom_data: [{ field_id: field(fields.participants, 'Taille').id, data: 'M' }] },
});
const register = (body: unknown) => api.send('POST', '/api/auth/register', body);

describe('custom fields and address lookup', () => {
  it('answers the active fields of each entity, with the required t-shirt size', () => {
    expect(fields.customers.map((f) => f.type).sort()).toEqual(['CHOICES_SINGLE', 'TEXT']);
    expect(field(fields.customers, 'Numéro').pattern).toBeTruthy();
    expect(fields.participants.map((f) => [f.title, f.required])).toEqual([
      ['Taille de t-shirt', true],
      ['Allergies', false],
    ]);
  });

  it('refuses an unknown entity', async () => {
    expect((await api.get('/api/custom-fields?entity=NOPE')).status).toBe(400);
  });

  it('finds Brussels addresses accent-insensitively from 3 characters, at most 8', async () => {
    const search = async (q: string) =>
      v.parse(oneOf(v.array(addressSchema)), await json(await api.get(`/api/mapbox/autofill?search=${encodeURIComponent(q)}`))).data;
    const loi = await search('rue de la loi');
    expect(loi.length).toBeGreaterThanOrEqual(2);
    expect(loi[0]).toMatchObject({ street: 'Rue de la Loi', postcode: '1000', city: 'Bruxelles', country: 'BE' });
    expect(typeof loi[0]!.latitude).toBe('number');
    expect((await search('etuve'))[0]?.street).toBe('Rue de l’Étuve');
    expect((await search('ixelles')).length).toBeLessThanOrEqual(8);
    expect(await search('ru')).toEqual([]);
    expect(await search('zzzzzz')).toEqual([]);
  });
});

describe('register', () => {
  it('creates the customer with trimmed, lowercased identity, its participant, and answers a session token', async () => {
    const res = await register(valid('marie@exemple.be'));
    expect(res.status).toBe(201);
    const { data } = v.parse(authAnswerSchema, await json(res));
    expect(data.customer).toMatchObject({ firstname: 'Marie', lastname: 'Lambert', email: 'marie@exemple.be', phone: '+32 470 00 00 00' });
    expect(data.customer.custom_data).toEqual([{ field_id: field(fields.customers, 'Comment').id, data: 'Presse' }]);
    const session = v.parse(sessionAnswerSchema, await json(await api.get('/api/session', data.token))).data!;
    expect(session.participants).toHaveLength(1);
    expect(session.participants[0]).toMatchObject({ fullname: 'Marie Lambert', birthdate: '1985-04-12' });
    expect(session.wallet.amount).toBe(0);
    expect(await api.login('marie@exemple.be', 'secret1')).toBeTruthy();
  });

  it("without the customer's own participant: the account alone, and the required participant fields are not asked", async () => {
    expect(fields.participants.some((f) => f.required)).toBe(true);
    const { participant: _none, ...parent } = valid('parent@exemple.be');
    const res = await register(parent);
    expect(res.status).toBe(201);
    const { data } = v.parse(authAnswerSchema, await json(res));
    const session = v.parse(sessionAnswerSchema, await json(await api.get('/api/session', data.token))).data!;
    expect(session.customer).toMatchObject({ firstname: 'Marie', email: 'parent@exemple.be' });
    expect(session.participants).toEqual([]);
  });

  it("a participant sent is created even when the organiser's create_customers_participant is off (it only sets the form's default)", async () => {
    await api.db.query(`UPDATE organisers SET settings = settings || '{"create_customers_participant": false}'`);
    try {
      const res = await register(valid('attends@exemple.be'));
      expect(res.status).toBe(201);
      const { data } = v.parse(authAnswerSchema, await json(res));
      const session = v.parse(sessionAnswerSchema, await json(await api.get('/api/session', data.token))).data!;
      expect(session.participants.map((p) => p.birthdate)).toEqual(['1985-04-12']);
    } finally {
      await api.db.query(`UPDATE organisers SET settings = settings || '{"create_customers_participant": true}'`);
    }
  });

  it('refuses a taken e-mail with 409 EMAIL_TAKEN', async () => {
    const res = await register(valid('demo@oriel.test'));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ error: 'EMAIL_TAKEN', fields: { email: 'taken' } });
  });

  it('answers a field code for every bad input', async () => {
    const base = valid('bad@exemple.be');
    const national = field(fields.customers, 'Numéro').id;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ firstname: '  ' }, { firstname: 'required' }],
      [{ lastname: undefined }, { lastname: 'required' }],
      [{ email: 'nope' }, { email: 'invalid' }],
      [{ phone: '' }, { phone: 'required' }],
      [{ password: '12345' }, { password: 'password_too_short' }],
      [{ address: undefined }, { address: 'required' }],
      [{ address: { ...address, latitude: 'x' } }, { 'address.latitude': 'invalid' }],
      [{ terms: false }, { terms: 'terms' }],
      [{ participant: { custom_data: [] } }, { 'participant.birthdate': 'required' }],
      [{ participant: { birthdate: '2015-02-30', custom_data: base.participant.custom_data } }, { 'participant.birthdate': 'invalid' }],
      [{ participant: { birthdate: '2015-02-03', custom_data: [] } }, { [`participant.custom_field_${field(fields.participants, 'Taille').id}`]: 'required' }],
      [{ custom_data: [{ field_id: national, data: '123' }] }, { [`custom_field_${national}`]: 'pattern' }],
      [
        { custom_data: [{ field_id: field(fields.customers, 'Comment').id, data: 'Télépathie' }] },
        { [`custom_field_${field(fields.customers, 'Comment').id}`]: 'invalid' },
      ],
    ];
    for (const [patch, expected] of cases) {
      const res = await register({ ...base, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect((await json(res)).fields, JSON.stringify(patch)).toMatchObject(expected);
    }
    const ok = await register({ ...base, custom_data: [{ field_id: national, data: '85.04.12-123.45' }] });
    expect(ok.status).toBe(201);
    for (const body of ['{', 'null', '[]', 42]) expect((await register(body)).status).toBe(400);
  });
});

describe('password link and reset', () => {
  const outbox = async (to: string) =>
    (await json(await api.get(`/api/demo/outbox?to=${encodeURIComponent(to)}`, api.demoAdminToken!))).data as { link: string; subject: string; text: string }[];
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('answers the same for unknown e-mails and sends nothing', async () => {
    const res = await api.send('POST', '/api/auth/password/link', { email: 'nobody@exemple.be' });
    expect(await json(res)).toEqual({ data: null, message: 'PASSWORD_LINK_SENT' });
    expect(await outbox('nobody@exemple.be')).toEqual([]);
  });

  // The link goes back to the asking page only when it is one of the organiser's storefront origins (here the seeded
  // demo site); any other Origin gets the website's own link (security-links.test.ts).
  it('mails a link to the storefront page that asked; the token works once', async () => {
    const res = await fetch(`${api.url}/api/auth/password/link`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4312' },
      body: JSON.stringify({ email: 'Demo@Oriel.test' }),
    });
    expect(res.status).toBe(200);
    const [mail] = await outbox('demo@oriel.test');
    expect(mail!.link).toMatch(/^http:\/\/127\.0\.0\.1:4312\/auth\/password\?token=/);
    expect(mail!.text).toContain(mail!.link);
    const token = tokenOf(mail!.link);
    const old = await api.login();
    expect((await api.send('POST', '/api/auth/password', { token, password: '123' })).status).toBe(400);
    const reset = await api.send('POST', '/api/auth/password', { token, password: 'new-password' });
    expect(reset.status).toBe(200);
    expect((await api.get('/api/session', old)).status).toBe(401);
    // the answer is a new session, as at login: the customer is signed in on the page that reset
    const answer = v.parse(authAnswerSchema, await json(reset));
    expect(answer.data.customer.email).toBe('demo@oriel.test');
    expect((await api.get('/api/session', answer.data.token)).status).toBe(200);
    expect(await api.login('demo@oriel.test', 'new-password')).toBeTruthy();
    const again = await api.send('POST', '/api/auth/password', { token, password: 'other-password' });
    expect(again.status).toBe(400);
    expect(v.parse(apiErrorBodySchema, await json(again))).toMatchObject({ error: 'INVALID_TOKEN', fields: { token: 'invalid' } });
    await api.send('POST', '/api/auth/password', { token: 'made-up', password: 'whatever' }).then((r) => expect(r.status).toBe(400));
  });

  it('refuses a link older than one hour', async () => {
    await api.send('POST', '/api/auth/password/link', { email: 'marie@exemple.be' });
    const [mail] = await outbox('marie@exemple.be');
    api.clock.advance(3600_000 + 1000);
    try {
      const res = await api.send('POST', '/api/auth/password', { token: tokenOf(mail!.link), password: 'late-password' });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe('INVALID_TOKEN');
    } finally {
      api.clock.advance(-3600_000 - 1000);
    }
  });
});

describe('participants', () => {
  it('creates a participant with custom data, and checks its fields', async () => {
    const token = await api.login('marie@exemple.be', 'secret1');
    const taille = field(fields.participants, 'Taille').id;
    const create = (body: unknown) => api.send('POST', '/api/participants', body, token);
    const res = await create({ firstname: ' Tom ', lastname: 'Lambert', birthdate: '2016-05-01', custom_data: [{ field_id: taille, data: '10 ans' }] });
    expect(res.status).toBe(201);
    const { participant } = (await json(res)).data;
    expect(participant).toMatchObject({ fullname: 'Tom Lambert', birthdate: '2016-05-01', custom_data: [{ field_id: taille, data: '10 ans' }] });
    expect(participant.cuid).toBeTruthy();
    const bad = await create({ firstname: '', lastname: 'L', birthdate: 'hier', custom_data: [] });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toMatchObject({ firstname: 'required', birthdate: 'invalid' });
    const missing = await create({ firstname: 'Zoé', lastname: 'L', birthdate: '2016-05-01', custom_data: [] });
    expect((await json(missing)).fields).toEqual({ [`custom_field_${taille}`]: 'required' });
    expect((await api.send('POST', '/api/participants', { firstname: 'A', lastname: 'B', birthdate: '2016-05-01' })).status).toBe(401);
  });
});
