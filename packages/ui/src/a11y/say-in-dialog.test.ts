import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sayInOpenDialog } from './say-in-dialog';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

// happy-dom has no `:modal`: what is said inside an open dialog is checked in a real browser (test/e2e/announcements.test.ts)
describe('sayInOpenDialog', () => {
  it('does nothing without a modal dialog', () => {
    document.body.innerHTML = '<button>Ajouter</button>';
    document.querySelector('button')!.focus();
    sayInOpenDialog('Ajouté au panier');
    vi.runAllTimers();
    expect(document.querySelector('[data-o-say]')).toBeNull();
  });

  it('waits for a dialog on its way at most waitMs, then gives up', () => {
    document.body.innerHTML = '<button>Ajouter</button>';
    document.querySelector('button')!.focus();
    sayInOpenDialog('Panier, 1 article', false, 5_000);
    vi.advanceTimersByTime(4_000);
    // still asking while the time lasts
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_500);
    expect(vi.getTimerCount()).toBe(0);
    expect(document.querySelector('[data-o-say]')).toBeNull();
  });

  it('a page gone before its timer fires (a test window torn down) is left alone, no error thrown', () => {
    document.body.innerHTML = '<dialog><button>Fermer</button></dialog>';
    document.querySelector('dialog')!.showModal();
    sayInOpenDialog('Ajouté au panier');
    vi.stubGlobal('document', undefined);
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
