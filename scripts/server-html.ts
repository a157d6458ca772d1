import { Window } from 'happy-dom';
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

/**
 * What the server render sanitises the API's HTML with: parse5, a spec-conformant parser (the browser's algorithm;
 * happy-dom's own parser differs, and a parser mismatch is how sanitisers are bypassed), and a happy-dom document to
 * rebuild the allowed tree in.
 */
export function serverHtml(): { htmlDocument: Document; htmlNormalise: (html: string) => string } {
  // parsed as a <div>'s content, where the sanitised HTML is rendered (a row, say, is dropped there)
  const div = parseFragment('<div></div>').childNodes[0] as DefaultTreeAdapterMap['element'];
  return {
    htmlDocument: new Window().document as unknown as Document,
    htmlNormalise: (html) => serialize(parseFragment(div, html, {})),
  };
}
