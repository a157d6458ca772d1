/**
 * Which file each module of an element's lazy halves goes to, so that a customer's screen comes in a few files rather
 * than in one per module two of its chunks share (docs/decisions/0027-account-chunks.md): on HTTP/1.1 every file past a
 * connection's six waits a round trip more. Read from the bundler's own chunks for that element (a first pass), whose
 * modules are those its tree-shaking kept and whose imports are those the code makes:
 *
 * - `shared`: what the visitor's half and the customer's half both load, in one file for both;
 * - `area`: the customer's area and what it loads that the visitor's half does not, in one file: loaded before any
 *   of its screens, it costs a screen nothing it would not load anyway;
 * - `screens`: what two screen groups or more load and neither the area nor the visitor's half does, in one file.
 *
 * What one screen group alone loads stays in its chunk, and nothing a visitor loads grows by a customer's code.
 */
export const LAZY_GROUPS = ['shared', 'area', 'screens'] as const;
export type LazyGroup = (typeof LAZY_GROUPS)[number];

export interface LazyRoots {
  /** the visitor's half (the sign-in views) */
  readonly visitor: RegExp;
  /** the customer's area, whose file loads before any of its screens */
  readonly area: RegExp;
  /** the screen groups, each a chunk of its own */
  readonly screens: RegExp;
}

/** A chunk of the first pass: its file, the module it was made for (a lazy chunk's), its modules and static imports. */
export interface ChunkNode {
  readonly file: string;
  readonly isEntry: boolean;
  readonly facade: string | null;
  readonly modules: readonly string[];
  readonly imports: readonly string[];
}

/** The files `root` loads with it: itself and what it imports statically, transitively. */
function loads(byFile: ReadonlyMap<string, ChunkNode>, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !byFile.has(file)) continue;
    seen.add(file);
    stack.push(...byFile.get(file)!.imports);
  }
  return seen;
}

/** Each module's group; a module none names stays where the bundler puts it. */
export function lazyGroups(chunks: readonly ChunkNode[], roots: LazyRoots): Map<string, LazyGroup> {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const rooted = (re: RegExp) => chunks.filter((c) => !c.isEntry && c.facade !== null && re.test(c.facade)).map((c) => c.file);
  const union = (files: string[]) => new Set(files.flatMap((file) => [...loads(byFile, file)]));
  const visitorRoots = rooted(roots.visitor);
  const screensRoots = rooted(roots.screens);
  const visitor = union(visitorRoots);
  const area = union(rooted(roots.area));
  const screens = screensRoots.map((file) => loads(byFile, file));
  // the element's own file keeps its modules; a root other than the area's is its own chunk
  const kept = new Set([...visitorRoots, ...screensRoots]);
  const groups = new Map<string, LazyGroup>();
  for (const chunk of chunks) {
    if (chunk.isEntry || kept.has(chunk.file)) continue;
    const withScreens = screens.filter((set) => set.has(chunk.file)).length;
    let group: LazyGroup | undefined;
    if (visitor.has(chunk.file)) group = area.has(chunk.file) || withScreens > 0 ? 'shared' : undefined;
    else if (area.has(chunk.file)) group = 'area';
    else if (withScreens > 1) group = 'screens';
    if (group) for (const id of chunk.modules) groups.set(id, group);
  }
  return groups;
}
