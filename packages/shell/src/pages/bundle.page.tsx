import { buildHref, catalogApi, normaliseError } from '@oriel/core';
import { BundleDetail, SiteLink, useApi, useQuery, useRuntime } from '@oriel/ui';
import { useDocumentTitle, useReportLoading } from '../shell-context';
import { NotFoundPage } from './not-found.page';

/** /bundles/{cuid} (000 §2): breadcrumb from home, then the bundle with its add form (login prompt for visitors). */
export function BundlePage({ cuid }: { cuid: string }) {
  const { t, links } = useRuntime();
  const catalog = useApi(catalogApi);
  // the same cache key as BundleDetail: one request serves both
  const q = useQuery(`bundle:${cuid}`, () => catalog.getBundle(cuid));
  const title = q.data?.title;
  useReportLoading(!q.data && q.status !== 'error');
  useDocumentTitle(title);

  if (q.status === 'error' && !q.data && normaliseError(q.error).code === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <div className="o-page o-bundle-page">
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
      <BundleDetail cuid={cuid} headingLevel={1} />
    </div>
  );
}
