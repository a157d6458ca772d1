import { organiserImageBases, sanitizeCustomCss } from '@oriel/ui';

/**
 * The website's CSS as a stylesheet of safe rules scoped to the shell's root, its images from the API's media only;
 * null when none survives.
 */
export function organiserSheet(css: string, apiBase: string, page: string): CSSStyleSheet | null {
  const text = sanitizeCustomCss(css, organiserImageBases(apiBase, page));
  if (!text) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}
