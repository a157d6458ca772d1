import { describe, expect, it } from 'vitest';
import { announcedMinutes, countdownText, expiredItems, holdEnd, holdPhase, nextTick } from './cart-hold.logic';

const T = Date.parse('2026-12-02T13:17:00Z');
const at = (minutes: number) => new Date(T + minutes * 60_000).toISOString();

describe('the cart hold', () => {
  it('ends at the earliest live hold; items already over and items without an end do not count', () => {
    const items = [{ expires_at: at(15) }, { expires_at: at(9) }, { expires_at: at(-1) }, { expires_at: null }];
    expect(holdEnd(items, T)).toBe(T + 9 * 60_000);
    expect(holdEnd(items, T + 9 * 60_000)).toBe(T + 15 * 60_000);
    expect(holdEnd(items, T + 15 * 60_000)).toBeNull();
    expect(holdEnd([], T)).toBeNull();
  });

  it('lists what ran out: the answer’s expired items first, then live ones whose end has passed since', () => {
    const a = { id: 1, expires_at: at(5) };
    const b = { id: 2, expires_at: at(10) };
    const old = { id: 3, expires_at: at(-20) };
    expect(expiredItems([a, b], [old], T).map((i) => i.id)).toEqual([3]);
    expect(expiredItems([a, b], [old], T + 5 * 60_000).map((i) => i.id)).toEqual([3, 1]);
    expect(expiredItems([a, b], [], T + 10 * 60_000).map((i) => i.id)).toEqual([1, 2]);
  });

  it('counts down in the last five minutes only', () => {
    const end = T + 15 * 60_000;
    expect(holdPhase(end, T)).toBe('held');
    expect(holdPhase(end, end - 5 * 60_000 - 1)).toBe('held');
    expect(holdPhase(end, end - 5 * 60_000)).toBe('ending');
    expect(holdPhase(end, end - 1)).toBe('ending');
    expect(holdPhase(end, end)).toBe('none');
    expect(holdPhase(null, T)).toBe('none');
  });

  it('writes minutes and seconds, rounded up so that 0:00 means over', () => {
    expect(countdownText(5 * 60_000)).toBe('5:00');
    expect(countdownText(4 * 60_000 + 5_001)).toBe('4:06');
    expect(countdownText(59_000)).toBe('0:59');
    expect(countdownText(1)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-3_000)).toBe('0:00');
  });

  it('announces at 5, 2 and 1 minutes, and says the same thing between them', () => {
    expect(announcedMinutes(6 * 60_000)).toBeNull();
    expect(announcedMinutes(5 * 60_000 + 1)).toBeNull();
    expect(announcedMinutes(5 * 60_000)).toBe(5);
    expect(announcedMinutes(3 * 60_000)).toBe(5);
    expect(announcedMinutes(2 * 60_000)).toBe(2);
    expect(announcedMinutes(61_000)).toBe(2);
    expect(announcedMinutes(60_000)).toBe(1);
    expect(announcedMinutes(1)).toBe(1);
    // one text per stretch: four changes over the whole countdown, none of them a tick
    const said = new Set<number | null>();
    for (let ms = 15 * 60_000; ms > 0; ms -= 1000) said.add(announcedMinutes(ms));
    expect([...said]).toEqual([null, 5, 2, 1]);
  });

  it('wakes when the countdown starts, then each second, and not at all when nothing is held', () => {
    const end = T + 15 * 60_000;
    expect(nextTick(end, T)).toBe(10 * 60_000);
    expect(nextTick(end, end - 4 * 60_000 - 500)).toBe(500);
    expect(nextTick(end, end - 3 * 60_000)).toBe(1000);
    expect(nextTick(end, end - 10)).toBe(50);
    expect(nextTick(end, end)).toBeNull();
    expect(nextTick(null, T)).toBeNull();
  });
});
