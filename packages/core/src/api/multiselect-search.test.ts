import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createHttp } from './client';
import { ApiError } from './errors';
import { multiselectSearch } from './multiselect-search';

// The generic query helper of 001 §7 and its use for the participant lookup (GET /api/participants).
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const lea = { id: 4, cuid: 'p4', fullname: 'Léa Dubois', customer: { id: 1, email: 'marie@example.test' } };

function fetcher(answer: () => Response) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('multiselectSearch (001 §7 generic query helper)', () => {
  it('asks for what is typed with response_type multiselect-search and value_key, and answers data.data', async () => {
    const { fetch, requests } = fetcher(() => json({ data: [lea], count: 1 }));
    const api = createApiClient({ baseUrl: 'http://api.test/', getToken: () => 'tok', fetch });
    expect(await api.searchParticipants({ search: '  léa ', limit: 20, offset: 0 })).toEqual({ data: [lea], count: 1 });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/participants');
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'multiselect-search', value_key: 'id', search: 'léa', limit: '20', offset: '0' });
  });

  it('asks the chosen options by their value key, GET or POST', async () => {
    const { fetch, requests } = fetcher(() => json({ data: [{ cuid: 'c1', name: 'A' }] }));
    const http = createHttp({ baseUrl: 'http://api.test/', getToken: () => null, fetch });
    const item = v.object({ cuid: v.string(), name: v.string() });
    expect((await multiselectSearch(http, 'things', item, { valueKey: 'cuid', values: ['c1', 'c2'] })).data).toEqual([{ cuid: 'c1', name: 'A' }]);
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({ response_type: 'multiselect-search', value_key: 'cuid', cuid: 'c1,c2' });
    await multiselectSearch(http, 'things', item, { search: 'a', method: 'POST' });
    expect(requests[1]!.method).toBe('POST');
    expect(await requests[1]!.json()).toEqual({ response_type: 'multiselect-search', value_key: 'id', search: 'a' });
  });

  it('refuses an answer that is not a list of its items', async () => {
    const { fetch } = fetcher(() => json({ data: { data: 'nope' } }));
    const api = createApiClient({ baseUrl: 'http://api.test/', getToken: () => 'tok', fetch });
    await expect(api.searchParticipants({ search: 'x' })).rejects.toBeInstanceOf(ApiError);
  });
});
