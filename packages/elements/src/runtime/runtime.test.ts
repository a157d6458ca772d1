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
  it("loads the locale's date data, then its number data, then builds the runtime, each in a task of its own", async () => {
    // each costs a phone 15–85 ms: in one task with the runtime, or with the first render, they made it a long task
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ data: null })),
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
    let built = false;
    void getRuntime(config('http://tasks.test')).then(() => (built = true));
    // the catalogue and the organiser arrive (network and module loading, not timers)
    while (!ran.length) await new Promise((next) => setImmediate(next));
    const endOfTask = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    await endOfTask();
    expect(ran).toEqual(['dates']);
    vi.runOnlyPendingTimers();
    await endOfTask();
    expect(ran).toEqual(['dates', 'numbers']);
    expect(built).toBe(false);
    vi.runOnlyPendingTimers();
    await endOfTask();
    expect(built).toBe(true);
  });
});
