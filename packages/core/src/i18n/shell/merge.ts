/** Two message trees as one: the shell's catalogue adds leaves to namespaces of the main one (forms.errors, request…). */
export function mergeMessages<A extends object, B extends object>(a: A, b: B): A & B {
  const out = { ...a } as Record<string, unknown>;
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = prev && typeof prev == 'object' && v && typeof v == 'object' ? mergeMessages(prev, v as object) : v;
  }
  return out as A & B;
}
