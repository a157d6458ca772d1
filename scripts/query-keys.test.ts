import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// vitest runs from the repository root
const SKIP = /(?:^|\/)(?:node_modules|dist|dist-server|testing)(?:\/|$)|\.test\.tsx?$/;
const sources = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true }) as string[]).map((f) => `${dir}/${f}`).filter((f) => /\.tsx?$/.test(f) && !SKIP.test(f));

/**
 * A query key written by hand where the cache takes one (useQuery, queries.query, queries.invalidate): a
 * string, a template or an array literal. Keys come from their area's factory (core's `api/*.keys.ts`), so a view
 * and an invalidation name the same segments.
 */
function handWrittenKeys(text: string): string[] {
  return text.match(/\b(?:useQuery(?:<[^>]*>)?|queries\.(?:query|invalidate))\(\s*['"`[]/g) ?? [];
}

const files = ['ui', 'elements', 'shell'].flatMap((p) => sources(`packages/${p}/src`));

describe('query keys come from the factories', () => {
  it('finds what it looks for (the check below can fail)', () => {
    expect(handWrittenKeys("useQuery('checkout', () => api.getCheckoutData())")).toHaveLength(1);
    expect(handWrittenKeys('useQuery<{ data: Offer[] }>(`${kind}:${JSON.stringify(params)}`, load)')).toHaveLength(1);
    expect(handWrittenKeys("void runtime.queries.invalidate('estimate:');")).toHaveLength(1);
    expect(handWrittenKeys("runtime.queries.query(['account', cuid], load)")).toHaveLength(1);
    expect(handWrittenKeys('useQuery(catalogKeys.activity(cuid), load); queries.invalidate(accountKeys.all)')).toEqual([]);
  });

  it('no source of ui, elements or shell writes a key by hand', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => handWrittenKeys(readFileSync(f, 'utf8')).map((m) => `${f}: ${m}`));
    expect(found).toEqual([]);
  });
});
