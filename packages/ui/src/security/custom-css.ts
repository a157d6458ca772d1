/**
 * The website's custom CSS (000 §3 websites.css) is written by the organiser's staff and shown to every visitor of
 * the hosted shell, inside a `<style>` element of the server's HTML and as a constructed stylesheet: it must not run
 * script, leave its element, load other sheets or call other origins, nor restyle anything outside the shell's root.
 * So it is parsed and rebuilt, never passed through: what the parser does not understand is dropped.
 *
 * - Rules are kept with their selectors scoped to `scope` (`html`, `body` and `:root` become the scope itself).
 * - At-rules: only @media, @supports, @container (their rules scoped), @keyframes and @font-face; @import,
 *   @charset, @namespace, @layer statements and anything else are dropped.
 * - A declaration goes when it holds a backslash (escapes could spell `javascript:` or a quote), `<` (markup),
 *   `expression(`, `behavior`, `-moz-binding`, `javascript:`/`vbscript:`, `image-set(`, or a `url(…)` that is not
 *   `https:` (or a `data:image/` other than SVG). A selector or prelude with a backslash or `<` drops its rule.
 */
export const CUSTOM_CSS_MAX_LENGTH = 50_000;

const NESTING = new Set(['media', 'supports', 'container']);
const BANNED = /[\\<]|expression\s*\(|behavior|-moz-binding|javascript:|vbscript:|image-set\s*\(|@import/i;

/** Safe CSS for the shell's root, or '' when nothing survives. */
export function sanitizeCustomCss(css: string | null | undefined, scope = '.oriel-root'): string {
  if (!css || css.length > CUSTOM_CSS_MAX_LENGTH) return '';
  const text = stripComments(css);
  return text === null ? '' : rules(text, scope).join('\n');
}

/** Comments out (outside strings); null when a string or a comment never ends. */
function stripComments(css: string): string | null {
  let out = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) return null;
      out += ' ';
      i = end + 1;
    } else if (c === '"' || c === "'") {
      const end = stringEnd(css, i);
      if (end < 0) return null;
      out += css.slice(i, end + 1);
      i = end;
    } else out += c;
  }
  return out;
}

/** Index of the quote closing the string opened at `start`; -1 when the line or the text ends first. */
function stringEnd(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    const c = css[i];
    if (c === quote) return i;
    if (c === '\n') return -1;
    if (c === '\\') i++; // an escaped quote does not end it (the declaration holding it is dropped later)
  }
  return -1;
}

/** Index just after the `}` matching the `{` at `open` (strings and nested blocks skipped); -1 when unbalanced. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = stringEnd(css, i);
      if (i < 0) return -1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The rules of a stylesheet or of a conditional group, rebuilt. */
function rules(css: string, scope: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < css.length) {
    const open = nextOutsideStrings(css, i, '{;}');
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    if (css[open] !== '{') {
      i = open + 1; // a statement at-rule (@import, @charset…) or a stray `;`/`}`: dropped
      continue;
    }
    const end = blockEnd(css, open);
    if (end < 0) break;
    const body = css.slice(open + 1, end - 1);
    i = end;
    // an unbalanced `(` would make the browser read the rules after it as part of this prelude
    if (!prelude || /[\\<;]/.test(prelude) || !balanced(prelude)) continue;
    const at = /^@([\w-]+)/.exec(prelude);
    if (!at) {
      const selector = scopeSelectors(prelude, scope);
      const decls = declarations(body);
      if (selector && decls) out.push(`${selector}{${decls}}`);
      continue;
    }
    const name = at[1]!.toLowerCase();
    const condition = prelude.slice(at[0].length).trim();
    if (NESTING.has(name)) {
      const inner = rules(body, scope);
      if (inner.length && !/[{}]|url\s*\(/i.test(condition)) out.push(`@${name} ${condition}{${inner.join('')}}`);
    } else if (name === 'keyframes' || name === '-webkit-keyframes') {
      if (!/^[\w-]+$/.test(condition)) continue;
      const frames = keyframes(body);
      if (frames) out.push(`@${name} ${condition}{${frames}}`);
    } else if (name === 'font-face' && !condition) {
      const decls = declarations(body);
      if (decls) out.push(`@font-face{${decls}}`);
    }
  }
  return out;
}

