// The Lighthouse performance budgets of docs/design.md §5, judged with Lighthouse's mobile defaults, and the floors
// under them, and the verdict on a page's runs. A page's score moves by up to 9 points and its TBT by 300 ms between
// runs of one build on a 2-core machine (the simulated 4× slower CPU multiplies every hiccup), so the budget is read
// on the median of the runs; a floor is what no noise explains.

export const BUDGET = { shell: { score: 0.95, tbt: 100 }, site: { score: 0.98, tbt: 100 } } as const;

/**
 * Under these, the page fell, whatever the machine: a main thread blocked again as the shell's was before its
 * takeover went one section per task (TBT of seconds), a shell page whose first paint waits for its scripts again
 * (server-rendered, it paints in 1.4–1.6 s), a layout shift in two runs, or a request for what the HTML carries.
 */
export const FLOOR = { score: 0.6, tbt: 1500, shellFcp: 2500 } as const;

/** One run's figures, from its Lighthouse report. */
export interface RunFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kib: number;
  /** the shifted elements as Lighthouse names them, when the run shifted */
  shifted: string[];
  /** requests for the availabilities list, which a shell page's HTML already carries */
  listRequests: string[];
}

export interface Verdict {
  /** the medians meet the page's budget: score, TBT, and no layout shift (design §5: CLS 0) */
  budget: boolean;
  /** why the page is under its floor; empty when it is not */
  floor: string[];
  median: { score: number; tbtMs: number; cls: number };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * `served`: the page's HTML carries its markup and answers (the shell's server render); the floors on its first paint
 * and on asking again for what it carries hold for those only (a client-rendered page paints and asks after its scripts).
 */
export function judge(page: 'shell' | 'site', runs: RunFigures[], served = page === 'shell'): Verdict {
  if (runs.length === 0) throw new Error('a verdict needs at least one run');
  const budget = BUDGET[page];
  const m = { score: median(runs.map((r) => r.score)), tbtMs: median(runs.map((r) => r.tbtMs)), cls: median(runs.map((r) => r.cls)) };
  const floor: string[] = [];
  if (m.score < FLOOR.score) floor.push(`median score ${Math.round(m.score * 100)} < ${FLOOR.score * 100}`);
  if (m.tbtMs > FLOOR.tbt) floor.push(`median TBT ${Math.round(m.tbtMs)} ms > ${FLOOR.tbt} ms`);
  const shifting = runs.filter((r) => r.cls > 0);
  if (shifting.length >= 2)
    floor.push(`a layout shift in ${shifting.length} runs: ${shifting.map((r) => `${r.cls.toFixed(4)} of ${r.shifted.join(' | ')}`).join(' ; ')}`);
  if (page === 'shell' && served) {
    const slowPaint = runs.filter((r) => r.fcpMs > FLOOR.shellFcp);
    if (slowPaint.length)
      floor.push(`first paint waits for the scripts (FCP ${slowPaint.map((r) => (r.fcpMs / 1000).toFixed(1)).join(', ')} s > ${FLOOR.shellFcp / 1000} s)`);
    const asked = [...new Set(runs.flatMap((r) => r.listRequests))];
    if (asked.length) floor.push(`what the HTML carries was asked again: ${asked.join(', ')}`);
  }
  return { budget: m.score >= budget.score && m.tbtMs <= budget.tbt && m.cls === 0, floor, median: m };
}

/** One run as a line of the report. */
export function describeRun(r: RunFigures): string {
  return `score ${Math.round(r.score * 100)}  FCP ${(r.fcpMs / 1000).toFixed(1)} s  LCP ${(r.lcpMs / 1000).toFixed(1)} s  TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}  ${Math.round(r.kib)} KiB`;
}

/** A page's verdict, as the final table lists it. */
export interface PageVerdict {
  name: string;
  kind: 'shell' | 'site';
  verdict: Verdict;
}

/**
 * The final table: one row a page with its median score, TBT and CLS, each against its budget, and under a row the
 * reasons its page is under a floor.
 */
export function summaryTable(pages: PageVerdict[]): string {
  const shortName = (name: string) => (name.length > 48 ? `${name.slice(0, 47)}…` : name);
  const width = Math.max(4, ...pages.map((p) => shortName(p.name).length));
  const cell = (ok: boolean, text: string) => `${ok ? 'ok ' : 'NO '}${text}`.padEnd(20);
  const header = `${''.padEnd(4)} ${'page'.padEnd(width)}  ${'score'.padEnd(20)}${'TBT'.padEnd(20)}CLS`;
  const rows = pages.map(({ name, kind, verdict: v }) => {
    const budget = BUDGET[kind];
    const score = Math.round(v.median.score * 100);
    const tbt = Math.round(v.median.tbtMs);
    const row = `${v.budget ? 'PASS' : 'FAIL'} ${shortName(name).padEnd(width)}  ${cell(v.median.score >= budget.score, `${score} ≥ ${budget.score * 100}`)}${cell(
      v.median.tbtMs <= budget.tbt,
      `${tbt} ≤ ${budget.tbt} ms`,
    )}${cell(v.median.cls === 0, `${v.median.cls.toFixed(3)} = 0`)}`;
    return v.floor.length ? `${row.trimEnd()}\n     UNDER THE FLOOR: ${v.floor.join('; ')}` : row;
  });
  return [header, ...rows].map((line) => line.trimEnd()).join('\n');
}
