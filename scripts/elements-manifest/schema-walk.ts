/**
 * Reads an element's attribute schema (zod v4 mini) through its `_zod.def` tree: the attributes, the values each
 * accepts, its default, whether it is required. `z.toJSONSchema` cannot do it: every lenient reader starts with a
 * transform (a string attribute or a builder JSON value), which JSON Schema cannot represent; here a pipe is read
 * by the side that checks the value (see `through`).
 */

/** What an attribute's value may be, as an integrator writes it. */
export type AttrType =
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'list'; readonly of: AttrType }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'number'; readonly integer: boolean; readonly nullable: boolean; readonly min?: Bound; readonly max?: Bound }
  | { readonly kind: 'string' };

export interface Bound {
  readonly value: number;
  readonly inclusive: boolean;
}

export interface SchemaAttribute {
  /** the schema key: the attribute's name without `data-` */
  readonly key: string;
  readonly type: AttrType;
  readonly required: boolean;
  /** the schema's default, as the parsed value (`['OPEN']`, `2`, `'aside'`) */
  readonly default?: unknown;
  /** for a union of objects: the discriminator values of the branches that read it (every branch: absent) */
  readonly appliesTo?: readonly string[];
}

/** The part of zod's internals this reads (zod/v4/core `$ZodTypeDef`). */
interface Def {
  readonly type: string;
  readonly innerType?: Node;
  readonly in?: Node;
  readonly out?: Node;
  readonly shape?: Readonly<Record<string, Node>>;
  readonly options?: readonly Node[];
  readonly element?: Node;
  readonly entries?: Readonly<Record<string, string | number>>;
  readonly values?: readonly unknown[];
  readonly defaultValue?: unknown;
  readonly format?: string;
  readonly checks?: readonly { readonly _zod: { readonly def: { readonly check: string; readonly value?: unknown; readonly inclusive?: boolean } } }[];
}
export interface Node {
  readonly _zod: { readonly def: Def };
}

const def = (node: Node): Def => node._zod.def;

/**
 * The side of a pipe that says what the value is: its output (`pipe(lenientStringList, array(enum))` accepts a comma
 * list of the enum's values), unless the output only transforms what the input checked (`pipe(enum(['1','2']), toNumber)`).
 */
const through = (d: Def): Node => (def(d.out!).type === 'transform' ? d.in! : d.out!);

/** Unwraps defaults, optionals and pipes down to the schema that says what the value is. */
interface Unwrapped {
  readonly node: Node;
  readonly optional: boolean;
  readonly default?: unknown;
  readonly bounds: { min?: Bound; max?: Bound };
}

function unwrap(node: Node): Unwrapped {
  let optional = false;
  let fallback: unknown;
  let hasDefault = false;
  const bounds: { min?: Bound; max?: Bound } = {};
  for (;;) {
    const d = def(node);
    for (const c of d.checks ?? []) {
      const { check, value, inclusive = false } = c._zod.def;
      if (check === 'greater_than' && typeof value === 'number') bounds.min = { value, inclusive };
      if (check === 'less_than' && typeof value === 'number') bounds.max = { value, inclusive };
    }
    if (d.type === 'default' || d.type === 'prefault') {
      if (!hasDefault) [fallback, hasDefault] = [d.defaultValue, true];
      node = d.innerType!;
    } else if (d.type === 'optional') {
      optional = true;
      node = d.innerType!;
    } else if (d.type === 'pipe') {
      node = through(d);
    } else break;
  }
  return { node, optional: optional || hasDefault, ...(hasDefault ? { default: fallback } : {}), bounds };
}

/** The value type of one schema node (defaults and optionals already unwrapped or not). */
export function attrType(node: Node): AttrType {
  const { node: inner, bounds } = unwrap(node);
  const d = def(inner);
  switch (d.type) {
    case 'enum':
      return { kind: 'enum', values: Object.values(d.entries ?? {}).map(String) };
    case 'literal':
      return { kind: 'enum', values: (d.values ?? []).map(String) };
    case 'array':
      return { kind: 'list', of: attrType(d.element!) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'number':
      return { kind: 'number', integer: /int/.test(d.format ?? ''), nullable: false, ...bounds };
    case 'nullable': {
      const t = attrType(d.innerType!);
      return t.kind === 'number' ? { ...t, nullable: true } : t;
    }
    case 'string':
      return { kind: 'string' };
    default:
      throw new Error(`elements-manifest: no attribute type for a zod "${d.type}" schema`);
  }
}

/** Finds the object (or union of objects) an element schema parses its attributes with, through its pipes. */
function objects(node: Node): readonly Node[] {
  const d = def(node);
  if (d.type === 'object') return [node];
  if (d.type === 'union') return (d.options ?? []).flatMap(objects);
  if (d.type === 'pipe') return objects(through(d));
  throw new Error(`elements-manifest: an element schema must be an object or a union of objects, not "${d.type}"`);
}

/** A key every branch holds as a literal or enum: the union's discriminator (`kind`). */
function discriminator(branches: readonly Node[]): string | undefined {
  if (branches.length < 2) return undefined;
  const keys = Object.keys(def(branches[0]!).shape ?? {});
  return keys.find((k) =>
    branches.every((b) => {
      const field = def(b).shape?.[k];
      return field !== undefined && attrType(field).kind === 'enum' && !unwrap(field).optional;
    }),
  );
}

/** How specific a type is: a list of known values says more than a list of strings. */
const specificity = (t: AttrType): number => (t.kind === 'string' ? 0 : t.kind === 'list' ? 1 + specificity(t.of) : 2);

/** Every attribute of an element schema, required ones first, then in schema order (a union: its branches' attributes merged). */
export function schemaAttributes(schema: Node): SchemaAttribute[] {
  const branches = objects(schema);
  const tag = discriminator(branches);
  const branchValues = branches.map((b) => {
    const field = tag ? def(b).shape?.[tag] : undefined;
    const t = field ? attrType(field) : undefined;
    return t?.kind === 'enum' ? t.values : [];
  });
  const out = new Map<string, SchemaAttribute & { appliesTo?: string[] }>();
  branches.forEach((branch, i) => {
    for (const [key, field] of Object.entries(def(branch).shape ?? {})) {
      const u = unwrap(field);
      const type = attrType(field);
      const known = out.get(key);
      if (!known) {
        out.set(key, {
          key,
          type,
          required: !u.optional,
          ...('default' in u ? { default: u.default } : {}),
          ...(tag && key !== tag ? { appliesTo: [...branchValues[i]!] } : {}),
        });
        continue;
      }
      const merged: SchemaAttribute & { appliesTo?: string[] } = {
        ...known,
        // the discriminator accepts every branch's values
        type:
          key === tag && known.type.kind === 'enum' && type.kind === 'enum'
            ? { kind: 'enum', values: [...known.type.values, ...type.values] }
            : specificity(type) > specificity(known.type)
              ? type
              : known.type,
        required: known.required && !u.optional,
        ...(known.appliesTo ? { appliesTo: [...known.appliesTo, ...branchValues[i]!] } : {}),
      };
      out.set(key, merged);
    }
  });
  const all = branchValues.flat().length;
  const merged = [...out.values()].map(({ appliesTo, ...a }) =>
    // an attribute every branch reads applies to all (no need to say so); one some branches lack is never required
    appliesTo && appliesTo.length < all ? { ...a, required: false, appliesTo } : a,
  );
  // required attributes first (the discriminator), then schema order
  return merged.sort((a, b) => Number(b.required) - Number(a.required));
}
