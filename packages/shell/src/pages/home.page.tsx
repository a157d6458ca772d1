import { catalogFrom, normaliseError, siteApi, type PageElement } from '@oriel/core';
import { CatalogPageContext, ErrorState, PageRenderer, Skeleton, errorMessage, useApi, useQuery, useRuntime, type CatalogPage } from '@oriel/ui';
import { useMemo } from 'react';
import { useDocumentTitle, useReportLoading, useWebsite } from '../shell-context';
import { NotFoundPage } from './not-found.page';

/** Sections that carry the page's own <h1>. */
const TITLED = new Set(['header', 'split-hero']);

/** One page of the organiser's website, rendered from its element tree (000 §2). */
export function WebsitePage({ pathname, preview = false }: { pathname: string; preview?: boolean }) {
  const { t } = useRuntime();
  const site = useApi(siteApi);
  const page = useQuery(`page:${pathname}`, () => site.getPage(pathname));
  const website = useWebsite();
  // the grids' list calls depend on pages_settings: they wait for the website rather than ask twice
  const websiteSettled = !!website.data || website.status === 'error';
  const type = page.data?.type;
  const settings = website.data?.pages_settings;
  const catalogPage = useMemo<CatalogPage | null>(
    () => (settings ? { from: type === 'DEFAULT' ? catalogFrom(pathname) : null, settings } : null),
    [pathname, type, settings],
  );
  useReportLoading((!page.data && page.status !== 'error') || !websiteSettled);
  useDocumentTitle(page.data?.title);

  if (page.status === 'error' && !page.data) {
    if (normaliseError(page.error).code === 'NOT_FOUND') return <NotFoundPage />;
    return (
      <div className="o-page">
        <ErrorState message={errorMessage(t, page.error)} onRetry={page.refetch} />
      </div>
    );
  }
  if (!page.data || !websiteSettled) {
    // the same full-width box as the loaded page, so the swap moves nothing
    return (
      <div className="o-website-page" aria-busy="true">
        <div className="o-page">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
          <Skeleton height="22rem" />
          <Skeleton height="12rem" />
        </div>
      </div>
    );
  }
  const content: readonly PageElement[] = page.data.content;
  const titled = content.some((el) => el.type === 'SECTION' && TITLED.has(el.element));
  return (
    <div className="o-website-page">
      {!titled && <h1 className="sr-only">{page.data.title}</h1>}
      {catalogPage ? (
        <CatalogPageContext.Provider value={catalogPage}>
          <PageRenderer elements={content} preview={preview} />
        </CatalogPageContext.Provider>
      ) : (
        <PageRenderer elements={content} preview={preview} />
      )}
    </div>
  );
}

/** `/`: the website's home page. */
export function HomePage({ preview }: { preview?: boolean }) {
  return <WebsitePage pathname="/" preview={preview} />;
}
