import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderConfig } from '../loader-config';
import { getRuntime } from './runtime';

// The widgets' shared runtime takes the organiser's zone and currency (spec 000 §1) from GET /api/organiser, asked
// for together with the locale catalogue, so the first render is already in the organiser's zone.
const config = (api: string): LoaderConfig => ({ api, lang: 'fr', theme: null, base: 'http://cdn.test/', session: 'local', nonce: null });
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('getRuntime and the organiser', () => {
  it("takes the organiser's zone and currency, whatever the API base's trailing slash", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      return url === 'http://london.test/o/abc/api/organiser' ? answer({ data: { timezone: 'Europe/London', currency: 'GBP' } }) : answer({ data: null });
    });
    vi.stubGlobal('fetch', fetch);
    const runtime = await getRuntime(config('http://london.test/o/abc/'));
    expect([runtime.timezone, runtime.currency]).toEqual(['Europe/London', 'GBP']);
  });

  it('keeps Brussels and the default currency when the organiser cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ error: 'NOT_FOUND' }, 404)),
    );
    const missing = await getRuntime(config('http://missing.test'));
    expect(missing.timezone).toBe('Europe/Brussels');
    expect(missing.currency).toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const offline = await getRuntime(config('http://offline.test'));
    expect(offline.timezone).toBe('Europe/Brussels');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ data: { timezone: 'Mars/Olympus', currency: 'EUR' } })),
    );
    expect((await getRuntime(config('http://odd.test'))).timezone).toBe('Europe/Brussels');
  });
});

describe('getRuntime on a phone', () => {
  /** records each Intl date and number format built, and runs getRuntime for an organiser answer */
  async function start(organiser: unknown) {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(organiser)),
    );
    const ran: string[] = [];
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          ran.push('dates');
        }
      },
      NumberFormat: class extends Intl.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          ran.push('numbers');
        }
      },
    });
    const state = { built: false, ran };
    const api = `http://tasks-${Math.random().toString(36).slice(2)}.test`;
    void getRuntime(config(api)).then(() => (state.built = true));
    return state;
  }
  const endOfTask = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const nextTask = async () => {
    vi.runOnlyPendingTimers();
    await endOfTask();
  };

  it('builds no Intl object for a French page in Brussels and euros (ICU never starts), and the runtime in a task of its own', async () => {
    const state = await start({ data: null });
    // the catalogue and the organiser arrive (network and module loading, not timers)
    for (let i = 0; i < 50 && vi.getTimerCount() === 0; i++) await new Promise((next) => setImmediate(next));
    await endOfTask();
    expect(state.built).toBe(false);
    await nextTask();
    await nextTask();
    expect(state.built).toBe(true);
    expect(state.ran).toEqual([]);
  });

  it("elsewhere loads the locale's date data, then its number data, then builds the runtime, each in a task of its own", async () => {
    // each costs a phone 15–240 ms: in one task with the runtime, or with the first render, they made it a long task
    const state = await start({ data: { timezone: 'America/New_York', currency: 'EUR' } });
    // (checking the zone builds a date format too: the steps are compared without repeats)
    const steps = () => state.ran.filter((step, i) => step !== state.ran[i - 1]);
    while (!state.ran.length) await new Promise((next) => setImmediate(next));
    await endOfTask();
    expect(steps()).toEqual(['dates']);
    await nextTask();
    expect(steps()).toEqual(['dates', 'numbers']);
    expect(state.built).toBe(false);
    await nextTask();
    expect(state.built).toBe(true);
  });
});

describe("getRuntime's navigate on a host page", () => {
  it('follows the one redirect rule: a path off the site loads the host page itself, a path of it opens', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ data: null })),
    );
    window.history.replaceState(null, '', '/compte?oriel-account=participants/create&oriel-account-redirect=%2F.%2F%2Fevil.test');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    try {
      const runtime = await getRuntime(config('http://navigate.test'));
      runtime.navigate('/.//evil.test');
      runtime.navigate('/%2F%2Fevil.test');
      runtime.navigate('/stages?x=1&participant=p9');
      expect(assign.mock.calls.map(([href]) => String(href))).toEqual(['/compte', '/compte', '/stages?x=1&participant=p9']);
    } finally {
      assign.mockRestore();
      window.history.replaceState(null, '', '/');
    }
  });
});
