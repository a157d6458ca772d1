import type { MouseEvent, ReactNode } from 'react';
import { safeUrl, withLangPrefix } from '@oriel/core';
import { useRuntime } from '../context/runtime';

/** An organiser's link through the one gate (core safeUrl): web, mail, phone or a site path; never javascript:. */
export function isSafeHref(href: string | null | undefined): href is string {
  return safeUrl(href, 'link') !== null;
}

/** A site path (`/stages`), not another origin (`//x`, `/\x`, `https://`) nor an in-page anchor. */
export function isInternalPath(href: string): boolean {
  const safe = safeUrl(href, 'link');
  return safe !== null && safe.startsWith('/') && !safe.startsWith('//');
}

/** Organiser links are written without the language prefix: the shell adds it (spec 000 §2). */
export function useSiteHref(href: string): string {
  const { links } = useRuntime();
  return links.kind === 'shell' && isInternalPath(href) ? withLangPrefix(href, links.lang) : href;
}

export interface SiteLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** runs before a client-side navigation, e.g. to close the menu holding the link */
  onNavigate?: () => void;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/**
 * A link from the organiser's configuration. Internal paths navigate through the runtime (client-side in
 * the shell); a modified click (new tab, download) is left to the browser. Unsafe URLs render as text.
 */
export function SiteLink({ href, children, className, onNavigate, ...aria }: SiteLinkProps) {
  const runtime = useRuntime();
  const resolved = safeUrl(useSiteHref(href.trim()), 'link');
  if (resolved === null) return <span className={className}>{children}</span>;

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!isInternalPath(resolved) || e.defaultPrevented) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    runtime.navigate(resolved);
  };
  return (
    <a href={resolved} className={className} onClick={onClick} {...aria}>
      {children}
    </a>
  );
}
