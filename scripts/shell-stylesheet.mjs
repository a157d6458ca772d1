// After the shell's two builds: its stylesheet becomes a hashed file that index.html links to, so the server-rendered
// HTML paints styled before any script runs (the Content-Security-Policy allows no inline style).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';

const dist = new URL('../packages/shell/dist/', import.meta.url);
const { shellCss } = await import(new URL('../packages/shell/dist-server/render.js', import.meta.url).href);
const name = `assets/shell-${createHash('sha256').update(shellCss).digest('hex').slice(0, 10)}.css`;
mkdirSync(new URL('assets/', dist), { recursive: true });
writeFileSync(new URL(name, dist), shellCss);
const index = new URL('index.html', dist);
const html = readFileSync(index, 'utf8');
if (!html.includes('</title>')) throw new Error('shell index.html has no </title> to put the stylesheet after');
writeFileSync(
  index,
  html
    .replace(/\s*<link rel="stylesheet" data-oriel-css[^>]*>/, '')
    .replace('</title>', `</title>\n    <link rel="stylesheet" data-oriel-css href="/${name}" />`),
);
console.log(`shell stylesheet: ${name} (${(shellCss.length / 1024).toFixed(1)} KB)`);
