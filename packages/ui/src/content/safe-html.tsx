import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Renders API HTML only after the allowlist rebuild of sanitize.ts; `lang` when it is in another language than the page. */
export function SafeHtml({ html, className, lang }: { html: string | null | undefined; className?: string; lang?: string | undefined }) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
