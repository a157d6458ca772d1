/**
 * The widgets' own type scale: in a shadow root, `rem` follows the host page's root font size (a page with
 * `html { font-size: 62.5% }` shrinks every widget), so the elements build rewrites each `Nrem` of a declaration to
 * `calc(N*var(--o-rem))`, and the widget's :host sets `--o-rem` from `--oriel-rem` (16px unless the integrator sets it:
 * packages/elements/src/runtime/host-reset.css). The shell's stylesheet is the organiser's own page and keeps its rem.
 * Media queries are left alone: a var() cannot stand there, and their rem is the browser's default size, not the page's.
 */
export const SCALE_VARIABLE = '--o-rem';

// a number then `rem`, not the end of a name (`--x-2rem`) nor inside a longer unit or word (`2remx`)
const REM = /(?<![\w.-])(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)rem(?![\w-])/gi;
// quoted strings and url(...) are copied as they are
const VERBATIM = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\([^)]*\))/i;

function scaleLength(_: string, number: string): string {
  const n = Number(number);
  if (n === 0) return '0';
  return n === 1 ? `var(${SCALE_VARIABLE})` : `calc(${number}*var(${SCALE_VARIABLE}))`;
}

/** A declaration's value with each rem length written on the widget's scale. */
export function scaleRem(value: string): string {
  return value
    .split(VERBATIM)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(REM, scaleLength)))
    .join('');
}

interface Declaration {
  value: string;
}

/** The PostCSS plugin the elements build runs on every stylesheet it inlines (vite.widgets.config.ts). */
export const remScale = {
  postcssPlugin: 'oriel-rem-scale',
  Declaration(decl: Declaration) {
    const scaled = scaleRem(decl.value);
    if (scaled !== decl.value) decl.value = scaled;
  },
};

// a string literal that is one rem length, as a component's inline style or a skeleton's height writes it
const REM_LITERAL = /(["'])(-?(?:\d+\.?\d*|\.\d+))rem\1/g;

/** The same scale for the rem lengths our components write as string literals (inline styles, skeleton heights). */
export function scaleRemLiterals(code: string): string {
  return code.replace(REM_LITERAL, (_, quote: string, number: string) => `${quote}${scaleLength('', number)}${quote}`);
}

/** The Vite plugin of the elements build for those literals, in our sources only. */
export const remScaleLiterals = {
  name: 'oriel:rem-scale-literals',
  transform(code: string, id: string): string | null {
    if (id.includes('node_modules') || !/[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/.test(id)) return null;
    const scaled = scaleRemLiterals(code);
    return scaled === code ? null : scaled;
  },
};
