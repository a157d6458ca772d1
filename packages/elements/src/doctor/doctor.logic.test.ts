import { describe, expect, it } from 'vitest';
import { apiFinding, cspFindings, elementFindings, httpsFinding, invalidReason, loaderFinding, storageFinding, trustedTypesFinding } from './doctor.logic';

const BASE = 'https://cdn.oriel.test/oriel/';
const API = 'https://api.oriel.test';

describe('Oriel.doctor() judgements (issue 12.5)', () => {
  it('the loader: once is fine; twice is a warning; two versions say only the first runs', () => {
    expect(loaderFinding([`${BASE}oriel.js`]).ok).toBe(true);
    expect(loaderFinding([`${BASE}oriel.js`, `${BASE}oriel.js`])).toMatchObject({ ok: false, message: expect.stringMatching(/2 times .*harmless/) });
    expect(loaderFinding([`${BASE}oriel.js`, 'https://other.test/oriel.js?v=2'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/different URLs .*only the first one runs/),
    });
  });

  it('HTTPS, except on the developer’s own machine', () => {
    expect(httpsFinding({ protocol: 'https:', hostname: 'club.be' }).ok).toBe(true);
    expect(httpsFinding({ protocol: 'http:', hostname: 'localhost' }).ok).toBe(true);
    expect(httpsFinding({ protocol: 'http:', hostname: '127.0.0.1' }).ok).toBe(true);
    expect(httpsFinding({ protocol: 'http:', hostname: 'club.be' })).toMatchObject({ ok: false, message: expect.stringMatching(/over http: .*need HTTPS/) });
  });

  it('storage refused is named', () => {
    expect(storageFinding(true, true).ok).toBe(true);
    expect(storageFinding(false, true)).toMatchObject({ ok: false, message: expect.stringMatching(/^localStorage refused/) });
    expect(storageFinding(false, false).message).toMatch(/^localStorage and sessionStorage refused/);
  });

  it('the API: answered, a wrong base URL, CORS refused, blocked by the policy, unreachable', () => {
    expect(apiFinding(API, { kind: 'answered', status: 200 }).ok).toBe(true);
    expect(apiFinding(API, { kind: 'answered', status: 404 }).message).toMatch(/answered 404: is data-api the API's base URL/);
    expect(apiFinding(API, { kind: 'cors-refused' }).message).toMatch(/refuses this page's origin/);
    expect(apiFinding(API, { kind: 'unreachable', csp: true }).message).toMatch(/connect-src/);
    expect(apiFinding(API, { kind: 'unreachable', csp: false }).message).toMatch(/cannot be reached/);
  });

  it('only the policy refusals that concern Oriel are reported, each with what to change', () => {
    expect(cspFindings([{ directive: 'img-src', blocked: 'https://ads.example/pixel.gif' }], BASE, API)).toEqual([expect.objectContaining({ ok: true })]);
    const found = cspFindings(
      [
        { directive: 'script-src-elem', blocked: `${BASE}chunks/cards-x.js` },
        { directive: 'style-src-elem', blocked: 'inline' },
        { directive: 'connect-src', blocked: `${API}/api/website` },
      ],
      BASE,
      API,
    );
    expect(found.map((f) => f.ok)).toEqual([false, false, false]);
    expect(found[0]!.message).toMatch(/refused https:\/\/cdn\.oriel\.test\/oriel\/chunks\/cards-x\.js \(script-src-elem\)/);
    expect(found[1]!.message).toMatch(/nonce/);
  });

  it('elements: the reason their attributes were refused, chunks that failed', () => {
    expect(elementFindings([], [])).toEqual([expect.objectContaining({ ok: true })]);
    const found = elementFindings(
      [{ tag: 'oriel-cards', reason: JSON.stringify([{ path: ['columns'], message: 'Invalid input' }]) }],
      ['oriel-cart', 'oriel-cart'],
    );
    expect(found.map((f) => f.message)).toEqual([
      '<oriel-cards> renders nothing: data-columns: Invalid input.',
      "<oriel-cart>'s script failed to load; it is tried again when the network comes back.",
    ]);
  });

  it('words a refusal: each data-attribute, and of a union the branch for the kind asked', () => {
    const columns = { code: 'invalid_type', path: ['columns'], message: 'Invalid input' };
    const kind = { code: 'invalid_value', path: ['kind'], message: 'Invalid input' };
    expect(
      invalidReason(JSON.stringify([{ code: 'invalid_union', path: [], message: 'Invalid input', errors: [[columns], [columns, kind], [columns, kind]] }])),
    ).toBe('data-columns: Invalid input');
    expect(invalidReason(JSON.stringify([columns, { path: ['mode'], message: 'Invalid option' }]))).toBe(
      'data-columns: Invalid input; data-mode: Invalid option',
    );
    expect(invalidReason('not json')).toBe('not json');
  });
});

describe('trustedTypesFinding', () => {
  it('no grid asks for JSON-LD: no check', () => {
    expect(trustedTypesFinding(0, { outcome: 'blocked', refused: true }, 'oriel')).toEqual([]);
  });

  it('refused: names the policy to add to the trusted-types directive', () => {
    const [f] = trustedTypesFinding(2, { outcome: 'blocked', refused: true }, 'oriel');
    expect(f).toMatchObject({ check: 'trusted-types', ok: false });
    expect(f!.message).toMatch(/add oriel to it \(trusted-types … oriel\)/);
  });

  it('written through the policy, or with none needed: fine', () => {
    expect(trustedTypesFinding(1, { outcome: 'policy' }, 'oriel')).toEqual([
      { check: 'trusted-types', ok: true, message: 'The JSON-LD is written through the Trusted Types policy oriel.' },
    ]);
    expect(trustedTypesFinding(1, { outcome: 'plain' }, 'oriel')[0]!.ok).toBe(true);
  });
});
