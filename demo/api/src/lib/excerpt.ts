// A card shows three lines of a description (catalog.css clamps .o-card-desc): a long rich text would make a card
// answer kilobytes for what is never seen. Short descriptions are answered as they are, so their formatting stays.

/** Descriptions up to this many characters of HTML are answered whole. */
export const EXCERPT_HTML_MAX = 400;
/** Longer ones: a paragraph of at most this many characters of their text, more than three card lines. */
export const EXCERPT_TEXT_MAX = 280;

// a tag, quotes inside it included (`<a title="a>b">`)
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const HIDDEN = /<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK_END = /<\/(?:p|li|h[1-6]|div|blockquote|tr|td|dd|dt)\s*>|<br\s*\/?>/gi;

/**
 * The description a card answer carries: the HTML itself when short, else `<p>` + the start of its text + "…".
 * The text keeps its entities (`&amp;`), so it stays valid HTML; the client sanitises it like any rich text.
 */
export function cardExcerpt(html: string | null | undefined): string | null {
  if (html == null) return null;
  if (html.length <= EXCERPT_HTML_MAX) return html;
  const text = html.replace(HIDDEN, '').replace(BLOCK_END, ' ').replace(TAG, '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= EXCERPT_TEXT_MAX) return `<p>${text}</p>`;
  // never end inside an entity, and rather on a word boundary when one is near
  let cut = text.slice(0, EXCERPT_TEXT_MAX).replace(/&[^;\s]*$/, '');
  const space = cut.lastIndexOf(' ');
  if (space > EXCERPT_TEXT_MAX * 0.7) cut = cut.slice(0, space);
  return `<p>${cut.trimEnd()}…</p>`;
}
