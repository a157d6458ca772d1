import type { Context } from 'hono';
import * as z from 'zod/mini';
import { validation, type Fields } from './errors';

/** Field codes from zod issues: `required` when the value is absent, the issue's own lowercase code if it set one. */
export function fieldsOf(error: z.core.$ZodError, input: unknown): Fields {
  const fields: Fields = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    if (fields[key]) continue;
    let value: unknown = input;
    for (const part of issue.path) value = value == null ? undefined : (value as Record<PropertyKey, unknown>)[part];
    fields[key] = /^[a-z][a-z_]*$/.test(issue.message) ? issue.message : value === undefined ? 'required' : 'invalid';
  }
  return fields;
}

export function parse<T extends z.ZodMiniType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validation(fieldsOf(result.error, input));
  return result.data;
}

/** The JSON body, or 400 for a body that is not JSON at all (never a 500). An empty body reads as {}. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw validation({ body: 'invalid' }, 'Malformed JSON body');
  }
}
