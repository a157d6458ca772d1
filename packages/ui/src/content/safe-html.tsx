import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Renders API HTML only after the allowlist rebuild of sanitize.ts. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
