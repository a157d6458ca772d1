import { computed, signal } from '@preact/signals-core';
import { tokenKey, type KeyValueStorage } from './storage';

export type SessionStatus = 'unknown' | 'loading' | 'anonymous' | 'authenticated' | 'error';

export interface SessionApi<S, C> {
  login(body: { email: string; password: string }): Promise<{ token: string; customer: C }>;
  logout(): Promise<unknown>;
  getSession(): Promise<S | null>;
}

export interface SessionState<S> {
  readonly status: SessionStatus;
  readonly data: S | null;
  readonly error: unknown;
}

/**
 * The customer session: a bearer token kept in the host page's storage (docs/design.md §3), and the session
 * answer. A token the API no longer knows (401) is dropped and the visitor becomes anonymous.
 */
export function createSessionStore<S, C>(deps: { api: SessionApi<S, C>; storage: KeyValueStorage; apiBase: string }) {
  const key = tokenKey(deps.apiBase);
  const token = signal<string | null>(deps.storage.get(key));
  // with no token there is nothing to ask: the visitor is anonymous from the first render, so what the server
  // rendered for an anonymous visitor (the top bar's sign-in links) stays as it is
  const state = signal<SessionState<S>>({ status: token.peek() ? 'unknown' : 'anonymous', data: null, error: undefined });
  let inflight: Promise<void> | undefined;

  function setToken(value: string | null, store = true) {
    if (store) {
      if (value) deps.storage.set(key, value);
      else deps.storage.remove(key);
    }
    if (value === token.peek()) return;
    // another credential is another visitor: the previous one's session data must not show while it loads
    state.value = { status: value ? 'loading' : 'anonymous', data: null, error: undefined };
    token.value = value;
  }

  async function load(): Promise<void> {
    if (!token.peek()) {
      state.value = { status: 'anonymous', data: null, error: undefined };
      return;
    }
    state.value = { ...state.peek(), status: state.peek().data ? 'authenticated' : 'loading' };
    try {
      const data = await deps.api.getSession();
      state.value = data ? { status: 'authenticated', data, error: undefined } : { status: 'anonymous', data: null, error: undefined };
      if (!data) setToken(null);
    } catch (error) {
      // a 401 already dropped the token (expire): that visitor is anonymous now, not in error
      state.value = token.peek() ? { status: 'error', data: state.peek().data, error } : { status: 'anonymous', data: null, error: undefined };
    }
  }

  // Logging in or out in another tab applies here too (the storage event of the host page).
  deps.storage.watch?.(key, (value) => {
    if (value === token.peek()) return;
    setToken(value, false);
    if (value) void load();
  });

  return {
    token,
    state,
    isAuthenticated: computed(() => state.value.status === 'authenticated'),
    /** loads once; concurrent callers share the request */
    ensure(): Promise<void> {
      if (state.peek().status !== 'unknown' && state.peek().status !== 'error') return Promise.resolve();
      return (inflight ??= load().finally(() => (inflight = undefined)));
    },
    refresh: () => (inflight = load().finally(() => (inflight = undefined))),
    async login(email: string, password: string) {
      const answer = await deps.api.login({ email, password });
      setToken(answer.token);
      await load();
      return answer.customer;
    },
    /** Signs in with a token another call issued (register answers one, like login). */
    async adopt(value: string) {
      setToken(value);
      await load();
    },
    async logout() {
      try {
        await deps.api.logout();
      } finally {
        setToken(null);
        state.value = { status: 'anonymous', data: null, error: undefined };
      }
    },
    /** the API answered 401 UNAUTHENTICATED: the stored token is dead */
    expire() {
      setToken(null);
      state.value = { status: 'anonymous', data: null, error: undefined };
    },
    /** the API renewed the token (sliding expiry): same visitor, new credential, nothing to reload */
    renew(value: string) {
      deps.storage.set(key, value);
      token.value = value;
    },
  };
}

export type SessionStore<S, C> = ReturnType<typeof createSessionStore<S, C>>;
