import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session.store';
import { memoryStorage, tokenKey } from './storage';

const api = () => ({
  login: vi.fn().mockResolvedValue({ token: 'tok', customer: { id: 1 } }),
  logout: vi.fn().mockResolvedValue(null),
  getSession: vi.fn().mockResolvedValue({ customer: { id: 1 } }),
});

describe('session store', () => {
  it('keys the token by API origin', () => {
    expect(tokenKey('http://localhost:4310/')).toBe('oriel:token:http://localhost:4310');
  });

  it('is anonymous without a token from the start (the first render matches the server), and does not call the API', async () => {
    const a = api();
    const s = createSessionStore({ api: a, storage: memoryStorage(), apiBase: 'http://api' });
    expect(s.state.value.status).toBe('anonymous');
    await s.ensure();
    expect(s.state.value.status).toBe('anonymous');
    expect(a.getSession).not.toHaveBeenCalled();
  });

  it('with a token, the session is unknown until asked', () => {
    const s = createSessionStore({ api: api(), storage: memoryStorage({ [tokenKey('http://api')]: 'tok' }), apiBase: 'http://api' });
    expect(s.state.value.status).toBe('unknown');
  });

  it('login stores the token and loads the session; a reload restores it', async () => {
    const storage = memoryStorage();
    const s = createSessionStore({ api: api(), storage, apiBase: 'http://api' });
    await s.login('a@b.c', 'pw');
    expect(s.state.value.status).toBe('authenticated');
    const again = createSessionStore({ api: api(), storage, apiBase: 'http://api' });
    await again.ensure();
    expect(again.state.value.status).toBe('authenticated');
  });

  it('adopt stores a token issued elsewhere (register) and loads the session', async () => {
    const storage = memoryStorage();
    const a = api();
    const s = createSessionStore({ api: a, storage, apiBase: 'http://api' });
    await s.adopt('registered');
    expect(storage.get(tokenKey('http://api'))).toBe('registered');
    expect(a.getSession).toHaveBeenCalledTimes(1);
    expect(s.state.value.status).toBe('authenticated');
  });

  it('logout forgets the token even when the call fails', async () => {
    const storage = memoryStorage();
    const a = api();
    a.logout.mockRejectedValue(new Error('offline'));
    const s = createSessionStore({ api: a, storage, apiBase: 'http://api' });
    await s.login('a@b.c', 'pw');
    await expect(s.logout()).rejects.toThrow();
    expect(storage.get(tokenKey('http://api'))).toBeNull();
    expect(s.isAuthenticated.value).toBe(false);
  });

  it('expire drops a dead token', async () => {
    const storage = memoryStorage({ [tokenKey('http://api')]: 'old' });
    const s = createSessionStore({ api: api(), storage, apiBase: 'http://api' });
    s.expire();
    expect(s.token.value).toBeNull();
    expect(s.state.value.status).toBe('anonymous');
  });

  it('a token the API refuses while loading leaves the visitor anonymous (login prompt), not in error', async () => {
    const storage = memoryStorage({ [tokenKey('http://api')]: 'expired' });
    const a = api();
    // what the HTTP client does on 401 UNAUTHENTICATED: expire, then the call rejects
    a.getSession.mockImplementation(async () => {
      s.expire();
      throw Object.assign(new Error('UNAUTHENTICATED'), { status: 401 });
    });
    const s = createSessionStore({ api: a, storage, apiBase: 'http://api' });
    await s.ensure();
    expect(s.state.value).toEqual({ status: 'anonymous', data: null, error: undefined });
  });

  it('a network failure with a live token is an error (retry), and keeps the token', async () => {
    const storage = memoryStorage({ [tokenKey('http://api')]: 'live' });
    const a = api();
    a.getSession.mockRejectedValue(new Error('offline'));
    const s = createSessionStore({ api: a, storage, apiBase: 'http://api' });
    await s.ensure();
    expect(s.state.value.status).toBe('error');
    expect(s.token.value).toBe('live');
  });

  it('follows a logout and a login made in another tab (storage events)', async () => {
    const map = new Map<string, string>([[tokenKey('http://api'), 'tab-a']]);
    let notify!: (value: string | null) => void;
    const storage = {
      get: (k: string) => map.get(k) ?? null,
      set: (k: string, v: string) => void map.set(k, v),
      remove: (k: string) => void map.delete(k),
      watch: (_k: string, fn: (value: string | null) => void) => ((notify = fn), () => {}),
    };
    const a = api();
    const s = createSessionStore({ api: a, storage, apiBase: 'http://api' });
    await s.ensure();
    expect(s.state.value.status).toBe('authenticated');
    notify(null);
    expect(s.state.value.status).toBe('anonymous');
    expect(s.token.value).toBeNull();
    a.getSession.mockResolvedValue({ customer: { id: 2 } });
    notify('tab-b');
    expect(s.state.value).toEqual({ status: 'loading', data: null, error: undefined });
    await vi.waitFor(() => expect(s.state.value.data).toEqual({ customer: { id: 2 } }));
    expect(s.token.value).toBe('tab-b');
  });

  it("a second customer signing in never sees the first one's session while theirs loads", async () => {
    const a = api();
    const s = createSessionStore({ api: a, storage: memoryStorage(), apiBase: 'http://api' });
    await s.login('a@b.c', 'pw');
    let release!: (v: unknown) => void;
    a.login.mockResolvedValue({ token: 'tok-b', customer: { id: 2 } });
    a.getSession.mockImplementation(() => new Promise((r) => (release = r)));
    const pending = s.login('b@b.c', 'pw');
    await vi.waitFor(() => expect(s.token.value).toBe('tok-b'));
    expect(s.state.value.data).toBeNull();
    release({ customer: { id: 2 } });
    await pending;
    expect(s.state.value.data).toEqual({ customer: { id: 2 } });
  });
});
