import type { OrielEventMap } from '@oriel/core';

/**
 * What `oriel:error`'s detail carries (core's events.ts): a configuration refused, an API call failed after its
 * retries, a render crash; its element is the one concerned (the loader's script for a page-wide setting such as data-lang).
 */
export type OrielErrorDetail = OrielEventMap<string, Element>['error'];

/** Attributes every element reads besides its schema's, or sets on itself. */
const COMMON = /^(href-.+|structured-data|oriel-invalid|oriel-drawn|namespace)$/;

interface SchemaShape {
  entries?: Record<string, unknown>;
  options?: SchemaShape[];
  key?: string;
  /** a pipe's schemas and actions, the first being the pipe's own input schema */
  pipe?: SchemaShape[];
}

/**
 * The data-attributes a schema reads (without `data-`), for the values given: of a variant, the branch its key picks
 * (data-kind="bundles" reads the offers' keys), every branch's when the key names none.
 */
export function knownAttributes(schema: unknown, attrs: Record<string, string>): string[] {
  const s = schema as SchemaShape;
  // a pipe reads the attributes through the object in it; its settings written `start_hour` are attributes written
  // `data-start-hour` (the schedule's aliases read both)
  const inner = s.pipe?.slice(1).find((p) => p.entries || p.options);
  if (inner) return knownAttributes(inner, attrs).map((k) => k.replace(/_/g, '-'));
  if (s.options && s.key) {
    const key = s.key;
    const picked = s.options.filter((o) => {
      if (attrs[key] === undefined) return false;
      const literal = o.entries?.[key] as { literal?: unknown; options?: unknown[] } | undefined;
      return literal?.literal === attrs[key] || literal?.options?.includes(attrs[key]);
    });
    return [...new Set((picked.length ? picked : s.options).flatMap((o) => knownAttributes(o, attrs)))];
  }
  return Object.keys(s.entries ?? {});
}

/** The data-attributes given that the element does not read (a misspelt `data-colums`), each with what it reads. */
export function unknownAttributes(schema: unknown, attrs: Record<string, string>): { attribute: string; message: string }[] {
  const known = knownAttributes(schema, attrs);
  return Object.keys(attrs)
    .filter((key) => !known.includes(key.replace(/_/g, '-')) && !COMMON.test(key))
    .map((key) => ({
      attribute: `data-${key}`,
      message: `data-${key} is not an attribute of this element; it reads ${known.map((k) => `data-${k}`).join(', ')}.`,
    }));
}

/** What each element was last warned about: a warning and an event once per problem, not at each render. */
const reported = new WeakMap<Element, string>();

/**
 * Says a misuse aloud, in every build: one console warning naming the element, the attribute and what it accepts, and
 * an `oriel:error` event from the element (bubbling, composed). The same problem again says nothing.
 */
export function reportMisuse(element: Element, detail: Omit<OrielErrorDetail, 'element' | 'tag'>): void {
  const text = `${detail.attribute ?? ''}|${detail.message}`;
  if (reported.get(element) === text) return;
  reported.set(element, text);
  const tag = element.localName;
  console.warn(`[oriel] <${tag}> ${detail.message}`);
  element.dispatchEvent(new CustomEvent('oriel:error', { bubbles: true, composed: true, detail: { ...detail, element, tag } satisfies OrielErrorDetail }));
}

/** A problem solved (the attribute fixed): the same mistake made again is reported again. */
export function clearMisuse(element: Element): void {
  reported.delete(element);
}
