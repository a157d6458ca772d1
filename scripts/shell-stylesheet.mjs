// After the shell's two builds: its stylesheet becomes two hashed files. index.html links the first (shellCss), so the
// server-rendered HTML paints styled before any script runs (the Content-Security-Policy allows no inline style), and
// preloads the second (shellLaterCss: what no server-rendered page shows) at low priority, so that it neither holds the
// first paint nor shares the link with what does; the entry applies it (packages/shell/src/start/later-styles.ts).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';

const dist = new URL('../packages/shell/dist/', import.meta.url);
const { shellCss, shellLaterCss } = await import(new URL('../packages/shell/dist-server/render.js', import.meta.url).href);
mkdirSync(new URL('assets/', dist), { recursive: true });
const write = (prefix, css) => {
  const name = `assets/${prefix}-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeFileSync(new URL(name, dist), css);
  console.log(`shell stylesheet: ${name} (${(css.length / 1024).toFixed(1)} KB)`);
  return name;
};
const first = write('shell', shellCss);
const later = write('shell-later', shellLaterCss);
const index = new URL('index.html', dist);
const html = readFileSync(index, 'utf8');
if (!html.includes('</title>')) throw new Error('shell index.html has no </title> to put the stylesheet after');
writeFileSync(
  index,
  html
    .replace(/\s*<link rel="(stylesheet|preload)"[^>]* data-oriel-css(-later)?[^>]*>/g, '')
    .replace(
      '</title>',
      `</title>\n    <link rel="stylesheet" data-oriel-css href="/${first}" />\n    <link rel="preload" as="style" fetchpriority="low" data-oriel-css-later href="/${later}" />`,
    ),
);
