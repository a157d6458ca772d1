import { describe, expect, it } from 'vitest';
import { hasZoneRule, ruleOffset, ruleZones } from './zone-rules';

const HOUR = 3_600_000;

/** Intl's offset of `zone` at `ms`, from its wall-clock parts. */
const formats = new Map<string, Intl.DateTimeFormat>();
function intlOffset(zone: string, ms: number): number {
  let f = formats.get(zone);
  if (!f)
    formats.set(
      zone,
      (f = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })),
    );
  const p = Object.fromEntries(f.formatToParts(ms).map((part) => [part.type, part.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute)) - Math.floor(ms / 60_000) * 60_000;
}

describe('zone rules', () => {
  it('give Intl’s offset an hour and a minute around every change, and mid-winter and mid-summer, from 1997 to 2040', () => {
    const wrong: string[] = [];
    for (const zone of ruleZones()) {
      for (let year = 1997; year <= 2040; year++) {
        const instants = [Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 12), Date.UTC(year, 11, 31, 23, 59)];
        // the days an EU change can fall on: the last week of March and of October
        for (const month of [2, 9])
          for (let day = 25; day <= 31; day++) for (const m of [-61, -1, 0, 1, 61]) instants.push(Date.UTC(year, month, day, 1) + m * 60_000);
        for (const ms of instants)
          if (ruleOffset(zone, ms) !== intlOffset(zone, ms))
            wrong.push(`${zone} ${new Date(ms).toISOString()}: ${ruleOffset(zone, ms)! / HOUR} h, Intl ${intlOffset(zone, ms) / HOUR} h`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answer nothing for another zone, a year before the common rule or an invalid instant: Intl decides', () => {
    expect(ruleOffset('America/New_York', Date.UTC(2026, 0, 1))).toBeNull();
    expect(ruleOffset('Europe/Brussels', Date.UTC(1996, 6, 1))).toBeNull();
    expect(ruleOffset('Europe/Brussels', Number.NaN)).toBeNull();
    expect(ruleOffset('UTC', Number.NaN)).toBeNull();
    expect(hasZoneRule('Europe/Brussels')).toBe(true);
    expect(hasZoneRule('europe/brussels')).toBe(false);
    expect(hasZoneRule('Mars/Olympus')).toBe(false);
  });
});
