import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeContext, type OrielRuntime } from '../context/runtime';
import { useMinLoading } from './use-min-loading';

let shown: boolean[] = [];
function Probe({ loading }: { loading: boolean }) {
  shown.push(useMinLoading(loading));
  return null;
}
const runtimeWith = (at?: number) => ({ shown: { at } }) as unknown as OrielRuntime;
const mount = (runtime: OrielRuntime | null, loading: boolean) => {
  const ui = (l: boolean) => (
    <RuntimeContext.Provider value={runtime}>
      <Probe loading={l} />
    </RuntimeContext.Provider>
  );
  const view = render(ui(loading));
  return (l: boolean) => view.rerender(ui(l));
};

describe('useMinLoading (000 §9: a loading display lasts at least 350 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-21T10:00:00Z'));
    shown = [];
  });
  afterEach(() => vi.useRealTimers());

  it('holds a fast answer until 350 ms after the loading began', () => {
    const set = mount(null, true);
    vi.advanceTimersByTime(100);
    set(false);
    expect(shown.at(-1)).toBe(true);
    act(() => void vi.advanceTimersByTime(250));
    expect(shown.at(-1)).toBe(false);
  });

  it("embedded: counts from the host's loading shape, on screen while the chunks came, and only once", () => {
    const runtime = runtimeWith(Date.now() - 300);
    const set = mount(runtime, true);
    vi.advanceTimersByTime(20);
    set(false);
    // 320 ms since the shape appeared: 30 ms left, not 330
    expect(shown.at(-1)).toBe(true);
    act(() => void vi.advanceTimersByTime(30));
    expect(shown.at(-1)).toBe(false);
    expect(runtime.shown?.at).toBeUndefined();
    // the next loading (another week) holds its full 350 ms again
    set(true);
    vi.advanceTimersByTime(10);
    set(false);
    act(() => void vi.advanceTimersByTime(300));
    expect(shown.at(-1)).toBe(true);
    act(() => void vi.advanceTimersByTime(40));
    expect(shown.at(-1)).toBe(false);
  });

  it('an answer already in hand at the first render shows at once and leaves no hold for later', () => {
    const runtime = runtimeWith(Date.now() - 1000);
    const set = mount(runtime, false);
    expect(shown.at(-1)).toBe(false);
    set(true);
    set(false);
    expect(shown.at(-1)).toBe(true);
  });
});
