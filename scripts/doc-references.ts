// What the docs and the code's comments point at, read out of their text: repository paths, and the tests that
// docs/security.md names as each defence's evidence. doc-references.test.ts checks them against the tree.

/** A path from the repository root; a package's own `ui/src/…` is read as `packages/ui/src/…`. */
const PATH = /(?<![\w./@$-])(?:packages|demo|scripts|docs|test|(?:core|ui|elements|shell)\/src)\/(?:\{[\w.,-]+\}|[\w.[\]/-])*[\w\]}]/g;

/** Build output, generated at build or test time: not in the tree until then. */
const GENERATED = /(?:^|\/)(?:dist|dist-server|node_modules|coverage|\.temp|cache)(?:\/|$)/;

/** The repository paths a text names, each once, in order. */
export function pathsIn(text: string): string[] {
  const found = new Set<string>();
  for (const [raw] of text.matchAll(PATH)) {
    const path = /^(?:core|ui|elements|shell)\//.test(raw) ? `packages/${raw}` : raw;
    for (const one of expand(path)) if (!GENERATED.test(one)) found.add(one);
  }
  return [...found];
}

/** A path with one set of choices, `start/after-{a,b}.ts`, as each path it names. */
function expand(path: string): string[] {
  const braces = /\{([^}]*)\}/.exec(path);
  return braces ? braces[1]!.split(',').map((choice) => path.replace(braces[0], choice)) : [path];
}

/** The comments of a JavaScript or TypeScript source (and whatever a string holds that looks like one: no path does). */
export function commentsOf(source: string): string {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:\w'"`])\/\/[^\n]*/g)].map((m) => m[0]).join('\n');
}

/** One test docs/security.md names: its file (as written, a file name) and the titles on the way to it. */
export interface NamedTest {
  file: string;
  titles: string[];
}

/**
 * The tests a security table's evidence cell names, written "`file.test.ts` › describe › test; › another test;
 * `other.test.ts` › …": a title may end in "…" (only its start is meant) and carry a remark in italics (*(guard)*).
 */
export function namedTests(cell: string): NamedTest[] {
  const tests: NamedTest[] = [];
  for (const part of cell.split(/;\s*(?=`[^`]+\.test\.tsx?`|›)/)) {
    const file = /^\s*`([^`]+\.test\.tsx?)`/.exec(part)?.[1];
    const titles = part
      .replace(/^\s*`[^`]+`/, '')
      .split('›')
      .map(title)
      .filter(Boolean);
    if (file) tests.push({ file, titles });
    else if (tests.length && titles.length) tests[tests.length - 1]!.titles.push(...titles);
  }
  return tests;
}

/** A title as the test file spells it: without the doc's remark, up to an ellipsis, straight apostrophes. */
function title(text: string): string {
  return text
    .replace(/\*\([^)]*\)\*/g, '')
    .replace(/…[\s\S]*$/, '')
    .replace(/[’‘]/g, "'")
    .trim();
}

/**
 * Whether a test file holds a title the doc names: word for word, where "{…}" stands for what the test's table fills
 * in and a closing "(…)" may be the doc's remark rather than the title's.
 */
export function holdsTitle(source: string, named: string): boolean {
  const text = source.replace(/[’‘]/g, "'").replace(/\\(['"`])/g, '$1');
  const holds = (t: string) =>
    t
      .replace(/\\\|/g, '|')
      .split(/\{[^}]*\}/)
      .map((piece) => piece.trim())
      .every((piece) => text.includes(piece));
  return holds(named) || holds(named.replace(/\s*\([^()]*\)$/, ''));
}

/** The evidence cells of docs/security.md: the last cell of each row of a table headed "test (file › name)". */
export function evidenceCells(markdown: string): string[] {
  const cells: string[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (/^\|.*\|\s*test \(file › name\)\s*\|\s*$/.test(line)) inTable = true;
    else if (!line.startsWith('|')) inTable = false;
    else if (inTable && !/^\|[-|\s]+\|$/.test(line))
      cells.push(
        line
          .replace(/\|\s*$/, '')
          .split(/(?<!\\)\|/)
          .pop()!,
      );
  }
  return cells;
}

/** The repository paths a text names that are not in the tree (`exists` answers for one path). */
export function danglingPaths(text: string, exists: (path: string) => boolean): string[] {
  return pathsIn(text).filter((path) => !exists(path));
}

/** The sections of docs/design.md a text cites: "design.md §5", "design §6.9", "docs/design.md §2a". */
export function designSectionsCited(text: string): string[] {
  return [...new Set([...text.matchAll(/\bdesign(?:\.md)?'?s? §\s?(\d+[a-z]?(?:\.\d+)?)/g)].map((m) => m[1]!))];
}

/** The sections docs/design.md has: its numbered headings ("## 5.", "### 2a.") and the numbered rules under them ("6.9"). */
export function designSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  let current = '';
  for (const line of markdown.split('\n')) {
    const heading = /^#{2,3} (\d+[a-z]?)\. /.exec(line);
    if (heading) sections.add((current = heading[1]!));
    const item = /^(\d+)\. /.exec(line);
    if (item && current) sections.add(`${current}.${item[1]}`);
  }
  return sections;
}

/**
 * History in a comment: issue and stop numbers, and figures before and after a change (a size, then an arrow, then the new size). A comment states
 * the rule and why; the history goes to the commit message and docs/decisions/. Spec sections ("000 §5") and WCAG
 * criteria ("1.4.10") are references, not history.
 */
const HISTORY = [
  /\bissues? \d+(?:\.\d+)?\b/gi,
  /\bstops? \d+\b/gi,
  // an issue's point written alone: a two-digit number and one decimal in brackets
  /\(\d{2}\.\d\)/g,
  /\b\d+(?:\.\d+)? ?(?:->|→) ?\d+(?:\.\d+)? ?(?:KB|ms)\b/g,
];

/** Each piece of history a text of comments holds, in order. */
export function historyIn(comments: string): string[] {
  return HISTORY.flatMap((pattern) => [...comments.matchAll(pattern)].map((m) => m[0]));
}
