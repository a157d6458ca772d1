import { TEXT_LIMITS } from '@oriel/core';
import type { Fields } from './errors';

/**
 * NUL, which PostgreSQL's text and jsonb cannot hold (a 500 once it reached a query), and a lone surrogate, which
 * UTF-8 cannot encode (the driver would store U+FFFD instead, jsonb refuses it). With the `u` flag a well-formed
 * surrogate pair is one code point, outside the class.
 */
const INVALID_CHARACTERS = /[\0\ud800-\udfff]/u;
export const hasInvalidCharacters = (text: string): boolean => INVALID_CHARACTERS.test(text);

/** The deepest a body may nest: a cart item's answers, the deepest request, sit 4 levels down. */
export const MAX_JSON_DEPTH = 16;
/** The most items an array of a body may hold: far above any list a form sends (a year of daily dates). */
export const MAX_JSON_ITEMS = 1000;

export interface Refusal {
  fields: Fields;
  message: string;
}

const at = (path: readonly string[]) => (path.length ? path.join('.') : 'body');

/**
 * The first place where a parsed JSON body breaks what every request shares, whatever its route reads by hand or
 * with a schema: a string or a key holding NUL or a lone surrogate (`invalid_characters`), a string longer than any
 * field takes (`too_long`: TEXT_LIMITS.long; shorter fields have their own limit in core's schemas), an array over
 * MAX_JSON_ITEMS, a key over TEXT_LIMITS.short or nesting deeper than MAX_JSON_DEPTH (`invalid`). Fields are named as validation names them
 * (`address.city`, `registrations.0.questions`); a bad key names the object holding it. Null when all is well.
 */
export function jsonRefusal(value: unknown, path: readonly string[] = []): Refusal | null {
  if (typeof value === 'string') {
    if (hasInvalidCharacters(value)) return { fields: { [at(path)]: 'invalid_characters' }, message: 'A string holds NUL or a lone surrogate' };
    if (value.length > TEXT_LIMITS.long) return { fields: { [at(path)]: 'too_long' }, message: `A string is longer than ${TEXT_LIMITS.long} characters` };
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_JSON_DEPTH) return { fields: { [at(path)]: 'invalid' }, message: `The body nests deeper than ${MAX_JSON_DEPTH} levels` };
  if (Array.isArray(value)) {
    if (value.length > MAX_JSON_ITEMS) return { fields: { [at(path)]: 'invalid' }, message: `An array holds more than ${MAX_JSON_ITEMS} items` };
    for (let i = 0; i < value.length; i++) {
      const refusal = jsonRefusal(value[i], [...path, String(i)]);
      if (refusal) return refusal;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasInvalidCharacters(key)) return { fields: { [at(path)]: 'invalid_characters' }, message: 'A key holds NUL or a lone surrogate' };
    if (key.length > TEXT_LIMITS.short) return { fields: { [at(path)]: 'invalid' }, message: `A key is longer than ${TEXT_LIMITS.short} characters` };
    const refusal = jsonRefusal(item, [...path, key]);
    if (refusal) return refusal;
  }
  return null;
}
