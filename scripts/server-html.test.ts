import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../packages/ui/src/content/sanitize';
import { serverHtml } from './server-html';

describe('sanitizeHtml on the server (a conformant parser, passes until stable)', () => {
  const { htmlDocument, htmlNormalise } = serverHtml();
  const onServer = (html: string) => sanitizeHtml(html, { document: htmlDocument, normalise: htmlNormalise });

  it.each([
    // the browser closes a paragraph at a list item, puts rows in a body, moves what a table holds out of it
    ['<p>avant<li>point</li>après</p>', '<p>avant</p><li>point</li>après<p></p>'],
    ['<table><tr><td>a</td></tr></table>', '<table><tbody><tr><td>a</td></tr></tbody></table>'],
    ['<table><form><tr><td>a</td></tr></form></table>', '<table><tbody><tr><td>a</td></tr></tbody></table>'],
    ['<tr><td>orphan</td></tr>', 'orphan'],
    [
      '<a href="/x">un <a href="/y">deux</a></a>',
      '<a href="/x" rel="noopener noreferrer nofollow">un </a><a href="/y" rel="noopener noreferrer nofollow">deux</a>',
    ],
  ])('%s becomes what a browser builds from it, and stays so', (html, expected) => {
    const out = onServer(html);
    expect(out).toBe(expected);
    expect(onServer(out)).toBe(out);
    expect(htmlNormalise(out)).toBe(out);
  });
});
