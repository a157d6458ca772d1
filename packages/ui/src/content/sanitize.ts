import { safeUrl } from '@oriel/core';
import { pageHtmlParser, type HtmlParser } from './html-parser';

export { pageHtmlParser, type HtmlParser };

/**
 * HTML from the API (descriptions, blog content) is rebuilt from an allowlist before it is rendered.
 * The input is parsed in an inert document (no script runs, no image loads), then only allowlisted
 * elements and attributes are copied into a fresh fragment: anything unknown (script, style, iframe, svg,
 * math, form controls, event handlers, style attributes) is dropped, so nothing the browser could
 * re-interpret survives serialisation. Links are limited to https, http, mailto and tel.
 */
const BLOCKS = 'p,br,hr,h1,h2,h3,h4,h5,h6,ul,ol,li,blockquote,pre,code,table,thead,tbody,tfoot,tr,th,td,caption,figure,figcaption,div,section';
const INLINE = 'a,strong,b,em,i,u,s,small,sub,sup,span,mark,abbr,cite,q,time,img';
const ALLOWED = new Set(`${BLOCKS},${INLINE}`.split(','));
/** removed with everything inside them, not unwrapped */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
  time: ['datetime'],
  abbr: ['title'],
};

const absolute = (url: string | null): string | null => (url && /^https?:\/\//.test(url) ? url : null);

function copy(node: Node, into: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const el = child as Element;
    const tag = el.localName;
    if (DROP_WITH_CONTENT.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (!ALLOWED.has(tag)) {
      copy(el, into, doc); // unknown wrapper: keep its text and allowed children
      continue;
    }
    const clean = doc.createElement(tag);
    for (const name of ATTRIBUTES[tag] ?? []) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      // URLs go through the one gate (core safeUrl), and what it answers is what is written
      // (an image of API HTML has no page of its own to be relative to: absolute http(s) only)
      const url = name === 'href' ? safeUrl(value, 'link') : name === 'src' ? absolute(safeUrl(value, 'image')) : value;
      if (url === null) continue;
      clean.setAttribute(name, url);
    }
    if (tag === 'a') {
      clean.setAttribute('rel', 'noopener noreferrer nofollow');
      if (/^https?:\/\//i.test(clean.getAttribute('href') ?? '')) clean.setAttribute('target', '_blank');
    }
    if (tag === 'img') {
      if (!clean.hasAttribute('src')) continue; // an image with no safe source shows nothing
      clean.setAttribute('loading', 'lazy');
    }
    copy(el, clean, doc);
    into.appendChild(clean);
  }
}

/** A document without a browsing context: what is parsed in it runs no script and loads no image. */
const inert = new WeakMap<Document, Document>();
function inertOf(doc: Document): Document {
  let found = inert.get(doc);
  if (!found) inert.set(doc, (found = doc.implementation.createHTMLDocument('')));
  return found;
}

/**
 * One pass: parsed as the content of a <div> (where it is rendered), by the conformant parser when one is given, else
 * by `doc`'s; rebuilt from the allowlist.
 */
function cleanOnce(html: string, doc: Document, normalise: ((html: string) => string) | null): string {
  const box = inertOf(doc).createElement('div');
  box.innerHTML = normalise ? normalise(html) : html;
  const out = doc.createElement('div');
  copy(box, out, doc);
  return normalise ? normalise(out.innerHTML) : out.innerHTML;
}

/** Passes until the text is stable: what is answered, parsed again by a browser, is the tree that was checked. */
const MAX_PASSES = 4;

export function sanitizeHtml(html: string, parser: HtmlParser | null = pageHtmlParser()): string {
  // no document to parse with: nothing is shown rather than anything unchecked
  if (!parser) return '';
  const normalise = parser.normalise ?? null;
  // the rebuilt tree can hold what no parser builds (a row outside a table, a list item in a paragraph): parsed
  // again it moves, so the text is passed again until a pass changes nothing
  let text = html;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const out = cleanOnce(text, parser.document, normalise);
    if (out === text) return out;
    text = out;
  }
  // never settled: nothing is shown rather than a tree the browser would build differently
  return '';
}
