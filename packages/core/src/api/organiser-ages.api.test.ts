import { describe, expect, it, vi } from 'vitest';
import { createHttp } from './client';
import { organiserAgesApi } from './organiser-ages.api';

const ages = [{ type: 'months', number_of_days: 30.436875, limit: 24, rounding_interval: 1, rounding_method: 'down' }];
const answer = { data: { name: 'Club', settings: { formats: { ages } } } };

/** The age formats with a fetch that counts its calls and answers the organiser. */
function setup() {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const api = organiserAgesApi(createHttp({ baseUrl: 'http://api.test/', getToken: () => null, fetch: fetch as unknown as typeof globalThis.fetch }));
  return { api, fetch };
}

describe('organiserAgesApi', () => {
  it('reads the age formats from the organiser the page already has, without a second request', async () => {
    const { api, fetch } = setup();
    expect(await api.getAgeFormats(answer.data)).toEqual(ages);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the API when the page has no organiser, or one that does not read as such', async () => {
    const { api, fetch } = setup();
    expect(await api.getAgeFormats()).toEqual(ages);
    expect(await api.getAgeFormats({ settings: { formats: { ages: 'every year' } } })).toEqual(ages);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
