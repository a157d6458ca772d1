// A module of its own: the widgets' runtime words its warnings with it, without the doctor's other checks.

interface Issue {
  path?: readonly PropertyKey[];
  message?: string;
  /** a union's branches (`<oriel-cards>` per kind): each branch's own issues */
  errors?: readonly (readonly Issue[])[];
}

/**
 * Words an element's `data-oriel-invalid` (its schema's issues as JSON, set by runtime/define-widget.tsx): each
 * data-attribute with its message; of a union, the branch that came closest (the one for the kind that was asked).
 */
export function invalidReason(raw: string): string {
  let issues: unknown;
  try {
    issues = JSON.parse(raw);
  } catch {
    return raw;
  }
  const leaves = (i: Issue): Issue[] => (i.errors?.length ? i.errors.reduce((a, b) => (b.length < a.length ? b : a)).flatMap(leaves) : [i]);
  const words = (Array.isArray(issues) ? (issues as Issue[]) : [])
    .flatMap(leaves)
    .map((i) => `${i.path?.length ? `data-${String(i.path[0])}` : 'attributes'}: ${i.message ?? 'invalid'}`);
  return [...new Set(words)].join('; ');
}
