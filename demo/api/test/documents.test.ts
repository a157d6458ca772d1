import { documentAvailability, oneOf, registrationSchema, type Registration } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument, winAnsi } from '../src/lib/pdf';
import { DEMO_ACCOUNT } from '../src/seed/account';
import { json, NOW, startWithCustomers, type TestApi } from './helpers';

let api: TestApi, claire: string, alex: string;
let reviewed: Registration;
let deposit: Registration;
beforeAll(async () => {
  ({ api, claire, alex } = await startWithCustomers());
  const load = async (cuid: string): Promise<Registration> =>
    v.parse(oneOf(registrationSchema), await json(await api.get(`/api/account/registrations/${cuid}`, claire))).data;
  reviewed = await load(DEMO_ACCOUNT.registrations.reviewed);
  deposit = await load(DEMO_ACCOUNT.registrations.deposit);
});
afterAll(() => api.close());

const doc = (r: Registration, title: string) => r.documents.find((d) => d.title.startsWith(title))!;
const ask = (body: Record<string, unknown>, token = claire) => api.send('POST', '/api/downloads', { kind: 'registration_document', ...body }, token);
/** The health form's answers: text, a calendar day, one choice id, several choice ids. */
const answers = { custom_element_101: 'Dr Janssens, 02 345 67 89', custom_element_102: '2024-03-15', custom_element_103: '1', custom_element_104: '1,2' };
async function refused(res: Response, status: number, error: string, fields?: Record<string, string>) {
  expect(res.status).toBe(status);
  const body = await json(res);
  expect(body.error).toBe(error);
  if (fields) expect(body.fields).toEqual(fields);
}
/** The file's bytes as WinAnsi text, as a reader sees the uncompressed streams. */
const latin = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString('latin1');

describe('registration documents', () => {
  it('the seed has one of each state for the demo registrations (core’s documentAvailability)', () => {
    const state = (r: Registration, title: string) => documentAvailability(doc(r, title), r, NOW);
    expect(state(reviewed, 'Attestation de participation')).toEqual({ available: true });
    expect(state(reviewed, 'Attestation fiscale')).toEqual({ available: true });
    expect(state(deposit, 'Attestation fiscale')).toEqual({ available: false, reason: 'payment' });
    expect(state(deposit, 'Certificat')).toMatchObject({ available: false, reason: 'date' });
    expect(state(reviewed, 'Certificat')).toEqual({ available: true });
  });

  it('POST /api/downloads answers a single-use ticket whose file is a real PDF with the answers and their field titles', async () => {
    const res = await ask({ registration_id: reviewed.id, document_id: doc(reviewed, 'Fiche santé').id, answers });
    expect(res.status).toBe(201);
    const { url, expires_at } = (await json(res)).data;
    expect(expires_at).toBe(new Date(Date.parse(NOW) + 60_000).toISOString());
    // read by a storefront on another origin (the page saves it under this name, so CORS must let it read the name)
    const file = await fetch(url, { headers: { Origin: 'https://shop.example' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/)).toContain('content-disposition');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="fiche-sante-et-autorisations-R9001\.pdf"$/);
    expect(file.headers.get('cache-control')).toBe('no-store');
    const pdf = await latin(file);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    for (const text of [
      'Fiche santé et autorisations',
      'Les Ateliers du Parc',
      'Hugo Dubois',
      'Initiation au tennis',
      'Dr Janssens, 02 345 67 89',
      // parentheses are escaped in PDF strings
      'Médecin traitant \\(nom et téléphone\\)',
      'Autorisation de photographier : Oui',
      'Un parent, Un grand-parent',
      '2024-03-15',
      'R9001',
    ]) {
      expect(pdf, text).toContain(winAnsi(text).toString('latin1'));
    }
    // amounts print with the euro sign (WinAnsi 0x80)
    expect(pdf).toMatch(/Total : 20,00.\x80/);
    // the xref points at each object
    const start = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const offsets = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect((await fetch(url)).status).toBe(410);
  });

  it('documents without fields download too; the attestation kind still answers its HTML file', async () => {
    const { url } = (await json(await ask({ registration_id: reviewed.id, document_id: doc(reviewed, 'Attestation de participation').id }))).data;
    const pdf = await latin(await fetch(url));
    expect(pdf).toContain('Attestation de participation');
    expect(pdf).not.toContain('Informations compl');
    const attestation = await api.send('POST', '/api/downloads', { kind: 'registration_attestation', registration_id: reviewed.cuid }, claire);
    const html = await (await fetch((await json(attestation)).data.url)).text();
    expect(html).toContain('Hugo Dubois');
  });

  it('refuses blocked documents (409 DOCUMENT_BLOCKED payment | date) and answers that miss or break the form’s rules', async () => {
    await refused(await ask({ registration_id: deposit.id, document_id: doc(deposit, 'Attestation fiscale').id }), 409, 'DOCUMENT_BLOCKED', {
      document_id: 'payment',
    });
    await refused(await ask({ registration_id: deposit.id, document_id: doc(deposit, 'Certificat').id }), 409, 'DOCUMENT_BLOCKED', { document_id: 'date' });
    const health = doc(reviewed, 'Fiche santé').id;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ ...answers, custom_element_101: '  ' }, { custom_element_101: 'required' }],
      [{ custom_element_102: '2024-03-15' }, { custom_element_101: 'required' }],
      [{ ...answers, custom_element_102: '2024-02-30' }, { custom_element_102: 'invalid' }],
      [{ ...answers, custom_element_103: '1,2' }, { custom_element_103: 'invalid' }],
      [{ ...answers, custom_element_103: 'Oui' }, { custom_element_103: 'invalid' }],
      [{ ...answers, custom_element_104: '1,9' }, { custom_element_104: 'invalid' }],
      [{ ...answers, custom_element_999: 'x' }, { custom_element_999: 'invalid' }],
    ];
    for (const [given, fields] of cases)
      await refused(await ask({ registration_id: reviewed.id, document_id: health, answers: given }), 400, 'VALIDATION_ERROR', fields);
    // optional fields may stay empty
    expect((await ask({ registration_id: reviewed.id, document_id: health, answers: { custom_element_101: 'Dr Peeters' } })).status).toBe(201);
    for (const [body, fields] of [
      [{ registration_id: reviewed.id }, { document_id: 'required' }],
      [{ registration_id: reviewed.cuid, document_id: health }, { registration_id: 'invalid' }],
      [{ registration_id: reviewed.id, document_id: health, answers: { custom_element_101: 3 } }, { 'answers.custom_element_101': 'invalid' }],
    ] as const) {
      await refused(await ask(body), 400, 'VALIDATION_ERROR', fields);
    }
  });

  it('owner checks: another customer’s or a cancelled registration, a document of no registration: 404; anonymous 401', async () => {
    const attestation = doc(reviewed, 'Attestation de participation').id;
    await refused(await ask({ registration_id: reviewed.id, document_id: attestation }, alex), 404, 'NOT_FOUND', { registration_id: 'not_found' });
    const cancelled = (await json(await api.get(`/api/account/registrations/${DEMO_ACCOUNT.registrations.cancelled}`, claire))).data;
    await refused(await ask({ registration_id: cancelled.id, document_id: attestation }), 404, 'NOT_FOUND', { registration_id: 'not_found' });
    await refused(await ask({ registration_id: reviewed.id, document_id: 99999 }), 404, 'NOT_FOUND', { document_id: 'not_found' });
    expect((await ask({ registration_id: reviewed.id, document_id: attestation }, '')).status).toBe(401);
    // a ticket dies with its registration: cancelled before it is opened, the file is gone
    await api.db.query('UPDATE registrations SET cancelled = false WHERE id = $1', [deposit.id]);
    const { url } = (await json(await ask({ registration_id: deposit.id, document_id: attestation }))).data;
    await api.db.query('UPDATE registrations SET cancelled = true WHERE id = $1', [deposit.id]);
    expect((await fetch(url)).status).toBe(404);
    await api.db.query('UPDATE registrations SET cancelled = false WHERE id = $1', [deposit.id]);
  });
});

