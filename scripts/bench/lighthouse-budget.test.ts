import { describe, expect, it } from 'vitest';
import { judge, summaryTable, type RunFigures } from './lighthouse-budget';

const run = (over: Partial<RunFigures> = {}): RunFigures => ({
  score: 0.99,
  fcpMs: 1500,
  lcpMs: 2000,
  tbtMs: 60,
  cls: 0,
  kib: 120,
  shifted: [],
  listRequests: [],
  ...over,
});

describe('a page judged against its Lighthouse budget and floors', () => {
  it('passes on the medians: one noisy run does not fail the budget, two do', () => {
    expect(judge('shell', [run(), run({ score: 0.8, tbtMs: 400 }), run()])).toEqual({ budget: true, floor: [], median: { score: 0.99, tbtMs: 60, cls: 0 } });
    expect(judge('shell', [run(), run({ score: 0.8 }), run({ score: 0.9 })]).budget).toBe(false);
    expect(judge('shell', [run({ tbtMs: 150 }), run({ tbtMs: 101 })]).budget).toBe(false);
  });

  it("reads the site's higher budget", () => {
    expect(judge('shell', [run({ score: 0.96 })]).budget).toBe(true);
    expect(judge('site', [run({ score: 0.96 })]).budget).toBe(false);
  });

  it('is under the floor on a collapse, a shift in two runs, a late first paint or a request the HTML answered', () => {
    expect(judge('site', [run({ score: 0.5, tbtMs: 2000 })]).floor).toEqual(['median score 50 < 60', 'median TBT 2000 ms > 1500 ms']);
    expect(judge('site', [run({ cls: 0.01, shifted: ['<header>'] }), run()]).floor).toEqual([]);
    expect(judge('site', [run({ cls: 0.01, shifted: ['<header>'] }), run({ cls: 0.02, shifted: ['<nav>'] })]).floor).toEqual([
      'a layout shift in 2 runs: 0.0100 of <header> ; 0.0200 of <nav>',
    ]);
    expect(judge('shell', [run({ fcpMs: 3300 })]).floor).toEqual(['first paint waits for the scripts (FCP 3.3 s > 2.5 s)']);
    expect(judge('site', [run({ fcpMs: 3300 })]).floor).toEqual([]);
    expect(judge('shell', [run({ listRequests: ['http://api/api/availabilities?x=1'] })]).floor).toEqual([
      'what the HTML carries was asked again: http://api/api/availabilities?x=1',
    ]);
  });

  it('fails the budget on a shift in most runs, not in one', () => {
    expect(judge('site', [run({ cls: 0.002 }), run(), run()]).budget).toBe(true);
    expect(judge('site', [run({ cls: 0.002 }), run({ cls: 0.001 }), run()])).toMatchObject({ budget: false, median: { cls: 0.001 } });
  });

  it('tables each page against its budget, a mark on each figure out of it, the floor under its row', () => {
    const table = summaryTable([
      { name: 'shell ', kind: 'shell', verdict: judge('shell', [run({ score: 0.97, tbtMs: 168 })]) },
      { name: 'site stages.html', kind: 'site', verdict: judge('site', [run({ tbtMs: 90 })]) },
      { name: 'site index.html', kind: 'site', verdict: judge('site', [run({ cls: 0.01, shifted: ['<p>'] }), run({ cls: 0.02, shifted: ['<p>'] })]) },
    ]).split('\n');
    expect(table[1]).toMatch(/^FAIL shell +ok 97 ≥ 95 +NO 168 ≤ 100 ms +ok 0\.000 = 0/);
    expect(table[2]).toMatch(/^PASS site stages\.html +ok 99 ≥ 98 +ok 90 ≤ 100 ms +ok 0\.000 = 0/);
    expect(table[3]).toMatch(/^FAIL site index\.html +ok 99 ≥ 98 +ok 60 ≤ 100 ms +NO 0\.015 = 0/);
    expect(table[4]).toBe('     UNDER THE FLOOR: a layout shift in 2 runs: 0.0100 of <p> ; 0.0200 of <p>');
  });

  it("holds a client-rendered shell page (cart, sign-in, account) to neither the served pages' first paint nor their requests", () => {
    const late = run({ fcpMs: 3300, listRequests: ['http://api/api/availabilities?x=1'] });
    expect(judge('shell', [late], false).floor).toEqual([]);
    expect(judge('shell', [late]).floor).toHaveLength(2);
  });

  it('needs a run', () => {
    expect(() => judge('site', [])).toThrow();
  });
});
