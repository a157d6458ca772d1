import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@oriel/core';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { errorMessage } from '../context/errors';
import { ANNOUNCE_DELAY_MS, Toaster } from './toaster';

const assertive = () => document.querySelector<HTMLElement>('[aria-live="assertive"]')!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const { runtime } = testRuntime();
  const view = renderWith(runtime, <Toaster />);
  // the live regions exist before anything is said in them
  act(() => void vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
  const toasts = () => [...view.container.querySelectorAll('.o-toast')].map((li) => li.querySelector('.o-toast-text')?.textContent);
  const status = () => screen.getByRole('status').textContent;
  const alert = () => assertive().textContent;
  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  return { runtime, view, toasts, status, alert, advance };
}

describe('<Toaster> durations (001 §8, §9)', () => {
  it('a success lasts 2 s', () => {
    const { runtime, toasts, advance } = setup();
    act(() => void runtime.toasts.success('Panier mis à jour'));
    expect(toasts()).toEqual(['Panier mis à jour']);
    advance(1999);
    expect(toasts()).toEqual(['Panier mis à jour']);
    advance(1);
    expect(toasts()).toEqual([]);
  });

  it('a form failure lasts 3 s', () => {
    const { runtime, toasts, advance } = setup();
    act(() => void runtime.toasts.error('Cette séance est complète.'));
    advance(2999);
    expect(toasts()).toEqual(['Cette séance est complète.']);
    advance(1);
    expect(toasts()).toEqual([]);
  });

  it('a success without a message shows the updated text', () => {
    const { runtime, toasts, status } = setup();
    act(() => void runtime.toasts.success());
    expect(toasts()).toEqual(['Mise à jour effectuée']);
    expect(status()).toBe('Mise à jour effectuée');
  });

  it('shows the newest three; the fourth waits its turn', () => {
    const { runtime, toasts } = setup();
    act(() => ['a', 'b', 'c', 'd'].forEach((m) => runtime.toasts.success(m)));
    expect(toasts()).toEqual(['b', 'c', 'd']);
  });
});

describe('<Toaster> loading, then result (000 §4)', () => {
  it('replaces the loading toast in place with the success, announced once each', () => {
    const { runtime, view, toasts, status, advance } = setup();
    let id = 0;
    act(() => void (id = runtime.toasts.loading('Chargement…')));
    const li = view.container.querySelector('.o-toast');
    expect(li?.classList.contains('o-toast-loading')).toBe(true);
    expect(li?.querySelector('.o-toast-spinner')).toBeTruthy();
    expect(status()).toBe('Chargement…');
    advance(10_000);
    expect(toasts()).toEqual(['Chargement…']); // loading has no time limit
    act(() => void runtime.toasts.update(id, 'success', 'Panier mis à jour'));
    expect(view.container.querySelector('.o-toast')).toBe(li);
    expect(li?.classList.contains('o-toast-success')).toBe(true);
    expect(li?.querySelector('.o-toast-spinner')).toBeNull();
    expect(toasts()).toEqual(['Panier mis à jour']);
    expect(status()).toBe('Panier mis à jour');
    advance(2000);
    expect(toasts()).toEqual([]);
  });

  it('turns into the error, on the assertive region, and the loading text leaves the status region', () => {
    const { runtime, toasts, status, alert } = setup();
    const failure = new ApiError({ code: 'AVAILABILITY_FULL', status: 409 });
    act(() => void runtime.toasts.update(runtime.toasts.loading('Chargement…'), 'error', errorMessage(runtime.t, failure)));
    expect(toasts()).toEqual(['Cette séance est complète.']);
    expect(alert()).toBe('Cette séance est complète.');
    expect(status()).toBe('');
  });
});

describe('<Toaster> error codes (001 §8)', () => {
  it('translates forms.errors.{code}, shows an unknown code raw, and UNKNOWN_ERROR without a response', () => {
    const { runtime, toasts } = setup();
    act(() => {
      runtime.toasts.error(errorMessage(runtime.t, new ApiError({ code: 'COUPON_NOT_FOUND', status: 404 })));
      runtime.toasts.error(errorMessage(runtime.t, new ApiError({ code: 'SOMETHING_NEW', status: 422 })));
      runtime.toasts.error(errorMessage(runtime.t, new TypeError('Failed to fetch')));
    });
    expect(toasts()).toEqual(["Ce code promo n'existe pas.", 'SOMETHING_NEW', 'Une erreur inattendue est survenue.']);
  });
});

