import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readyAccountTranslator } from '@oriel/core';
import { API, calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { preloadScreen } from '../account/screen-loaders';
import { AccountPanel } from './account-panel';

vi.mock('../account/screen-loaders', async (original) => ({ ...(await original<typeof import('../account/screen-loaders')>()), preloadScreen: vi.fn() }));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.mocked(preloadScreen).mockClear();
});

/** A session that never answers: whatever is fetched was asked for beside it, not after it. */
const unanswered = { 'GET /api/session': () => new Promise(() => {}) };

describe('<AccountPanel> with a stored token', () => {
  it('fetches the area, its catalogue and the chunk of the screen the page names while the session is still asked', async () => {
    window.history.replaceState(null, '', '/compte?oriel-account=registrations/r-1');
    const { runtime, fetch } = testRuntime({ token: 'tok-1', routes: unanswered });
    expect(readyAccountTranslator('fr')).toBeNull();
    renderWith(runtime, <AccountPanel />);
    await waitFor(() => expect(preloadScreen).toHaveBeenCalledWith('registration'));
    // and the registration's answer, which the screen then takes rather than asking again (Http.warm)
    expect(calledUrls(fetch)).toContain(`${API}/api/account/registrations/r-1`);
    await waitFor(() => expect(readyAccountTranslator('fr')).not.toBeNull());
    expect(runtime.session.state.peek().status).toBe('loading');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('a visitor without a token fetches none of it', async () => {
    window.history.replaceState(null, '', '/compte?oriel-account=registrations/r-1');
    const { runtime, fetch } = testRuntime({ routes: unanswered });
    renderWith(runtime, <AccountPanel />);
    await screen.findByRole('heading', { name: 'Connexion' });
    expect(preloadScreen).not.toHaveBeenCalled();
    expect(calledUrls(fetch).filter((u) => u.includes('/api/account/'))).toEqual([]);
  });
});
