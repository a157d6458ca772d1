import { act, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { LazyToaster } from './lazy-toaster';

describe('<LazyToaster> (the shell: the region loads with the first toast)', () => {
  it('renders nothing until a toast shows, then the region, which says that toast', async () => {
    const { runtime } = testRuntime();
    const view = renderWith(runtime, <LazyToaster />);
    expect(view.container.innerHTML).toBe('');
    act(() => void runtime.toasts.error('Cette séance est complète.'));
    const region = await screen.findByRole('region', { name: 'Notifications alt+T' });
    expect(region.querySelector('.o-toast-error')?.textContent).toBe('Cette séance est complète.');
    await waitFor(() => expect(region.querySelector('[aria-live="assertive"]')?.textContent).toBe('Cette séance est complète.'));
  });
});
