import { buildHref, catalogApi, normaliseError } from '@oriel/core';
import { AvailabilityDetail, SiteLink, useApi, useQuery, useRuntime } from '@oriel/ui';
import { useDocumentTitle, useReportLoading } from '../shell-context';
import { NotFoundPage } from './not-found.page';

/**
 * /availabilities/{cuid} (000 §2): breadcrumb from home, then the detail with its add form; visitors get the
 * login prompt linking to /auth/login?redirect=… (the runtime's currentLocation is this route).
 */
export function AvailabilityPage({ cuid }: { cuid: string }) {
  const { t, links } = useRuntime();
  const catalog = useApi(catalogApi);
  // the same cache key as AvailabilityDetail: one request serves both
  const q = useQuery(`availability:${cuid}`, () => catalog.getAvailability(cuid));
  const title = q.data?.activity?.title;
  useReportLoading(!q.data && q.status !== 'error');
  useDocumentTitle(title);

  if (q.status === 'error' && !q.data && normaliseError(q.error).code === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <div className="o-page o-availability-page">
      <nav className="o-breadcrumb" aria-label={t('layout.breadcrumb')}>
        <ol>
          <li>
            <SiteLink href={buildHref(links, 'home') ?? '/'}>{t('availability.breadcrumb_home')}</SiteLink>
          </li>
          {title && (
            <li>
              <span aria-current="page">{title}</span>
            </li>
          )}
        </ol>
      </nav>
      <AvailabilityDetail cuid={cuid} headingLevel={1} />
    </div>
  );
}
