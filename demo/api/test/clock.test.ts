import { describe, expect, it } from 'vitest';
import { runningClock } from '../src/clock';

describe('runningClock (the browser tests pin one instant for the API and the browser)', () => {
  it('starts at the pinned instant, runs with real time, and jumps forward', () => {
    let real = 1_000_000;
    const clock = runningClock('2026-12-02T08:00:00.000Z', () => real);
    expect(clock.now().toISOString()).toBe('2026-12-02T08:00:00.000Z');
    real += 1500;
    expect(clock.now().toISOString()).toBe('2026-12-02T08:00:01.500Z');
    clock.advance(16 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-12-02T08:16:01.500Z');
    clock.set('2026-12-06T22:30:00.000Z');
    real += 10;
    expect(clock.now().toISOString()).toBe('2026-12-06T22:30:00.010Z');
  });
});
