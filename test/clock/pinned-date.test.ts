import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_INSTANTS, testNow } from './instants.mjs';
import { isPinned, pinnedDate } from './pinned-date';

const native = (globalThis.Date as { native?: DateConstructor }).native ?? Date;

describe('the pinned clock of every test project', () => {
  afterEach(() => vi.useRealTimers());

  it('starts each file at the run instant, not the machine day', () => {
    expect(isPinned(globalThis.Date)).toBe(true);
    const elapsed = Date.now() - testNow().getTime();
    // the file started at the instant a moment ago: never before it, never a day after it
    expect(elapsed).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(60_000);
    expect(Math.abs(new Date().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('runs with real time, so durations measured with Date stay true', async () => {
    const before = Date.now();
    await new Promise((ok) => setTimeout(ok, 30));
    expect(Date.now() - before).toBeGreaterThanOrEqual(25);
  });

  it('keeps everything else of Date: parsing, fields, instanceof, Date() as a string', () => {
    const d = new Date('2031-06-15T12:00:00Z');
    expect(d.toISOString()).toBe('2031-06-15T12:00:00.000Z');
    expect(new Date(2030, 0, 2).getDate()).toBe(2);
    expect(Date.UTC(2030, 0, 1)).toBe(native.UTC(2030, 0, 1));
    expect(Date.parse('2030-01-01T00:00:00Z')).toBe(1893456000000);
    expect(d).toBeInstanceOf(native);
    expect(typeof (Date as unknown as () => string)()).toBe('string');
    class Stamp extends Date {
      label = 'stamp';
    }
    const stamp = new Stamp('2031-01-01T00:00:00Z');
    expect([stamp instanceof Stamp, stamp instanceof Date, stamp.label, stamp.getUTCFullYear()]).toEqual([true, true, 'stamp', 2031]);
    expect(Math.abs(new Stamp().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('hands over to fake timers at the pinned instant and comes back after them', () => {
    vi.useFakeTimers();
    expect(Math.abs(Date.now() - testNow().getTime())).toBeLessThan(60_000);
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    expect(new Date().toISOString()).toBe('2030-01-01T00:00:00.000Z');
    vi.useRealTimers();
    expect(isPinned(globalThis.Date)).toBe(true);
  });

  it('a test that mocks only the date gets the pin back in the next test', () => {
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    expect(new Date().getUTCFullYear()).toBe(2030);
  });

  it('(the pin is back)', () => {
    expect(isPinned(globalThis.Date)).toBe(true);
    expect(Math.abs(Date.now() - testNow().getTime())).toBeLessThan(60_000);
  });

  it('reads its instant from ORIEL_TEST_NOW, then ORIEL_E2E_NOW, then the first browser instant, and refuses a bad one', () => {
    expect(testNow({}).toISOString()).toBe(new native(TEST_INSTANTS[0]![1]).toISOString());
    expect(testNow({ ORIEL_E2E_NOW: '2031-01-01T00:00:00Z' }).toISOString()).toBe('2031-01-01T00:00:00.000Z');
    expect(testNow({ ORIEL_TEST_NOW: '2032-01-01T00:00:00Z', ORIEL_E2E_NOW: '2031-01-01T00:00:00Z' }).getUTCFullYear()).toBe(2032);
    expect(() => testNow({ ORIEL_TEST_NOW: 'tomorrow' })).toThrow(/ISO date/);
  });

  it('a pinned Date made of another pins its own instant', () => {
    const D = pinnedDate(new native('2040-02-29T12:00:00Z'), native);
    expect(new D().toISOString().slice(0, 10)).toBe('2040-02-29');
    D.pin(new native('2041-01-01T00:00:00Z'));
    expect(new D(D.now()).getUTCFullYear()).toBe(2041);
  });
});
