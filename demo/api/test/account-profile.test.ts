import { customerSchema, customFieldSchema, listOf, oneOf, participantLookupSchema, participantSchema, registrationSchema } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX_EMAIL, DEMO_ACCOUNT } from '../src/seed/account';
import { json, startWithCustomers, type TestApi } from './helpers';

let api: TestApi, claire: string, alex: string;
let fields: { customers: v.InferOutput<typeof customFieldSchema>[]; participants: v.InferOutput<typeof customFieldSchema>[] };
beforeAll(async () => {
  ({ api, claire, alex } = await startWithCustomers());
  const load = async (entity: string) => v.parse(listOf(customFieldSchema), await json(await api.get(`/api/custom-fields?entity=${entity}`))).data;
  fields = { customers: await load('CUSTOMERS'), participants: await load('PARTICIPANTS') };
});
afterAll(() => api.close());

const address = {
  address: 'Place Flagey 18, 1050 Ixelles, Belgique',
  street: 'Place Flagey',
  number: '18',
  postcode: '1050',
  city: 'Ixelles',
  state: 'Bruxelles-Capitale',
  country: 'BE',
  latitude: 50.8275,
  longitude: 4.3724,
};
const fieldId = (list: typeof fields.customers, title: string) => list.find((f) => f.title.startsWith(title))!.id;
const profile = () => ({
  firstname: ' Claire ',
  lastname: 'Dubois-Martin',
  email: ' Claire.Dubois@Oriel.TEST ',
  phone: '+32 470 12 34 56',
  address,
  custom_data: [{ field_id: fieldId(fields.customers, 'Comment'), data: 'Presse' }],
});
const taille = () => fieldId(fields.participants, 'Taille');
const putProfile = (body: unknown, token?: string) => api.send('PUT', '/api/session', body, token);
const session = async (token: string) => (await json(await api.get('/api/session', token))).data;
const register = async (email: string) => {
  const res = await api.send('POST', '/api/auth/register', {
    firstname: 'Iris',
    lastname: 'Leclercq',
    email,
    phone: '+32 470 00 00 01',
    password: 'secret1',
    address,
    terms: true,
    custom_data: [],
  });
  expect(res.status).toBe(201);
  return (await json(res)).data.token as string;
};

describe('PUT /api/session', () => {
  it('saves the profile (trimmed, e-mail lowercased) with its custom data and answers the customer', async () => {
    const res = await putProfile(profile(), claire);
    expect(res.status).toBe(200);
    const { data } = v.parse(oneOf(customerSchema), await json(res));
    expect(data).toMatchObject({
      firstname: 'Claire',
      lastname: 'Dubois-Martin',
      email: 'claire.dubois@oriel.test',
      address: { city: 'Ixelles', latitude: 50.8275 },
    });
    expect(data.custom_data).toEqual([{ field_id: fieldId(fields.customers, 'Comment'), data: 'Presse' }]);
    expect((await session(claire)).customer.email).toBe('claire.dubois@oriel.test');
    expect(await api.login('claire.dubois@oriel.test')).toBeTruthy();
    // back to the seeded identity, keeping the same e-mail is no conflict
    expect((await putProfile({ ...profile(), lastname: 'Dubois', email: 'demo@oriel.test' }, claire)).status).toBe(200);
    expect((await putProfile({ ...profile(), lastname: 'Dubois', email: 'demo@oriel.test' }, claire)).status).toBe(200);
  });

  it('answers a field code for every bad input (001 §5), and 409 EMAIL_TAKEN for another account’s e-mail', async () => {
    const national = fieldId(fields.customers, 'Numéro');
    const comment = fieldId(fields.customers, 'Comment');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ firstname: '   ' }, { firstname: 'required' }],
      [{ lastname: undefined }, { lastname: 'required' }],
      [{ email: 'not-an-email' }, { email: 'invalid' }],
      [{ phone: '' }, { phone: 'required' }],
      [{ address: undefined }, { address: 'required' }],
      [{ address: { ...address, longitude: '4.37' } }, { 'address.longitude': 'invalid' }],
      [{ address: { ...address, city: ' ' } }, { 'address.city': 'required' }],
      [{ custom_data: [{ field_id: national, data: '12345' }] }, { [`custom_field_${national}`]: 'pattern' }],
      [{ custom_data: [{ field_id: comment, data: 'Télépathie' }] }, { [`custom_field_${comment}`]: 'invalid' }],
      [{ custom_data: [{ field_id: 999, data: 'x' }] }, { custom_data: 'invalid' }],
    ];
    for (const [patch, expected] of cases) {
      const res = await putProfile({ ...profile(), email: 'demo@oriel.test', ...patch }, claire);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(await json(res), JSON.stringify(patch)).toMatchObject({ error: 'VALIDATION_ERROR', fields: expected });
    }
    for (const body of ['{', '[]', 'null']) expect((await putProfile(body, claire)).status).toBe(400);
    const taken = await putProfile({ ...profile(), email: ` ${ALEX_EMAIL.toUpperCase()} ` }, claire);
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({ error: 'EMAIL_TAKEN', fields: { email: 'taken' } });
    expect((await session(claire)).customer.email).toBe('demo@oriel.test');
    expect((await putProfile(profile())).status).toBe(401);
    expect((await putProfile(profile(), 'made-up-token')).status).toBe(401);
  });
});

