/**
 * Two message trees as one: the shell's catalogue adds leaves to namespaces of the main one (forms.errors, request…),
 * and the main catalogue is its two parts (en.ts).
 */
export function mergeMessages<A extends object, B extends object>(a: A, b: B): A & B {
  const out = { ...a } as Record<string, unknown>;
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = prev && typeof prev == 'object' && v && typeof v == 'object' ? mergeMessages(prev, v as object) : v;
  }
  return out as A & B;
}

/** Adds `b`'s leaves into `a` itself, so a translator already walking `a` finds them (load.ts). */
export function mergeInto(a: object, b: object): void {
  const target = a as Record<string, unknown>;
  for (const [k, v] of Object.entries(b)) {
    const prev = target[k];
    if (prev && typeof prev == 'object' && v && typeof v == 'object') mergeInto(prev, v as object);
    else target[k] = v;
  }
}
