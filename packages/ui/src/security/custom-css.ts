/**
 * The website's custom CSS (000 §3 websites.css) is written by the organiser's staff and shown to every visitor of
 * the hosted shell, inside a `<style>` element of the server's HTML and as a constructed stylesheet: it must not run
 * script, leave its element, load other sheets or call other origins (a tracker, or a selector that leaks what the
 * visitor typed through the images it loads), nor restyle anything outside the shell's root. So it is parsed and
 * rebuilt, never passed through: what the parser does not understand is dropped.
 *
 * - Rules are kept with their selectors scoped to `scope` (`html`, `body` and `:root` become the scope itself).
 * - At-rules: only @media, @supports, @container (their rules scoped), @keyframes and @font-face; @import,
 *   @charset, @namespace, @layer statements and anything else are dropped.
 * - A declaration goes when it holds a backslash (escapes could spell `url(`, `javascript:` or a quote), `<`
 *   (markup), `behavior`, `-moz-binding`, `javascript:`/`vbscript:`, a function this file does not know (`image()`,
 *   `image-set()`, `src()`, `cross-fade()`, `expression()`… and whatever a browser adds later: only `KNOWN_FUNCTIONS`
 *   pass), or a `url(…)` outside the organiser's own image host (`imageBases`: the API's `/media/`) other than a
 *   raster `data:image/` (nothing to fetch). A selector or prelude with a backslash or `<` drops its rule.
 */
export const CUSTOM_CSS_MAX_LENGTH = 50_000;

const NESTING = new Set(['media', 'supports', 'container']);
const BANNED = /[\\<]|behavior|-moz-binding|javascript:|vbscript:|@import/i;

/**
 * The functions a declaration may call: computing, colours, gradients, transforms, filters, shapes, fonts. None
 * fetches anything; `url()` is checked on its own.
 */
const KNOWN_FUNCTIONS = new Set(
  [
    'calc min max clamp round mod rem abs sign sin cos tan asin acos atan atan2 pow sqrt hypot log exp',
    'var env attr counter counters',
    'rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix light-dark',
    'linear-gradient radial-gradient conic-gradient repeating-linear-gradient repeating-radial-gradient repeating-conic-gradient',
    'translate translatex translatey translatez translate3d rotate rotatex rotatey rotatez rotate3d scale scalex scaley scalez scale3d',
    'skew skewx skewy matrix matrix3d perspective cubic-bezier steps linear',
    'blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia',
    'repeat minmax fit-content inset circle ellipse polygon rect xywh path anchor anchor-size view scroll',
    'format local tech url',
  ].flatMap((group) => group.split(' ')),
);

/**
 * Where the organiser's images are: the media folder of the API at `apiBase` (relative to `page` when it is a path);
 * none when it is not a URL.
 */
export function organiserImageBases(apiBase: string, page?: string): string[] {
  try {
    return [new URL('/media/', new URL(apiBase, page)).href];
  } catch {
    return [];
  }
}

/**
 * Safe CSS for the shell's root, or '' when nothing survives. `imageBases`: the URL prefixes a `url()` may point
 * under (organiserImageBases); none: no `url()` at all.
 */
export function sanitizeCustomCss(css: string | null | undefined, imageBases: readonly string[], scope = '.oriel-root'): string {
  if (!css || css.length > CUSTOM_CSS_MAX_LENGTH) return '';
  const text = stripComments(css);
  const bases = imageBases.flatMap((base) => {
    try {
      return [new URL(base)];
    } catch {
      return [];
    }
  });
  return text === null ? '' : rules(text, { scope, bases }).join('\n');
}

interface Context {
  scope: string;
  /** where a `url()` may point */
  bases: readonly URL[];
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
function rules(css: string, ctx: Context): string[] {
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
      const selector = scopeSelectors(prelude, ctx.scope);
      const decls = declarations(body, ctx);
      if (selector && decls) out.push(`${selector}{${decls}}`);
      continue;
    }
    const name = at[1]!.toLowerCase();
    const condition = prelude.slice(at[0].length).trim();
    if (NESTING.has(name)) {
      const inner = rules(body, ctx);
      if (inner.length && !/[{}]|url\s*\(/i.test(condition)) out.push(`@${name} ${condition}{${inner.join('')}}`);
    } else if (name === 'keyframes' || name === '-webkit-keyframes') {
      if (!/^[\w-]+$/.test(condition)) continue;
      const frames = keyframes(body, ctx);
      if (frames) out.push(`@${name} ${condition}{${frames}}`);
    } else if (name === 'font-face' && !condition) {
      const decls = declarations(body, ctx);
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
function keyframes(body: string, ctx: Context): string {
  const out: string[] = [];
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = blockEnd(body, open);
    if (end < 0) break;
    const selector = body.slice(i, open).trim();
    const decls = declarations(body.slice(open + 1, end - 1), ctx);
    if (/^(?:from|to|\d+(?:\.\d+)?%)(?:\s*,\s*(?:from|to|\d+(?:\.\d+)?%))*$/i.test(selector) && decls) out.push(`${selector}{${decls}}`);
    i = end;
  }
  return out.join('');
}

/** The declarations that pass, joined; a nested block (CSS nesting) is dropped rather than scoped. */
function declarations(body: string, ctx: Context): string {
  if (/[{}]/.test(body.replace(/"[^"]*"|'[^']*'/g, ''))) return '';
  return splitOutside(body, ';')
    .map((d) => d.trim())
    .filter((d) => {
      const m = /^(--[\w-]+|-?[a-z][\w-]*)\s*:([\s\S]*)$/i.exec(d);
      return !!m && m[2]!.trim() !== '' && !BANNED.test(d) && balanced(d) && functionsAreKnown(m[2]!) && urlsAreSafe(d, ctx.bases);
    })
    .join(';');
}

/** Every function the value calls is one of KNOWN_FUNCTIONS (vendor prefixes aside); strings are not looked into. */
function functionsAreKnown(value: string): boolean {
  const names = value.replace(/"[^"]*"|'[^']*'/g, '""').matchAll(/(?<![\w-])(-{0,2}[a-z_][\w-]*)\s*\(/gi);
  return [...names].every((m) => KNOWN_FUNCTIONS.has(m[1]!.toLowerCase().replace(/^-(?:webkit|moz|ms|o)-/, '')));
}

/** Every `url(…)` points under one of `bases` (or is a raster data: image, which fetches nothing). */
function urlsAreSafe(declaration: string, bases: readonly URL[]): boolean {
  const urls = declaration.match(/url\s*\(\s*(?:"[^"]*"|'[^']*'|[^)]*)\s*\)/gi) ?? [];
  // a `url(` the pattern could not read (unbalanced) counts as unsafe
  if (urls.length !== (declaration.match(/url\s*\(/gi) ?? []).length) return false;
  return urls.every((u) => {
    const value = u.replace(/^url\s*\(\s*["']?|["']?\s*\)$/gi, '').trim();
    return /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[\w+/=]+$/i.test(value) || isUnder(value, bases);
  });
}

/**
 * An absolute URL, read as the browser will (`..`, `%2e%2e`, case), of the same origin as one of `bases` and under its
 * path, with no user name: `https://media.example.evil.test`, `https://media.example@evil.test` are not under it.
 */
function isUnder(value: string, bases: readonly URL[]): boolean {
  if (!/^https?:\/\/[^\s"'()]+$/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return !url.username && !url.password && bases.some((base) => url.origin === base.origin && url.pathname.startsWith(base.pathname));
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
