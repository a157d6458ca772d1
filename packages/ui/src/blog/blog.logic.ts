// Pure helpers of the blog screens (000 §2): no DOM, so the server render computes the same text as the browser.

/** How long a card's excerpt may be: about three lines of a card, cut on a word. */
export const EXCERPT_LENGTH = 160;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  laquo: '«',
  raquo: '»',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain text opening of an article's HTML, for its card: what elements that show nothing carry (scripts,
 * styles) is dropped, block ends become spaces (a heading's or list item's, a full stop), and the text is cut on a word with an ellipsis. The result is
 * rendered as text, never as markup, so nothing of the HTML can run.
 */
export function articleExcerpt(html: string, max: number = EXCERPT_LENGTH): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style|template|noscript|iframe|svg|math|textarea|select|title|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // a heading or a list item ends a sentence: "La veille. Préparez…", not "La veille Préparez…"
      .replace(/<\/(h[1-6]|li)\s*>/gi, '\u0001')
      .replace(/<\/?(p|div|h[1-6]|li|ul|ol|br|hr|blockquote|tr|td|th|table|section|figure|figcaption|pre)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- \u0001 is the block-end marker put in above, never in text
    .replace(/([.!?:…])?\s*\u0001\s*/g, (_, stop: string | undefined) => `${stop ?? '.'} `)
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The carousel's next index: past either end it wraps around (000 §2). */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * The article's title is the page's only h1: an h1 inside its content becomes an h2. Plain text rewriting is
 * enough here, since the sanitiser (content/sanitize.ts) still rebuilds whatever comes out.
 */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s>/])/gi, '<$1h2');
}
