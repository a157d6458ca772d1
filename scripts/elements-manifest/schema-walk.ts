/**
 * Reads an element's attribute schema (valibot) through its schema objects: the attributes, the values each accepts,
 * its default, whether it is required. A JSON Schema conversion cannot do it: every lenient reader starts with a
 * transform (a string attribute or a builder JSON value), which JSON Schema cannot represent; here a pipe is read by
 * the schema that checks the value (see `through`).
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

/** A valibot schema, as the registry holds it (read through `Node`). */
export type Schema = object;

/** The part of valibot's schema objects this reads (a schema, or a pipe's action). */
interface Node {
  readonly kind: string;
  readonly type: string;
  /** a pipe: the schema first, then its actions and schemas in order */
  readonly pipe?: readonly Node[];
  readonly wrapped?: Node;
  readonly default?: unknown;
  readonly entries?: Readonly<Record<string, Node>>;
  /** a union's or variant's branches; a picklist's values */
  readonly options?: readonly unknown[];
  readonly item?: Node;
  readonly literal?: unknown;
  readonly requirement?: unknown;
  readonly getter?: (input: unknown) => Node;
  /** valibot's own parse step (its dataset API) */
  readonly '~run'?: (dataset: { value: unknown }, config: object) => { value: unknown };
}

/**
 * The schema of a pipe that says what the value is: its last schema (`pipe(unknown(), transform(split), array(picklist))`
 * accepts a comma list of the picklist's values), else the schema it starts from (`pipe(picklist(['1','2']),
 * transform(toNumber))` the picklist's, `pipe(number(), minValue(1))` a number).
 */
const through = (node: Node): Node =>
  node
    .pipe!.slice(1)
    .reverse()
    .find((item) => item.kind === 'schema') ?? node.pipe![0]!;

/** Unwraps defaults, optionals, lazies and pipes down to the schema that says what the value is. */
interface Unwrapped {
  readonly node: Node;
  readonly optional: boolean;
  readonly nullable: boolean;
  readonly integer: boolean;
  readonly default?: unknown;
  readonly bounds: { min?: Bound; max?: Bound };
}

function unwrap(start: Node): Unwrapped {
  let node = start;
  let optional = false;
  let nullable = false;
  let integer = false;
  let fallback: unknown;
  let hasDefault = false;
  const bounds: { min?: Bound; max?: Bound } = {};
  for (;;) {
    for (const action of node.pipe?.slice(1) ?? []) {
      const value = action.requirement;
      if (action.type === 'integer' || action.type === 'safe_integer') integer = true;
      if (typeof value !== 'number') continue;
      if (action.type === 'min_value' || action.type === 'gt_value') bounds.min = { value, inclusive: action.type === 'min_value' };
      if (action.type === 'max_value' || action.type === 'lt_value') bounds.max = { value, inclusive: action.type === 'max_value' };
    }
    if (node.pipe) {
      node = through(node);
      continue;
    }
    if (node.type === 'optional' || node.type === 'nullish' || node.type === 'nullable') {
      if (node.type !== 'nullable') optional = true;
      if (node.type !== 'optional') nullable = true;
      // the default as parsed: valibot runs it through the schema it wraps (`'2'` read as 2)
      if (!hasDefault && node.default !== undefined) [fallback, hasDefault] = [node['~run']!({ value: undefined }, {}).value, true];
      node = node.wrapped!;
    } else if (node.type === 'lazy') {
      node = node.getter!(undefined);
    } else break;
  }
  return { node, optional: optional || hasDefault, nullable, integer, ...(hasDefault ? { default: fallback } : {}), bounds };
}

/** The value type of one schema node (defaults and optionals already unwrapped or not). */
export function attrType(schema: Schema): AttrType {
  const { node: inner, bounds, integer, nullable } = unwrap(schema as Node);
  switch (inner.type) {
    case 'picklist':
    case 'enum':
      return { kind: 'enum', values: (inner.options ?? []).map(String) };
    case 'literal':
      return { kind: 'enum', values: [String(inner.literal)] };
    case 'array':
      return { kind: 'list', of: attrType(inner.item!) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'number':
      return { kind: 'number', integer, nullable, ...bounds };
    case 'string':
      return { kind: 'string' };
    default:
      throw new Error(`elements-manifest: no attribute type for a valibot "${inner.type}" schema`);
  }
}

/** Finds the object (or union of objects) an element schema parses its attributes with, through its pipes. */
function objects(node: Node): readonly Node[] {
  if (node.pipe) return objects(through(node));
  if (node.type === 'object' || node.type === 'loose_object') return [node];
  if (node.type === 'union' || node.type === 'variant') return (node.options as readonly Node[]).flatMap(objects);
  if (node.type === 'lazy') return objects(node.getter!(undefined));
  throw new Error(`elements-manifest: an element schema must be an object or a union of objects, not "${node.type}"`);
}

/** A key every branch holds as a literal or enum: the union's discriminator (`kind`). */
function discriminator(branches: readonly Node[]): string | undefined {
  if (branches.length < 2) return undefined;
  const keys = Object.keys(branches[0]!.entries ?? {});
  return keys.find((k) =>
    branches.every((b) => {
      const field = b.entries?.[k];
      return field !== undefined && attrType(field).kind === 'enum' && !unwrap(field).optional;
    }),
  );
}

/** How specific a type is: a list of known values says more than a list of strings. */
const specificity = (t: AttrType): number => (t.kind === 'string' ? 0 : t.kind === 'list' ? 1 + specificity(t.of) : 2);

/** Every attribute of an element schema, required ones first, then in schema order (a union: its branches' attributes merged). */
export function schemaAttributes(schema: Schema): SchemaAttribute[] {
  const branches = objects(schema as Node);
  const tag = discriminator(branches);
  const branchValues = branches.map((b) => {
    const field = tag ? b.entries?.[tag] : undefined;
    const t = field ? attrType(field) : undefined;
    return t?.kind === 'enum' ? t.values : [];
  });
  const out = new Map<string, SchemaAttribute & { appliesTo?: string[] }>();
  branches.forEach((branch, i) => {
    for (const [key, field] of Object.entries(branch.entries ?? {})) {
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
