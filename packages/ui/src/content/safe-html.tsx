import { useMemo } from 'react';
import { useRuntime } from '../context/runtime';
import { sanitizeHtml } from './sanitize';

/** Renders API HTML only after the allowlist rebuild of sanitize.ts; `lang` when it is in another language than the page. */
export function SafeHtml({ html, className, lang }: { html: string | null | undefined; className?: string; lang?: string | undefined }) {
  const { htmlParser } = useRuntime();
  const clean = useMemo(() => (html ? sanitizeHtml(html, htmlParser) : ''), [html, htmlParser]);
  if (!clean) return null;
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
