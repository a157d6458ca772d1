import * as v from 'valibot';
import { issueKeys } from '@oriel/core';
import { invalidReason as wordInvalid } from '../doctor/invalid-reason';
import { unknownAttributes } from './misuse';

/**
 * What `data-oriel-invalid` carries of each issue, the shape Oriel.doctor() words (doctor.logic.ts): the path as keys,
 * the message and, of a union, the issues of its branches (valibot lists them together: one branch here).
 */
interface InvalidReason {
  path: PropertyKey[];
  message: string;
  errors?: InvalidReason[][];
}
const reasonOf = (issue: v.BaseIssue<unknown>): InvalidReason => ({
  path: issueKeys(issue),
  // valibot's message names the accepted values and the one received
  message: issue.message,
  ...(issue.issues?.length ? { errors: [issue.issues.map(reasonOf)] } : {}),
});

/** A problem with an element's data-attributes, in the words of its console warning (`[oriel] <tag> {message}`). */
export interface AttributeProblem {
  /** the first attribute concerned */
  attribute: string | undefined;
  message: string;
}

export type AttributeCheck<P> = { ok: true; output: P; problem: AttributeProblem | null } | { ok: false; reason: string; problem: AttributeProblem };

/**
 * What an element makes of its data-attributes (without `data-`): the props, or, refused, the reason its
 * `data-oriel-invalid` keeps and the warning; an attribute it does not read is a problem either way. One function for
 * the element's warning and the docs' embed configurator, so both say the same.
 */
export function checkAttributes<P>(schema: v.GenericSchema<unknown, P>, attrs: Record<string, string>): AttributeCheck<P> {
  const parsed = v.safeParse(schema, attrs);
  const unknown = unknownAttributes(schema, attrs);
  if (!parsed.success) {
    const reason = JSON.stringify(parsed.issues.map(reasonOf));
    const words = wordInvalid(reason);
    return {
      ok: false,
      reason,
      problem: { attribute: /^data-[^:]+/.exec(words)?.[0], message: [`renders nothing: ${words}.`, ...unknown.map((u) => u.message)].join(' ') },
    };
  }
  const problem = unknown.length ? { attribute: unknown[0]!.attribute, message: unknown.map((u) => u.message).join(' ') } : null;
  return { ok: true, output: parsed.output, problem };
}
