import { issueKeys } from '@oriel/core';
import type { Context } from 'hono';
import * as v from 'valibot';
import { validation, type Fields } from './errors';
import { jsonRefusal } from './text-limits';

/**
 * Where an issue lands: its path, cut at an array read as an object. An array where an object is expected is one
 * field, the array's (the contract's codes); valibot reads it as an object without its keys, an issue per missing key
 * under it, so those name the array again.
 */
function issueField(issue: v.BaseIssue<unknown>): PropertyKey[] {
  const keys = issueKeys(issue);
  const arrayAsObject = issue.path?.findIndex((item) => item.type === 'object' && Array.isArray(item.input)) ?? -1;
  return arrayAsObject < 0 ? keys : keys.slice(0, arrayAsObject);
}

/** Field codes from valibot issues: `required` when the value is absent, the issue's own lowercase code if it set one. */
export function fieldsOf(issues: readonly v.BaseIssue<unknown>[], input: unknown): Fields {
  const fields: Fields = {};
  for (const issue of issues) {
    const path = issueField(issue);
    const key = path.length ? path.map(String).join('.') : 'body';
    if (fields[key]) continue;
    let value: unknown = input;
    for (const part of path) value = value == null ? undefined : (value as Record<PropertyKey, unknown>)[part];
    fields[key] = /^[a-z][a-z_]*$/.test(issue.message) ? issue.message : value === undefined ? 'required' : 'invalid';
  }
  return fields;
}

/** Every body is an object: an array one is refused whole (valibot's object would read it as an object without keys). */
export function parse<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  if (Array.isArray(input)) throw validation({ body: 'invalid' });
  const result = v.safeParse(schema, input);
  if (!result.success) throw validation(fieldsOf(result.issues, input));
  return result.output;
}

/**
 * The JSON body, or 400 for a body that is not JSON at all (never a 500). An empty body reads as {}. What every body
 * shares is checked here, before any route reads a field (lib/text-limits.ts): no NUL or lone surrogate, no string
 * over the longest field, bounded arrays and nesting. The body's size was bounded before it was read (input-limits.ts).
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw validation({ body: 'invalid' }, 'Malformed JSON body');
  }
  const refusal = jsonRefusal(body);
  if (refusal) throw validation(refusal.fields, refusal.message);
  return body;
}
