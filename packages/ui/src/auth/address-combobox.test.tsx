import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@oriel/core';
import { calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { addresses } from './auth.fixtures';
import { AddressCombobox } from './address-combobox';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

let chosen: Address | null = null;
function Harness() {
  const [value, setValue] = useState<Address | null>(null);
  chosen = value;
  return <AddressCombobox id="addr" label="Adresse" value={value} onChange={setValue} />;
}

function setup(answer: unknown = { data: addresses }) {
  const { runtime, fetch } = testRuntime({ routes: { 'GET /api/mapbox/autofill': answer } });
  renderWith(runtime, <Harness />);
  const box = screen.getByRole('combobox', { name: 'Adresse' }) as HTMLInputElement;
  const lookups = () => calledUrls(fetch).filter((u) => u.includes('/api/mapbox/autofill'));
  return { box, lookups };
}
const key = (box: HTMLElement, k: string) => fireEvent.keyDown(box, { key: k });

describe('<AddressCombobox>', () => {
  it('waits 500 ms after the last keystroke, needs 3 characters, and sends the search', async () => {
    const { box, lookups } = setup();
    fireEvent.input(box, { target: { value: 'Ru' } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(lookups()).toHaveLength(0);
    fireEvent.input(box, { target: { value: 'Rue' } });
    await vi.advanceTimersByTimeAsync(300);
    fireEvent.input(box, { target: { value: 'Rue R' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(lookups()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(lookups()).toHaveLength(1);
    expect(new URL(lookups()[0]!).searchParams.get('search')).toBe('Rue R');
  });

  it('the spinner shows while searching and lingers 250 ms after the answer', async () => {
    const { box } = setup();
    const spinner = () => document.querySelector('.o-combobox-spinner');
    fireEvent.input(box, { target: { value: 'Rue' } });
    await vi.advanceTimersByTimeAsync(500);
    expect(spinner()).not.toBeNull();
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(spinner()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(250);
    expect(spinner()).toBeNull();
  });

  it('keyboard: arrows move (wrapping), Enter chooses the address object, Escape closes', async () => {
    const { box } = setup();
    fireEvent.input(box, { target: { value: 'Rue' } });
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    key(box, 'ArrowUp');
    expect(box.getAttribute('aria-activedescendant')).toBe('addr-opt-1');
    key(box, 'ArrowDown');
    expect(box.getAttribute('aria-activedescendant')).toBe('addr-opt-0');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    key(box, 'Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    key(box, 'ArrowDown');
    key(box, 'ArrowDown');
    key(box, 'Enter');
    expect(chosen).toEqual(addresses[1]);
    expect(box.value).toBe(addresses[1]!.address);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // typing again forgets the choice until another address is chosen
    fireEvent.input(box, { target: { value: 'Rue Royale 1' } });
    expect(chosen).toBeNull();
  });

  it('a click chooses too', async () => {
    const { box } = setup();
    fireEvent.input(box, { target: { value: 'Kauwberg' } });
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.click(screen.getByRole('option', { name: addresses[0]!.address }));
    expect(chosen).toEqual(addresses[0]);
  });

  it('no result: the empty-state text', async () => {
    const { box } = setup({ data: [] });
    fireEvent.input(box, { target: { value: 'Nulle part' } });
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(250);
    await vi.waitFor(() => expect(screen.getAllByText('Aucune adresse trouvée.').length).toBeGreaterThan(0));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
