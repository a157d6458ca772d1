import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipientId } from '../src/ops/log';
import { json, startTestApi, type TestApi } from './helpers';

// docs/security.md §2: a secret link (a reset token, a download ticket, a payment id) is never printed to the server
// log, and is kept in clear in the outbox only in demo mode, where the tests and the demo read it.

/** What the server prints while `run` runs, with the log on as outside the tests (it is quiet under VITEST). */
async function serverLog(run: () => Promise<void>): Promise<string> {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => void lines.push(args);
  vi.stubEnv('VITEST', undefined);
  vi.spyOn(console, 'log').mockImplementation(record);
  vi.spyOn(console, 'info').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
  vi.spyOn(console, 'error').mockImplementation(record);
  try {
    await run();
  } finally {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  }
  return lines.map((args) => args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' ')).join('\n');
}

const askLink = (api: TestApi) => api.send('POST', '/api/auth/password/link', { email: 'demo@oriel.test' });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('reset links in the log and the outbox', () => {
  it('demo mode: the outbox keeps the link for the demo; the log says who got which mail (a pseudonym), never the address, the link or its token', async () => {
    api = await startTestApi();
    const log = await serverLog(async () => expect((await askLink(api!)).status).toBe(200));
    const [mail] = (await json(await api.get('/api/demo/outbox?to=demo@oriel.test', api.demoAdminToken!))).data as { link: string }[];
    const token = tokenOf(mail!.link);
    expect(token.length).toBeGreaterThan(20);
    expect(log).toContain(recipientId('demo@oriel.test'));
    expect(log).not.toContain('demo@oriel.test');
    expect(log).not.toContain(token);
    expect(log).not.toContain(mail!.link);
    expect(log).not.toMatch(/token=|https?:\/\//);
  });

  it('outside demo mode: nothing of the mail is stored, and the log holds no link', async () => {
    api = await startTestApi({ demo: false });
    const log = await serverLog(async () => expect((await askLink(api!)).status).toBe(200));
    // the link was made (its token is stored as a digest only), but its mail is not kept anywhere in clear
    const [resets] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM password_resets r JOIN customers c ON c.id = r.customer_id WHERE c.email = 'demo@oriel.test'",
    );
    expect(resets!.n).toBe(1);
    expect(await api.db.query('SELECT * FROM outbox')).toEqual([]);
    expect(log).not.toMatch(/token=|https?:\/\//);
  });
});

describe('unexpected failures in the log', () => {
  it('name the route, never the path: a download ticket or a payment id in the URL stays out of the log', async () => {
    api = await startTestApi();
    const ticket = 'a'.repeat(43);
    const payment = 'b'.repeat(24);
    // a failing database makes every route answer 500, and log why
    await api.db.query('ALTER TABLE download_tickets RENAME TO download_tickets_gone');
    await api.db.query('ALTER TABLE payments RENAME TO payments_gone');
    const log = await serverLog(async () => {
      expect((await api!.get(`/api/downloads/${ticket}`)).status).toBe(500);
      expect((await api!.get(`/pay/${payment}`)).status).toBe(500);
    });
    expect(log).toContain('/api/downloads/:ticket');
    expect(log).not.toContain(ticket);
    expect(log).not.toContain(payment);
  });
});