describe('<Toaster> announcements', () => {
  it('two live regions exist before any toast; the visible list is no live region', () => {
    const { view } = setup();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(assertive().textContent).toBe('');
    expect(view.container.querySelector('ol')?.getAttribute('aria-live')).toBeNull();
    expect(view.container.querySelectorAll('[role], [aria-live]')).toHaveLength(2);
  });

  it('says each toast once: errors on the assertive region, successes on role=status; other toasts coming and going say nothing again', () => {
    const { runtime, status, alert, advance } = setup();
    act(() => void runtime.toasts.error('Cette séance est complète.'));
    const said = assertive().firstElementChild;
    act(() => void runtime.toasts.success('Panier mis à jour'));
    expect(alert()).toBe('Cette séance est complète.');
    expect(status()).toBe('Panier mis à jour');
    // the same node: nothing re-inserted, nothing read again
    expect(assertive().firstElementChild).toBe(said);
    advance(2000);
    expect(status()).toBe('');
    expect(assertive().firstElementChild).toBe(said);
  });

  it('a second identical message is a new announcement (a new node)', () => {
    const { runtime } = setup();
    act(() => void runtime.toasts.success('Panier mis à jour'));
    const first = screen.getByRole('status').firstElementChild;
    act(() => void runtime.toasts.success('Panier mis à jour'));
    expect(screen.getByRole('status').firstElementChild).not.toBe(first);
    expect(screen.getByRole('status').textContent).toBe('Panier mis à jour');
  });

  it('waits for its live regions to exist before saying a toast shown at mount (the lazily loaded region)', () => {
    const { runtime } = testRuntime();
    runtime.toasts.error('Cette séance est complète.');
    renderWith(runtime, <Toaster />);
    expect(assertive().textContent).toBe('');
    act(() => void vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(assertive().textContent).toBe('Cette séance est complète.');
  });
});

describe('<Toaster> keyboard', () => {
  it('leaves Alt+T to the host page while no toast shows', () => {
    setup();
    const event = new KeyboardEvent('keydown', { key: 't', code: 'KeyT', altKey: true, bubbles: true, cancelable: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('Alt+T focuses the region, Escape dismisses the newest, focus goes back once none is left', () => {
    const { runtime, toasts } = setup();
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    act(() => {
      runtime.toasts.success('Panier mis à jour');
      runtime.toasts.error('Cette séance est complète.');
    });
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    const region = screen.getByRole('region', { name: 'Notifications alt+T' });
    expect(document.activeElement).toBe(region);
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(toasts()).toEqual(['Panier mis à jour']);
    expect(document.activeElement).toBe(region);
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(toasts()).toEqual([]);
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('the close button dismisses its own toast', () => {
    const { runtime, toasts } = setup();
    act(() => {
      runtime.toasts.success('a');
      runtime.toasts.success('b');
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer la notification' })[0]!);
    expect(toasts()).toEqual(['b']);
  });

  it('time stands still while focus is in the region', () => {
    const { runtime, toasts, advance } = setup();
    act(() => void runtime.toasts.success('a'));
    advance(1500);
    act(() => screen.getByRole('button', { name: 'Fermer la notification' }).focus());
    advance(5000);
    expect(toasts()).toEqual(['a']);
    act(() => screen.getByRole('button', { name: 'Fermer la notification' }).blur());
    advance(499);
    expect(toasts()).toEqual(['a']);
    advance(1);
    expect(toasts()).toEqual([]);
  });
});

describe('<Toaster> swipe to dismiss (000 §9: 20 px)', () => {
  const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp' | 'pointerCancel', el: Element, clientX: number, pointerType = 'touch') =>
    act(() => void fireEvent[type](el, { pointerId: 7, pointerType, clientX, clientY: 10 }));

  it('follows the finger with a transform and dismisses past the threshold', () => {
    const { runtime, view, toasts, advance } = setup();
    act(() => void runtime.toasts.success('Panier mis à jour'));
    const li = view.container.querySelector<HTMLElement>('.o-toast')!;
    pointer('pointerDown', li, 100);
    pointer('pointerMove', li, 112);
    expect(li.style.transform).toBe('translateX(12px)');
    expect(li.classList.contains('o-toast-dragging')).toBe(true);
    // held by a finger: its time stands still
    advance(5000);
    expect(toasts()).toEqual(['Panier mis à jour']);
    pointer('pointerMove', li, 125);
    pointer('pointerUp', li, 125);
    expect(toasts()).toEqual([]);
  });

  it('springs back under the threshold, or when the browser takes the gesture', () => {
    const { runtime, view, toasts } = setup();
    act(() => void runtime.toasts.success('Panier mis à jour'));
    const li = view.container.querySelector<HTMLElement>('.o-toast')!;
    pointer('pointerDown', li, 100);
    pointer('pointerMove', li, 85);
    pointer('pointerUp', li, 85);
    expect(toasts()).toEqual(['Panier mis à jour']);
    expect(li.style.transform).toBe('');
    pointer('pointerDown', li, 100);
    pointer('pointerMove', li, 160);
    pointer('pointerCancel', li, 160);
    expect(toasts()).toEqual(['Panier mis à jour']);
    expect(li.style.transform).toBe('');
  });

  it('a leftward swipe past the threshold dismisses too; a mouse drag does not swipe', () => {
    const { runtime, view, toasts } = setup();
    act(() => void runtime.toasts.success('Panier mis à jour'));
    const li = view.container.querySelector<HTMLElement>('.o-toast')!;
    pointer('pointerDown', li, 100, 'mouse');
    pointer('pointerMove', li, 160, 'mouse');
    expect(li.style.transform).toBe('');
    pointer('pointerUp', li, 160, 'mouse');
    expect(toasts()).toEqual(['Panier mis à jour']);
    pointer('pointerDown', li, 100);
    pointer('pointerUp', li, 79);
    expect(toasts()).toEqual([]);
  });
});
