import { sanitizeCustomCss } from '@oriel/ui';

/** The website's CSS as a stylesheet of safe rules scoped to the shell's root; null when none survives. */
export function organiserSheet(css: string): CSSStyleSheet | null {
  const text = sanitizeCustomCss(css);
  if (!text) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}
