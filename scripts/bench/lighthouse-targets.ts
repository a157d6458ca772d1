// The pages a Lighthouse bench audits (lighthouse.ts, lantern.ts).
import type { PageToCheck } from '../../test/e2e/pages';

/**
 * The pages `wanted` names (BENCH_PAGES): `fallback` when unset, every page with `all`, else comma-separated names or
 * name prefixes of test/e2e/pages.ts.
 */
export function pagesNamed(all: PageToCheck[], wanted: string | undefined, fallback: readonly string[]): PageToCheck[] {
  if (wanted === 'all') return all;
  const names = wanted ? wanted.split(',') : fallback;
  return names.map((name) => {
    const page = all.find((p) => p.name === name) ?? all.find((p) => p.name.startsWith(name) && name.length > 'shell '.length);
    if (!page) throw new Error(`no page named "${name}" in test/e2e/pages.ts`);
    return page;
  });
}
