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

  it('is anonymous without a token, and does not call the API', async () => {
    const a = api();
    const s = createSessionStore({ api: a, storage: memoryStorage(), apiBase: 'http://api' });
    await s.ensure();
    expect(s.state.value.status).toBe('anonymous');
    expect(a.getSession).not.toHaveBeenCalled();
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
});
