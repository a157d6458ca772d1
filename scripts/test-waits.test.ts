import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// vitest runs from the repository root
const SKIP = /(?:^|\/)(?:node_modules|dist|dist-server)(?:\/|$)|\/tmp-[^/]*$/;
const testFiles = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true }) as string[]).map((f) => `${dir}/${f}`).filter((f) => /\.test\.tsx?$/.test(f) && !SKIP.test(f));

/** `expect(await …findBy…(…)).toBeTruthy()` and the getBy form: the query throws when the element is absent, so they assert nothing more. */
function vacuousAssertions(text: string): string[] {
  const call = String.raw`\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)`;
  const chain = String.raw`(?:[\w$]+(?:${call})?!?\.)*`;
  const found = new RegExp(String.raw`expect\(\s*(?:await\s+)?${chain}(?:find|get)(?:All)?By\w+${call}\s*,?\s*\)\s*\.toBeTruthy\(\)`, 'g');
  return text.match(found) ?? [];
}

/** A wait for a fixed time: a condition is waited for instead, and a proof that nothing happens goes through nothingHappensFor. */
function fixedWaits(text: string): string[] {
  return text.match(/\.waitForTimeout\(|new Promise\(\s*\(?(\w+)\)?\s*=>\s*setTimeout\(\s*\1\s*,\s*[1-9]/g) ?? [];
}

/** Fixed waits still to be rewritten as conditions, per file: the count may only fall (then lower it here). */
const ALLOWED_WAITS: Record<string, number> = {
  // the clock's own test: real time passes while Date is pinned
  'test/clock/pinned-date.test.ts': 1,
  'demo/api/test/concurrency.test.ts': 1,
  'demo/api/test/ops-health.test.ts': 1,
  'demo/api/test/ops-signals.test.ts': 2,
  'test/e2e/account.test.ts': 1,
  'test/e2e/catalog.test.ts': 1,
  'test/e2e/toasts.test.ts': 2,
};

const files = [...['core', 'ui', 'elements', 'shell'].flatMap((p) => testFiles(`packages/${p}/src`)), ...testFiles('demo/api'), ...testFiles('test')].filter(
  (f) => f !== 'scripts/test-waits.test.ts',
);

describe('tests wait for conditions and assert what they mean', () => {
  it('finds what it looks for (the checks below can fail)', () => {
    expect(vacuousAssertions("expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeTruthy();")).toHaveLength(1);
    expect(vacuousAssertions("expect(\n  within(main).getByText(\n    'Voies de recours (1)',\n  ),\n).toBeTruthy();")).toHaveLength(1);
    expect(vacuousAssertions('expect(screen.getAllByRole(`row`)[0]).toBeTruthy();')).toEqual([]);
    expect(vacuousAssertions("expect(screen.queryByRole('alert')).toBeTruthy();")).toEqual([]);
    expect(fixedWaits('await page.waitForTimeout(300);')).toHaveLength(1);
    expect(fixedWaits('await new Promise((r) => setTimeout(r, 20));')).toHaveLength(1);
    expect(fixedWaits('await new Promise((ok) => setTimeout(ok, 0));')).toEqual([]);
  });

  it('no expect(findBy/getBy…).toBeTruthy() in a test file', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => vacuousAssertions(readFileSync(f, 'utf8')).map((m) => `${f}: ${m.replace(/\s+/g, ' ')}`));
    expect(found).toEqual([]);
  });

  it('no fixed wait in a test file beyond the ones listed, and the list is no longer than the waits left', () => {
    const counts = Object.fromEntries(files.map((f) => [f, fixedWaits(readFileSync(f, 'utf8')).length] as const).filter(([, n]) => n > 0));
    const listed = Object.fromEntries(Object.keys(ALLOWED_WAITS).map((f) => [f, counts[f] ?? 0]));
    expect({ ...counts, ...listed }).toEqual(ALLOWED_WAITS);
  });
});
