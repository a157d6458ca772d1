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
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'select', 'title', 'head']);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
  time: ['datetime'],
  abbr: ['title'],
};
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const SAFE_IMG = /^https?:/i;

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
      const url = value.trim().replace(/[\u0000-\u0020]/g, '');
      if (name === 'href' && !SAFE_URL.test(url)) continue;
      if (name === 'src' && !SAFE_IMG.test(url)) continue;
      clean.setAttribute(name, value);
    }
    if (tag === 'a') {
      clean.setAttribute('rel', 'noopener noreferrer nofollow');
      if (/^https?:/i.test(clean.getAttribute('href') ?? '')) clean.setAttribute('target', '_blank');
    }
    if (tag === 'img') {
      if (!clean.hasAttribute('src')) continue; // an image with no safe source shows nothing
      clean.setAttribute('loading', 'lazy');
    }
    copy(el, clean, doc);
    into.appendChild(clean);
  }
}

export function sanitizeHtml(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const out = doc.createElement('div');
  copy(template.content, out, doc);
  return out.innerHTML;
}
