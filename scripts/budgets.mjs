#!/usr/bin/env node
// The size budgets' one source is budgets.json: scripts/size.mjs enforces its caps and docs/design.md §5 prints it.
// `node scripts/budgets.mjs --write` rewrites that table; `--check` fails when the doc and the file disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
export const BUDGETS = JSON.parse(readFileSync(new URL('budgets.json', root), 'utf8'));

/** A size budget by its key, in KB; an unknown key is an error, so a row cannot go unchecked. */
export function budget(key) {
  const b = BUDGETS.sizes[key];
  if (!b) throw new Error(`budgets.json has no size budget "${key}"`);
  return b;
}

const START = '<!-- budgets.json: node scripts/budgets.mjs --write -->';
const END = '<!-- end of budgets.json -->';

/** The markdown table of every budget, as docs/design.md §5 holds it. */
export function budgetTable(budgets = BUDGETS) {
  const rows = [
    ...Object.values(budgets.sizes).map((b) => [b.what, `${b.cap} KB${b.maxFiles ? ` in ${b.maxFiles} files at most` : ''}`, `${b.target} KB`]),
    ...Object.values(budgets.page).map((b) => [b.what, b.cap, b.target]),
  ];
  return ['| what | cap | target |', '|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** The doc's text with its table between the markers replaced by `table`. */
export function withTable(doc, table) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/design.md lacks the markers ${START} … ${END}`);
  return `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = new URL('docs/design.md', root);
  const doc = readFileSync(path, 'utf8');
  const next = withTable(doc, budgetTable());
  if (process.argv.includes('--write')) writeFileSync(path, next);
  else if (process.argv.includes('--check') && next !== doc) {
    console.error('docs/design.md §5 differs from budgets.json: run `node scripts/budgets.mjs --write`');
    process.exit(1);
  }
}
