import { act, render } from '@testing-library/preact';
import { signal } from '@oriel/core';
import { describe, expect, it } from 'vitest';
import { useSignalSelect, useSignalValue } from './use-signal';

const DAY = 86_400_000;

describe('useSignalSelect', () => {
  it('renders again when what it selects changes, not at every change of the signal', () => {
    const now = signal(Date.UTC(2026, 11, 31, 10));
    let renders = 0;
    function Year() {
      renders++;
      return <output>{useSignalSelect(now, (t) => new Date(t).getUTCFullYear())}</output>;
    }
    const { container } = render(<Year />);
    expect(renders).toBe(1);
    // four ticks of the clock within the same year
    for (let i = 1; i <= 4; i++) act(() => void (now.value += 15_000));
    expect(renders).toBe(1);
    act(() => void (now.value += DAY));
    expect(container.textContent).toBe('2027');
    expect(renders).toBe(2);
  });

  it('reads with the selector the render gives it: a selector over new props takes effect without a change of the signal', () => {
    const now = signal(Date.UTC(2026, 10, 21, 10));
    function Live({ expires }: { expires: number[] }) {
      return <output>{useSignalSelect(now, (t) => expires.filter((e) => e > t).length)}</output>;
    }
    const at = now.peek();
    const { container, rerender } = render(<Live expires={[at + 1_000, at + 60_000]} />);
    expect(container.textContent).toBe('2');
    rerender(<Live expires={[at + 60_000]} />);
    expect(container.textContent).toBe('1');
    act(() => void (now.value = at + 30_000));
    expect(container.textContent).toBe('1');
    act(() => void (now.value = at + 90_000));
    expect(container.textContent).toBe('0');
  });
});

describe('useSignalValue', () => {
  it('renders again at every change of the signal', () => {
    const now = signal(0);
    let renders = 0;
    function Clock() {
      renders++;
      return <output>{useSignalValue(now)}</output>;
    }
    render(<Clock />);
    act(() => void (now.value = 15_000));
    act(() => void (now.value = 30_000));
    expect(renders).toBe(3);
  });
});