describe('GET /api/documents/download', () => {
  const query = (params: Record<string, string | number>) =>
    `/api/documents/download?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

  it('answers the same PDF to a bearer-token caller, with the answers in the query', async () => {
    const res = await api.get(query({ registration_id: reviewed.id, document_id: doc(reviewed, 'Fiche santé').id, ...answers }), claire);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    const pdf = await latin(res);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('Dr Janssens, 02 345 67 89');
  });

  it('has the same checks', async () => {
    const health = doc(reviewed, 'Fiche santé').id;
    await refused(await api.get(query({ registration_id: reviewed.id, document_id: health }), claire), 400, 'VALIDATION_ERROR', {
      custom_element_101: 'required',
    });
    await refused(await api.get(query({ document_id: health }), claire), 400, 'VALIDATION_ERROR', { registration_id: 'required' });
    await refused(await api.get(query({ registration_id: 'abc', document_id: 'x' }), claire), 400, 'VALIDATION_ERROR', {
      registration_id: 'invalid',
      document_id: 'invalid',
    });
    await refused(await api.get(query({ registration_id: deposit.id, document_id: doc(deposit, 'Attestation fiscale').id }), claire), 409, 'DOCUMENT_BLOCKED', {
      document_id: 'payment',
    });
    await refused(await api.get(query({ registration_id: reviewed.id, document_id: health, ...answers }), alex), 404, 'NOT_FOUND', {
      registration_id: 'not_found',
    });
    expect((await api.get(query({ registration_id: reviewed.id, document_id: health, ...answers }))).status).toBe(401);
  });
});

describe('the PDF writer', () => {
  it('writes WinAnsi text, escapes parentheses and backslashes, wraps long lines and starts new pages', () => {
    expect([...winAnsi('é€œ’–\u202f☃')]).toEqual([0xe9, 0x80, 0x9c, 0x92, 0x96, 0xa0, 0x3f]);
    const lines = [
      { text: 'Titre (essai) \\ fin', size: 20, bold: true },
      ...Array.from({ length: 70 }, (_, i) => ({ text: `Ligne ${i} `.repeat(i === 3 ? 40 : 1) })),
    ];
    const pdf = pdfDocument(lines, { title: 'Fiche – Léa' }).toString('latin1');
    expect(pdf).toContain('(Titre \\(essai\\) \\\\ fin) Tj');
    expect(pdf).toContain('/Count 2');
    expect(pdf.match(/\/Type \/Page /g)).toHaveLength(2);
    // the info dictionary is UTF-16BE: the dash and the accent survive
    expect(pdf).toContain(`/Title <FEFF${Buffer.from('Fiche – Léa', 'utf16le').swap16().toString('hex').toUpperCase()}>`);
    const longest = Math.max(...[...pdf.matchAll(/\((Ligne[^)]*)\) Tj/g)].map((m) => m[1]!.length));
    expect(longest).toBeLessThanOrEqual(Math.floor((595 - 112) / 5.5));
  });
});
