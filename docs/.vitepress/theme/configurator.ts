/**
 * The embed configurator's logic (EmbedConfigurator.vue renders it): its form is built from the rows every attribute
 * table of the docs shows (generated/attributes.json, from the schemas), and a value is judged by the element's own
 * check (packages/elements/src/runtime/config-check.ts), so the form explains a value in the console warning's words.
 */
import type { AttributeRow } from '../../../scripts/elements-manifest/render';

export type FieldControl = 'select' | 'text';

export interface Field {
  row: AttributeRow;
  control: FieldControl;
  /** a select's choices, the empty one (the default) first */
  choices: { value: string; label: string }[];
}

/** A select for a closed set of values (an enum, a boolean), a text box for the rest (numbers, lists, text). */
export function fieldOf(row: AttributeRow): Field {
  const type = row.type;
  const values = type.kind === 'enum' ? type.values : type.kind === 'boolean' ? ['true', 'false'] : null;
  if (!values) return { row, control: 'text', choices: [] };
  const empty = row.required ? 'choose one' : `default${row.fallback ? `: ${row.fallback}` : ''}`;
  return { row, control: 'select', choices: [{ value: '', label: `(${empty})` }, ...values.map((value) => ({ value, label: value }))] };
}

/** Whether the field applies to the values set: a grid's setting only for the kinds that read it. */
export function applies(row: AttributeRow, values: Readonly<Record<string, string>>): boolean {
  const kind = values['data-kind'];
  return !row.appliesTo || !kind || row.appliesTo.includes(kind);
}

/** The attributes to write: the fields that apply and are filled in, in the table's order. */
export function attributesOf(rows: readonly AttributeRow[], values: Readonly<Record<string, string>>): [string, string][] {
  return rows.filter((r) => applies(r, values) && (values[r.name] ?? '') !== '').map((r) => [r.name, values[r.name]!]);
}

/** The warning's message cut into what it says of each attribute (`data-page-size` -> its words). */
export function problemsByAttribute(message: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = message.replace(/^renders nothing: /, '').replace(/\.$/, '');
  for (const part of body.split(/; | (?=data-[\w-]+ is not an attribute)/)) {
    const named = /^(data-[\w-]+)(?::| is not)/.exec(part);
    if (named) out[named[1]!] = part.replace(/^data-[\w-]+: /, '');
  }
  return out;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const html = (attrs: readonly [string, string][]) => attrs.map(([n, value]) => ` ${n}="${escapeHtml(value)}"`).join('');
const jsx = (attrs: readonly [string, string][]) =>
  attrs.map(([n, value]) => ` ${n}=${/["{}<>&\\]/.test(value) ? `{${JSON.stringify(value)}}` : `"${value}"`}`).join('');
const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** the loader pinned to its major (docs/install.md) */
export const SNIPPET_LOADER = 'https://cdn.example/oriel/1/oriel.js';
export const SNIPPET_API = 'https://api.example';

export interface Snippets {
  html: string;
  react: string;
  vue: string;
}

/** The element as an integrator pastes it: with the loader's tag, as React 19 JSX, as a Vue 3 template. */
export function snippets(tag: string, attrs: readonly [string, string][]): Snippets {
  return {
    html: [`<script async src="${SNIPPET_LOADER}" crossorigin data-api="${SNIPPET_API}"></script>`, `<${tag}${html(attrs)}></${tag}>`].join('\n'),
    react: [
      "import type {} from '@oriel/elements'; // the elements' JSX types; the loader's script tag is in index.html",
      '',
      `export function ${pascal(tag)}() {`,
      `  return <${tag}${jsx(attrs)} />;`,
      '}',
    ].join('\n'),
    vue: ['<template>', `  <${tag}${html(attrs)}></${tag}>`, '</template>'].join('\n'),
  };
}
