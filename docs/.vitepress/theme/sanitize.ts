/**
 * What a live example may put into the docs page. The textarea is free text anyone can paste into, and its HTML is
 * rendered in the docs' own page (not a sandboxed frame: the elements must share the page's loader), so it is never
 * inserted as it is: it is parsed in an inert <template> (no script runs, no image loads there) and rebuilt from
 * scratch keeping only `oriel-*` elements and their `data-*` attributes. Everything else (other elements, event
 * handler attributes, `style`, `src`, text) is dropped and reported, so the docs cannot be turned into an XSS
 * playground. URLs in data-href-* attributes are the widgets' own business: they pass them through their safeUrl helper.
 */
export const MAX_SOURCE_LENGTH = 4000;
export const MAX_ELEMENTS = 8;
const MAX_VALUE_LENGTH = 500;
const TAG = /^oriel-[a-z]+(?:-[a-z]+)*$/;
const ATTRIBUTE = /^data-[a-z][a-z0-9-]*$/;

export interface Sanitised {
  elements: Element[];
  /** what was left out, for the reader: `<img>`, `onerror`, … (each once) */
  dropped: string[];
}

export function sanitiseExample(source: string, doc: Document): Sanitised {
  const dropped = new Set<string>();
  const elements: Element[] = [];
  if (source.length > MAX_SOURCE_LENGTH) dropped.add(`text past ${MAX_SOURCE_LENGTH} characters`);
  const template = doc.createElement('template');
  template.innerHTML = source.slice(0, MAX_SOURCE_LENGTH);
  const walk = (parent: ParentNode) => {
    for (const node of Array.from(parent.children)) {
      const tag = node.localName;
      if (TAG.test(tag) && node.namespaceURI === 'http://www.w3.org/1999/xhtml') {
        if (elements.length >= MAX_ELEMENTS) {
          dropped.add(`elements past ${MAX_ELEMENTS}`);
          continue;
        }
        const clean = doc.createElement(tag);
        for (const { name, value } of Array.from(node.attributes)) {
          if (ATTRIBUTE.test(name) && value.length <= MAX_VALUE_LENGTH) clean.setAttribute(name, value);
          else dropped.add(name);
        }
        elements.push(clean);
      } else dropped.add(`<${tag}>`);
      walk(node); // an oriel-* element inside a <div> is kept; nothing else of the <div> is
    }
  };
  walk(template.content);
  return { elements, dropped: [...dropped] };
}
