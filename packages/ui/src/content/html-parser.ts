/**
 * What API HTML is parsed and rebuilt with (content/sanitize.ts): the page's own document in a browser. A server
 * render has none: it lends a document to build with and a spec-conformant parser's round trip (`normalise`: parse,
 * then serialise) to parse with, since the lent document's own parser may differ from the browser's
 * (packages/shell/src/server). It reaches the views through the runtime (RuntimeOptions.htmlParser), never through
 * module state shared by concurrent renders; this module stays apart from the sanitiser so the runtime carries only it.
 */
export interface HtmlParser {
  readonly document: Document;
  readonly normalise?: ((html: string) => string) | null | undefined;
}

/** The browser's parser, or none where there is no document (nothing is shown rather than anything unchecked). */
export function pageHtmlParser(): HtmlParser | null {
  return typeof document === 'undefined' ? null : { document };
}
