import type { ReactNode } from 'react';
import { buildHref, catalogOrigin, normaliseError, withLangPrefix, type QueryState } from '@oriel/core';
import { SiteLink, useRuntime, useShellT } from '@oriel/ui';
import { useDocumentTitle, useReportLoading, useWebsite } from '../shell-context';
import { NotFoundPage } from './not-found.page';

/** The crumb of the catalog page a detail was reached from (`?from=`, one of the website's own pages), if any. */
export function useCatalogCrumb(from: string | null): { label: string; href: string } | undefined {
  const { links } = useRuntime();
  const origin = catalogOrigin(from, useWebsite().data?.pages ?? []);
  return origin ? { label: origin.title, href: withLangPrefix(origin.pathname, links.kind === 'shell' ? links.lang : null) } : undefined;
}

/**
 * The frame of a catalog detail route (000 §2): breadcrumb from home, the page title, the not-found page for
 * an unknown cuid. The detail component inside reads the same query from the cache.
 */
export function DetailFrame({
  query,
  title,
  documentTitle = title,
  className,
  children,
  root = 'home',
  parent,
}: {
  query: QueryState<unknown>;
  title: string | undefined;
  /** the window's title when the crumb's would name several pages (a session: its activity and its date) */
  documentTitle?: string | undefined;
  className: string;
  children: ReactNode;
  /** the first crumb: "home", or the organiser's name (membership and voucher pages, 000 §2) */
  root?: 'home' | 'organiser';
  /** a crumb between the first and the title (the catalog page of a detail, the blog for an article) */
  parent?: { label: string; href: string };
}) {
  const { links } = useRuntime();
  const t = useShellT();
  const organiser = useWebsite().data?.organiser.name;
  useReportLoading(!query.data && query.status !== 'error');
  useDocumentTitle(documentTitle);
  if (query.status === 'error' && !query.data && normaliseError(query.error).code === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <div className={`o-page ${className}`}>
      <nav className="o-breadcrumb" aria-label={t('layout.breadcrumb')}>
        <ol>
          <li>
            <SiteLink href={buildHref(links, 'home') ?? '/'}>{(root === 'organiser' && organiser) || t('availability.breadcrumb_home')}</SiteLink>
          </li>
          {parent && (
            <li>
              <SiteLink href={parent.href}>{parent.label}</SiteLink>
            </li>
          )}
          {title && (
            <li>
              <span aria-current="page">{title}</span>
            </li>
          )}
        </ol>
      </nav>
      {children}
    </div>
  );
}
