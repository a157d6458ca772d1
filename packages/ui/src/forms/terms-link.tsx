import { buildHref } from '@oriel/core';
import { useRuntime } from '../context/runtime';

/**
 * The organiser's general terms beside a box that accepts them: in a new tab, so reading them never loses what the form
 * holds, and its label says so. Nothing where the links have no terms page (a widget without that template).
 */
export function TermsLink({ label }: { label: string }) {
  const runtime = useRuntime();
  const href = buildHref(runtime.links, 'terms');
  if (!href) return null;
  return (
    <a className="o-terms-link" href={href} target="_blank" rel="noopener">
      {label}
    </a>
  );
}
