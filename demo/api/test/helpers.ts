import { manualClock, type ManualClock } from '../src/clock';
import { startServer } from '../src/server';
import type { Db } from '../src/db/db';
import { createTestDb } from './test-db';

/** Monday 23 November 2026, 10:00 in Brussels: every seeded date is relative to it. */
export const NOW = '2026-11-23T09:00:00.000Z';

export interface TestApi {
  url: string;
  clock: ManualClock;
  db: Db;
  close(): Promise<void>;
  get(path: string, token?: string): Promise<Response>;
  send(method: string, path: string, body?: unknown, token?: string): Promise<Response>;
  login(email?: string, password?: string): Promise<string>;
}

/** A fresh database (PGlite, or PostgreSQL in api-pg) and server per test file (start costs ~2 s), reached over real HTTP. */
export async function startTestApi(): Promise<TestApi> {
  const db = await createTestDb();
  const clock = manualClock(NOW);
  const server = await startServer({ db, clock });
  const headers = (token?: string, json = false): Record<string, string> => ({
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  });
  const api: TestApi = {
    url: server.url,
    clock,
    db,
    async close() {
      await server.close();
      await db.close();
    },
    get: (path, token) => fetch(server.url + path, { headers: headers(token) }),
    send: (method, path, body, token) =>
      fetch(server.url + path, {
        method,
        headers: headers(token, body !== undefined),
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async login(email = 'demo@oriel.test', password = 'demo-password') {
      const res = await api.send('POST', '/api/auth/login', { email, password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
      return ((await res.json()) as { data: { token: string } }).data.token;
    },
  };
  return api;
}

export const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