/** First index at or after `from` of one of `chars`, outside strings and parentheses; -1 when none. */
function nextOutsideStrings(css: string, from: number, chars: string): number {
  let parens = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      i = stringEnd(css, i);
      if (i < 0) return -1;
    } else if (c === '(') parens++;
    else if (c === ')') parens = Math.max(0, parens - 1);
    else if (parens === 0 && chars.includes(c)) return i;
  }
  return -1;
}

function scopeSelectors(prelude: string, scope: string): string {
  const parts = splitOutside(prelude, ',').map((s) => s.trim());
  if (parts.some((s) => !s || /[{}@]/.test(s))) return '';
  const scoped = parts.map((s) => {
    // the page's root, `html body`, or the scope itself: what follows applies inside the scope
    const root = new RegExp(`^(?:(?::root|html)(?![\\w-])\\s*)?(?:body(?![\\w-])\\s*)?(?:${scope.replace(/[.]/g, '\\.')}(?![\\w-]))?`, 'i').exec(s)![0];
    const rest = s.slice(root.length).trim();
    // a sibling combinator would reach out of the scope
    if (root && /^[~+]/.test(rest)) return '';
    // `.oriel-root.dark` stays one compound; `html :hover`, `body > p` and plain selectors go inside
    const glued = /^>/.test(rest) || (root.trim().toLowerCase().endsWith(scope) && /^[.:#[]/.test(rest));
    return rest ? `${scope}${glued ? '' : ' '}${rest}` : scope;
  });
  return scoped.includes('') ? '' : scoped.join(',');
}

/** `from`, `to` and percentages only; each frame's declarations checked like any other. */
function keyframes(body: string): string {
  const out: string[] = [];
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = blockEnd(body, open);
    if (end < 0) break;
    const selector = body.slice(i, open).trim();
    const decls = declarations(body.slice(open + 1, end - 1));
    if (/^(?:from|to|\d+(?:\.\d+)?%)(?:\s*,\s*(?:from|to|\d+(?:\.\d+)?%))*$/i.test(selector) && decls) out.push(`${selector}{${decls}}`);
    i = end;
  }
  return out.join('');
}

/** The declarations that pass, joined; a nested block (CSS nesting) is dropped rather than scoped. */
function declarations(body: string): string {
  if (/[{}]/.test(body.replace(/"[^"]*"|'[^']*'/g, ''))) return '';
  return splitOutside(body, ';')
    .map((d) => d.trim())
    .filter((d) => {
      const m = /^(--[\w-]+|-?[a-z][\w-]*)\s*:([\s\S]*)$/i.exec(d);
      return !!m && m[2]!.trim() !== '' && !BANNED.test(d) && balanced(d) && urlsAreSafe(d);
    })
    .join(';');
}

function urlsAreSafe(declaration: string): boolean {
  const urls = declaration.match(/url\s*\(\s*(?:"[^"]*"|'[^']*'|[^)]*)\s*\)/gi) ?? [];
  // a `url(` the pattern could not read (unbalanced) counts as unsafe
  if (urls.length !== (declaration.match(/url\s*\(/gi) ?? []).length) return false;
  return urls.every((u) => {
    const value = u.replace(/^url\s*\(\s*["']?|["']?\s*\)$/gi, '').trim();
    return /^https:\/\/[^\s"'()]+$/i.test(value) || /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[\w+/=]+$/i.test(value);
  });
}

/** Parentheses that close in order (outside strings): what is rebuilt must tokenise in the browser as it did here. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text.replace(/"[^"]*"|'[^']*'/g, '')) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** Splits on `sep` outside strings and parentheses. */
function splitOutside(text: string, sep: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let i = nextOutsideStrings(text, 0, sep);
  while (i >= 0) {
    parts.push(text.slice(start, i));
    start = i + 1;
    i = nextOutsideStrings(text, start, sep);
  }
  parts.push(text.slice(start));
  return parts;
}
