import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropsData, pageStorage } from './create-runtime';
import { ApiError } from '@oriel/core';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("pageStorage (the session's storage on the host page)", () => {
  it('data-session="tab": the token lives in sessionStorage only', () => {
    const tab = pageStorage('tab');
    tab.set('oriel:token:x', 't');
    expect(sessionStorage.getItem('oriel:token:x')).toBe('t');
    expect(localStorage.getItem('oriel:token:x')).toBeNull();
  });

  it('the default follows changes made in another tab (storage events for its key only)', () => {
    const local = pageStorage();
    const seen = vi.fn();
    const stop = local.watch!('oriel:token:x', seen);
    localStorage.setItem('oriel:token:x', 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'oriel:token:x', storageArea: localStorage, newValue: 'other-tab' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', storageArea: localStorage, newValue: '1' }));
    expect(seen.mock.calls).toEqual([['other-tab']]);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'oriel:token:x', storageArea: localStorage, newValue: null }));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('cached data goes on 401, 403 and 404, not on network or server failures', () => {
    for (const status of [401, 403, 404]) expect(dropsData(new ApiError({ code: 'X', status }))).toBe(true);
    for (const status of [0, 500, 409]) expect(dropsData(new ApiError({ code: 'X', status }))).toBe(false);
  });
});