describe('participants', () => {
  const lookup = async (query: string, token = claire) => {
    const res = await api.get(`/api/participants${query}`, token);
    expect(res.status, query).toBe(200);
    return v.parse(listOf(participantLookupSchema), await json(res));
  };
  it('GET looks up the customer’s own participants by name (any case, any accent) or ids', async () => {
    const all = await lookup('');
    expect(all.data.map((p) => p.fullname)).toEqual(['Léa Dubois', 'Hugo Dubois']);
    expect(all.data[0]!.customer).toMatchObject({ email: 'demo@oriel.test' });
    expect((await lookup('?search=LEA')).data.map((p) => p.fullname)).toEqual(['Léa Dubois']);
    expect((await lookup('?search=dubois')).count).toBe(2);
    expect((await lookup('?search=%25')).count).toBe(0);
    const hugo = all.data[1]!;
    expect((await lookup(`?id=${hugo.id}`)).data.map((p) => p.id)).toEqual([hugo.id]);
    expect((await lookup(`?id=${all.data.map((p) => p.id).join(',')}&page_size=1`)).count).toBe(2);
    // only one's own: Alex sees Sam, never Claire's children, even by id or name
    expect((await lookup('', alex)).data.map((p) => p.fullname)).toEqual(['Sam Martin']);
    expect((await lookup(`?id=${hugo.id}`, alex)).count).toBe(0);
    expect((await lookup('?search=dubois', alex)).count).toBe(0);
    expect((await api.get('/api/participants?id=1,x', claire)).status).toBe(400);
    expect((await api.get('/api/participants?page_size=500', claire)).status).toBe(400);
    expect((await api.get('/api/participants')).status).toBe(401);
  });

  it('answers the generic query helper (001 §7): response_type multiselect-search, value_key id or cuid', async () => {
    const all = await lookup('');
    const [first, second] = all.data;
    const helper = '?response_type=multiselect-search';
    expect((await lookup(`${helper}&value_key=id&search=lea`)).data.map((p) => p.fullname)).toEqual(['Léa Dubois']);
    expect((await lookup(`${helper}&value_key=id&id=${second!.id}`)).data.map((p) => p.id)).toEqual([second!.id]);
    expect((await lookup(`${helper}&value_key=cuid&cuid=${first!.cuid},${second!.cuid}`)).data.map((p) => p.cuid)).toEqual([first!.cuid, second!.cuid]);
    // paged like any list: the count says how many match
    const page = await lookup(`${helper}&limit=1&offset=1`);
    expect([page.data.map((p) => p.id), page.count]).toEqual([[second!.id], all.count]);
    // someone else's cuid is nobody
    expect((await lookup(`${helper}&value_key=cuid&cuid=${first!.cuid}`, alex)).count).toBe(0);
    for (const [query, field] of [
      ['?response_type=table', 'response_type'],
      ['?value_key=email', 'value_key'],
      ['?value_key=cuid&cuid=a%27b', 'cuid'],
    ] as const) {
      const res = await api.get(`/api/participants${query}`, claire);
      expect(res.status, query).toBe(400);
      expect((await json(res)).fields).toMatchObject({ [field]: 'invalid' });
    }
  });

  it('PUT updates one of their participants; anyone else’s is 404; bad input 400 with field codes', async () => {
    const [lea] = (await lookup('')).data;
    const put = (body: unknown, token = claire) => api.send('PUT', '/api/participants', body, token);
    const body = {
      participant_id: lea!.id,
      firstname: ' Léa ',
      lastname: 'Dubois',
      birthdate: '2018-10-14',
      custom_data: [{ field_id: taille(), data: '8 ans' }],
    };
    const res = await put(body);
    expect(res.status).toBe(200);
    const { participant } = v.parse(oneOf(v.object({ participant: participantSchema })), await json(res)).data;
    expect(participant).toMatchObject({ id: lea!.id, fullname: 'Léa Dubois', birthdate: '2018-10-14', custom_data: [{ field_id: taille(), data: '8 ans' }] });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ firstname: '' }, { firstname: 'required' }],
      [{ birthdate: 'demain' }, { birthdate: 'invalid' }],
      [{ birthdate: '2099-01-01' }, { birthdate: 'invalid' }],
      [{ custom_data: [] }, { [`custom_field_${taille()}`]: 'required' }],
      [{ participant_id: 'x' }, { participant_id: 'invalid' }],
      [{ participant_id: undefined }, { participant_id: 'required' }],
    ];
    for (const [patch, expected] of cases) {
      const bad = await put({ ...body, ...patch });
      expect(bad.status, JSON.stringify(patch)).toBe(400);
      expect((await json(bad)).fields, JSON.stringify(patch)).toMatchObject(expected);
    }
    const other = await put(body, alex);
    expect(other.status).toBe(404);
    expect(await json(other)).toMatchObject({ error: 'NOT_FOUND', fields: { participant_id: 'not_found' } });
    expect((await put({ ...body, participant_id: 99999999999 })).status).toBe(404);
    expect((await api.send('PUT', '/api/participants', body)).status).toBe(401);
  });

  it('DELETE soft-deletes one of their participants: gone from lists and counters, registrations keep the name', async () => {
    const token = await register('iris@exemple.be');
    const create = await api.send(
      'POST',
      '/api/participants',
      { firstname: 'Nina', lastname: 'Leclercq', birthdate: '2017-03-02', custom_data: [{ field_id: taille(), data: '10 ans' }] },
      token,
    );
    const nina = (await json(create)).data.participant;
    const del = (query: string, t = token) => api.send('DELETE', `/api/participants${query}`, undefined, t);
    expect((await del(`?participant_id=${nina.id}`, claire)).status).toBe(404);
    expect((await del('')).status).toBe(400);
    expect(await json(await del('?participant_id=abc'))).toMatchObject({ error: 'VALIDATION_ERROR', fields: { participant_id: 'invalid' } });
    expect((await del(`?participant_id=${nina.id}`, '')).status).toBe(401);
    const res = await del(`?participant_id=${nina.id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: null, message: 'PARTICIPANT_DELETED' });
    expect((await session(token)).counters.participants).toBe(0);
    expect((await lookup('', token)).count).toBe(0);
    expect((await del(`?participant_id=${nina.id}`)).status).toBe(404);
    // Claire's deleted child keeps the registrations' names
    const [, hugo] = (await lookup('')).data;
    expect((await del(`?participant_id=${hugo!.id}`, claire)).status).toBe(200);
    const reg = v.parse(oneOf(registrationSchema), await json(await api.get(`/api/account/registrations/${DEMO_ACCOUNT.registrations.reviewed}`, claire))).data;
    expect(reg.participant?.fullname).toBe('Hugo Dubois');
    expect((await session(claire)).counters.participants).toBe(1);
    await api.db.query('UPDATE participants SET deleted_at = NULL WHERE id = $1', [hugo!.id]);
  });

  it('DELETE also drops the participant’s items from the open cart, releasing their places', async () => {
    const token = await register('paul@exemple.be');
    const create = await api.send(
      'POST',
      '/api/participants',
      // 13: tennis is for 12 to 17
      { firstname: 'Paul', lastname: 'Leclercq', birthdate: '2013-03-02', custom_data: [{ field_id: taille(), data: '12 ans' }] },
      token,
    );
    const paul = (await json(create)).data.participant;
    const [a] = (await json(await api.get('/api/availabilities?search=tennis&limit=20'))).data.filter((x: any) => x.capacity - x.registered >= 1);
    expect((await api.send('POST', '/api/carts/items', { registrations: [{ availability_id: a.id, participant_id: paul.id }] }, token)).status).toBe(201);
    expect((await json(await api.get(`/api/availabilities/${a.cuid}`))).data.registered).toBe(a.registered + 1);
    expect((await api.send('DELETE', `/api/participants?participant_id=${paul.id}`, undefined, token)).status).toBe(200);
    expect((await json(await api.get('/api/carts/current', token))).data.items).toEqual([]);
    expect((await json(await api.get(`/api/availabilities/${a.cuid}`))).data.registered).toBe(a.registered);
  });
});

describe('DELETE /api/session', () => {
  it('anonymises the account, revokes every session, frees the e-mail and the held places', async () => {
    const email = 'leaving@exemple.be';
    const token = await register(email);
    const other = await api.login(email, 'secret1');
    const child = (
      await json(
        await api.send(
          'POST',
          '/api/participants',
          { firstname: 'Tom', lastname: 'Leclercq', birthdate: '2016-05-01', custom_data: [{ field_id: taille(), data: '10 ans' }] },
          token,
        ),
      )
    ).data.participant;
    const [a] = (await json(await api.get('/api/availabilities?search=theatre&limit=20'))).data.filter((x: any) => x.capacity - x.registered >= 1);
    await api.send('POST', '/api/carts/items', { registrations: [{ availability_id: a.id, participant_id: child.id }] }, token);

    const res = await api.send('DELETE', '/api/session', undefined, token);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: null, message: 'ACCOUNT_DELETED' });
    for (const t of [token, other]) {
      expect((await api.get('/api/session', t)).status).toBe(401);
      expect((await api.get('/api/account/registrations', t)).status).toBe(401);
    }
    expect((await api.send('POST', '/api/auth/login', { email, password: 'secret1' })).status).toBe(401);
    expect((await json(await api.get(`/api/availabilities/${a.cuid}`))).data.registered).toBe(a.registered);
    const [row] = await api.db.query<any>(
      'SELECT firstname, lastname, email, phone, address, deleted_at FROM customers WHERE id = (SELECT customer_id FROM participants WHERE id = $1)',
      [child.id],
    );
    expect(row).toMatchObject({ firstname: 'Compte', phone: null, address: null });
    expect(row.email).not.toContain('leaving');
    expect(row.deleted_at).toBeTruthy();
    const [kid] = await api.db.query<any>('SELECT firstname, birthdate, deleted_at FROM participants WHERE id = $1', [child.id]);
    expect(kid).toMatchObject({ firstname: 'Participant', birthdate: null });
    expect(kid.deleted_at).toBeTruthy();
    // the e-mail can open a new account
    expect(await register(email)).toBeTruthy();
    expect((await api.send('DELETE', '/api/session')).status).toBe(401);
    expect((await api.send('DELETE', '/api/session', undefined, token)).status).toBe(401);
  });
});
