import { describe, expect, it } from 'vitest';
import { articleExcerpt, demoteHeadings, wrapIndex } from './blog.logic';

describe('articleExcerpt', () => {
  it('keeps the text of the HTML, with spaces between blocks, a full stop after a heading or list item, entities decoded', () => {
    expect(articleExcerpt('<h2>La veille</h2><p>Préparez le sac&nbsp;: gourde &amp; collation.</p><ul><li>Un</li><li>Deux !</li></ul>')).toBe(
      'La veille. Préparez le sac : gourde & collation. Un. Deux !',
    );
  });

  it('drops what a script or style carries, and comments', () => {
    expect(articleExcerpt('<p>Avant</p><script>alert(1)</script><style>p{}</style><!-- note --><p>après</p>')).toBe('Avant après');
  });

  it('cuts a long text on a word, with an ellipsis', () => {
    const long = `<p>${'mot '.repeat(60)}</p>`;
    const excerpt = articleExcerpt(long, 30);
    expect(excerpt).toBe('mot mot mot mot mot mot mot…');
    expect(excerpt.length).toBeLessThanOrEqual(31);
  });

  it('leaves unknown entities as written', () => {
    expect(articleExcerpt('a &unknown; b &#65; &#x42;')).toBe('a &unknown; b A B');
  });
});

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});

describe('demoteHeadings', () => {
  it('turns an h1 of the content into an h2, leaving the others', () => {
    expect(demoteHeadings('<H1 class="x">A</h1><h2>B</h2><h10>')).toBe('<h2 class="x">A</h2><h2>B</h2><h10>');
  });
});
