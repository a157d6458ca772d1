import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/preact';
import { bootShell, json } from './testing/boot-shell';
import { nothingHappensFor } from './testing/nothing-happens';

const bar = () => document.querySelector<HTMLElement>('.o-progress');
const value = () => Number(/scaleX\(([\d.]+)\)/.exec(document.querySelector<HTMLElement>('.o-progress-bar')?.style.transform ?? '')?.[1]);

describe('route progress bar on shell route changes (001 §2, §9)', () => {
  it('starts on a route change and completes once the new page is in', async () => {
    const shell = bootShell('/fr/terms', { signedIn: false });
    await waitFor(() => expect(bar()).toBeNull());
    act(() => shell.router.navigate('/fr/auth/login'));
    expect(bar()).not.toBeNull();
    expect(value()).toBe(0.08);
    await screen.findByRole('button', { name: 'Se connecter' });
    await waitFor(() => expect(bar()?.dataset.progress).toBe('done'));
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('stays while the new page loads its data', async () => {
    let answer!: () => void;
    const pending = new Promise<void>((r) => (answer = r));
    const shell = bootShell('/fr/terms', {
      signedIn: false,
      routes: { 'GET /api/availabilities/abc123def': async () => (await pending, json(404, { error: 'NOT_FOUND' })) },
    });
    await waitFor(() => expect(bar()).toBeNull());
    act(() => shell.router.navigate('/fr/availabilities/abc123def'));
    await waitFor(() => expect(bar()?.dataset.progress).toBe('loading'));
    await nothingHappensFor(400, 'the bar stays while the page loads');
    expect(bar()?.dataset.progress).toBe('loading');
    answer();
    await waitFor(() => expect(bar()?.dataset.progress).not.toBe('loading'));
    await waitFor(() => expect(bar()).toBeNull());
  });
});
