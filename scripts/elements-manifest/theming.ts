/**
 * The custom properties every element reads and the parts each exposes, read from docs/theming.md's two tables, where
 * integrators read them: the manifest repeats them rather than keeping a second list.
 */

export interface Theming {
  readonly properties: readonly { readonly name: string; readonly description: string; readonly default?: string }[];
  readonly parts: readonly { readonly name: string; readonly tag: string; readonly description: string }[];
}

/** The body rows of the first table under `heading`, as cells. */
function rows(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`docs/theming.md: no "${heading}" section`);
  const table = lines.slice(start + 1).filter((_, i, all) => all.slice(0, i + 1).some((l) => l.startsWith('|')));
  const end = table.findIndex((l) => !l.startsWith('|'));
  return (end < 0 ? table : table.slice(0, end)).slice(2).map((l) =>
    l
      .replace(/\\\|/g, '\0')
      .split('|')
      .slice(1, -1)
      .map((c) => c.replace(/\0/g, '|').trim()),
  );
}

const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

export function readTheming(markdown: string): Theming {
  // a row naming several properties (the reserved heights) is each element's own: their .docs.ts say them
  const properties = rows(markdown, '## Custom properties')
    .filter(([name = '']) => codes(name).length === 1)
    .map(([name = '', fallback = '', what = '']) => {
      const code = /^`([^`]+)`/.exec(fallback)?.[1];
      return { name: codes(name)[0]!, description: what, ...(code ? { default: code } : {}) };
    });
  const parts = rows(markdown, '## Parts').flatMap(([part = '', element = '', what = '']) =>
    [...element.matchAll(/<([a-z-]+)>/g)].map((m) => ({ name: codes(part)[0] ?? part, tag: m[1]!, description: what })),
  );
  if (!properties.length || !parts.length) throw new Error('docs/theming.md: its custom properties or parts table is empty');
  return { properties, parts };
}
