import { safeUrl } from '@oriel/core';

/**
 * HTML from the API (descriptions, blog content) is rebuilt from an allowlist before it is rendered.
 * The input is parsed into an inert <template> (no script runs, no image loads), then only allowlisted
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

let serverDocument: Document | null = null;
/** A server render has no `document` of its own: it lends one to parse with (packages/shell/src/server). */
export function setSanitizeDocument(doc: Document | null): void {
  serverDocument = doc;
}

export function sanitizeHtml(html: string, doc: Document | null = typeof document === 'undefined' ? serverDocument : document): string {
  // no document to parse with: nothing is shown rather than anything unchecked
  if (!doc) return '';
  const template = doc.createElement('template');
  template.innerHTML = html;
  const out = doc.createElement('div');
  copy(template.content, out, doc);
  return out.innerHTML;
}
