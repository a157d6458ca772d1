/**
 * One local name per binding a widget's file imports from the runtime's (packages/elements/vite.widgets.config.ts).
 * Each module importing a runtime module has a proxy of its own, so the bundler writes the runtime's bindings in that
 * module's file: but it then imports a binding once per proxy, each under a local name of its own
 * (`import { H as object, H as object$2 } from "./runtime-….js"`), and the file spells every one of them out. Before
 * the minifier runs, each such binding is given the first of its names wherever the others are read, and imported
 * once. A name read where an inner declaration would shadow the one it takes is left as it is.
 */
import { analyze } from 'eslint-scope';

/** A piece of the chunk's code to write anew. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The ESTree nodes read here (the bundler's parser gives them with their offsets). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
interface Identifier extends Node {
  name: string;
}
interface Specifier extends Node {
  imported: Identifier & { value?: string };
  local: Identifier;
}
interface ImportDeclaration extends Node {
  source: { value: string };
  specifiers: Node[];
}

/** eslint-scope's view of a scope, as far as it is read here. */
interface Scope {
  type: string;
  upper: Scope | null;
  set: Map<string, unknown>;
  references: { identifier: Identifier; resolved: { name: string; scope: Scope } | null }[];
  childScopes: Scope[];
}

const importedName = (s: Specifier) => s.imported.name ?? s.imported.value!;

/** Every node of the tree under `node`, each with its parent. */
function walk(node: Node, visit: (node: Node, parent: Node | null) => void, parent: Node | null = null): void {
  visit(node, parent);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit, node);
  }
}
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The edits that import each binding of `runtime` (the runtime's file, as the chunk writes it) once, under the first
 * name the chunk gave it. `program` is the chunk's tree (ESTree, with offsets into the code the edits apply to).
 */
export function runtimeAliasEdits(program: Node, runtime: string): Edit[] {
  const declarations = (program.body as Node[]).filter(
    (n): n is ImportDeclaration => n.type === 'ImportDeclaration' && (n as ImportDeclaration).source.value === runtime,
  );
  if (!declarations.length) return [];
  const specifiers = declarations.flatMap((d) => d.specifiers.filter((s): s is Specifier => s.type === 'ImportSpecifier'));
  // each binding's first local name
  const first = new Map<string, string>();
  const renamed = new Map<string, string>();
  for (const s of specifiers) {
    const name = importedName(s);
    const kept = first.get(name);
    if (kept === undefined) first.set(name, s.local.name);
    else renamed.set(s.local.name, kept);
  }
  if (!renamed.size) return [];

  // where a name read is written once for two roles: `{ name }` becomes `{ name: other }`, `export { name }` becomes
  // `export { other as name }`
  const shorthand = new Map<number, (local: string, kept: string) => string>();
  walk(program, (node) => {
    // eslint-scope reads offsets as ESLint's parser writes them
    node.range ??= [node.start, node.end];
    if (node.type === 'Property' && node.shorthand) shorthand.set((node.value as Node).start, (local, kept) => `${local}: ${kept}`);
    if (node.type === 'ExportSpecifier' && (node.local as Node).start === (node.exported as Node).start)
      shorthand.set((node.local as Node).start, (local, kept) => `${kept} as ${local}`);
  });
  const manager = analyze(program as never, { ecmaVersion: 2022, sourceType: 'module' }) as unknown as { scopes: Scope[] };
  const moduleScope = manager.scopes.find((s) => s.type === 'module')!;
  /** the name `kept` read from `scope` reaches the module's own binding: no scope between declares it */
  const reaches = (scope: Scope, kept: string) => {
    for (let s: Scope | null = scope; s && s !== moduleScope; s = s.upper) if (s.set.has(kept)) return false;
    return true;
  };
  const reads = new Map<string, { scope: Scope; identifier: Identifier }[]>();
  const visit = (scope: Scope) => {
    for (const r of scope.references)
      if (r.resolved?.scope === moduleScope && renamed.has(r.resolved.name)) {
        const list = reads.get(r.resolved.name) ?? [];
        list.push({ scope, identifier: r.identifier });
        reads.set(r.resolved.name, list);
      }
    scope.childScopes.forEach(visit);
  };
  visit(moduleScope);

  const edits: Edit[] = [];
  const dropped = new Set<string>();
  for (const [local, kept] of renamed) {
    const found = reads.get(local) ?? [];
    if (!found.every((read) => reaches(read.scope, kept))) continue;
    dropped.add(local);
    for (const { identifier } of found)
      edits.push({ start: identifier.start, end: identifier.end, text: shorthand.get(identifier.start)?.(local, kept) ?? kept });
  }
  if (!dropped.size) return [];
  // the declarations, each without the names it no longer needs
  for (const d of declarations) {
    const left = d.specifiers.filter((s) => !(s.type === 'ImportSpecifier' && dropped.has((s as Specifier).local.name)));
    const written = left.map((s) => {
      const spec = s as Specifier;
      if (s.type !== 'ImportSpecifier') return null;
      const name = importedName(spec);
      return name === spec.local.name ? name : `${name} as ${spec.local.name}`;
    });
    // a namespace or default import is written as the chunk wrote it
    if (written.includes(null)) continue;
    edits.push({ start: d.start, end: d.end, text: left.length ? `import { ${written.join(', ')} } from ${JSON.stringify(runtime)};` : '' });
  }
  return edits;
}
