import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { Toaster } from './toasts';

describe('<Toaster> Alt+T (001 §9)', () => {
  it('leaves Alt+T to the host page while no toast shows', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Toaster />);
    const event = new KeyboardEvent('keydown', { key: 't', code: 'KeyT', altKey: true, bubbles: true, cancelable: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('moves focus to the toasts while some show', async () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Toaster />);
    runtime.toasts.success('Panier mis à jour');
    await screen.findByText('Panier mis à jour');
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(screen.getByRole('region').getAttribute('aria-label'));
  });
});
