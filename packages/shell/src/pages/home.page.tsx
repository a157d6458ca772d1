import { catalogFrom, normaliseError, siteApi, type PageElement, siteKeys } from '@oriel/core';
import {
  CatalogPageContext,
  laterCard,
  ErrorState,
  JsonLdScript,
  PageRenderer,
  titleHeadingIn,
  errorMessage,
  homeGraph,
  useApi,
  useQuery,
  useRuntime,
  websiteJsonLdContext,
  type CatalogPage,
} from '@oriel/ui';
import { useMemo } from 'react';
import { useDocumentTitle, useReportLoading, useWebsite } from '../shell-context';
import { NotFoundPage } from './not-found.page';
import { WebsitePageSkeleton } from './website-page-skeleton';
import { usePreviewState } from '../preview/preview-store';

/** Sections that carry the page's own <h1>. */
const TITLED = new Set(['header', 'split-hero']);

/**
 * One page of the organiser's website, rendered from its element tree (000 §2). In the builder's preview the admin
 * console's draft replaces the saved content, and shows even if the saved page failed to load.
 */
export function WebsitePage({ pathname, preview: previewParam = false }: { pathname: string; preview?: boolean }) {
  const { t } = useRuntime();
  const draft = usePreviewState();
  // the preview state exists in preview mode only: website pages reached by the fallback route are previews too
  const preview = previewParam || draft !== null;
  const site = useApi(siteApi);
  const page = useQuery(siteKeys.page(pathname), () => site.getPage(pathname));
  const website = useWebsite();
  // the grids' list calls depend on pages_settings: they wait for the website rather than ask twice
  const websiteSettled = !!website.data || website.status === 'error';
  const type = page.data?.type;
  const settings = website.data?.pages_settings;
  const catalogPage = useMemo<CatalogPage | null>(
    // each card of a served page's grids is taken over in a task of its own (@oriel/ui laterCard)
    () => (settings ? { from: type === 'DEFAULT' ? catalogFrom(pathname) : null, settings, card: laterCard } : null),
    [pathname, type, settings],
  );
  useReportLoading((!page.data && page.status !== 'error') || !websiteSettled);
  useDocumentTitle(page.data?.title);

  const draftContent = draft?.content ?? null;
  const notice = draft?.error ? (
    <div className="o-page">
      <div className="o-alert o-alert-red" role="alert">
        {draft.error}
      </div>
    </div>
  ) : null;
  if (page.status === 'error' && !page.data && !draftContent) {
    if (normaliseError(page.error).code === 'NOT_FOUND') return <NotFoundPage />;
    return (
      <div className="o-page">
        <ErrorState message={errorMessage(t, page.error)} onRetry={page.refetch} />
      </div>
    );
  }
  if ((!page.data && !draftContent) || !websiteSettled) {
    return <WebsitePageSkeleton heights={['22rem', '12rem']} />;
  }
  const content: readonly PageElement[] = draftContent ?? page.data?.content ?? [];
  const title = page.data?.title ?? null;
  const titled = content.some((el) => el.type === 'SECTION' && TITLED.has(el.element)) || (!!title && titleHeadingIn(content, title));
  const hoveredId = draft?.hoveredId ?? null;
  return (
    // the home page's card grids are a swiped row on a phone (builder.css)
    <div className={pathname === '/' ? 'o-website-page o-home' : 'o-website-page'}>
      {notice}
      {!titled && page.data && <h1 className="sr-only">{page.data.title}</h1>}
      {catalogPage ? (
        <CatalogPageContext.Provider value={catalogPage}>
          <PageRenderer elements={content} preview={preview} hoveredId={hoveredId} title={title} />
        </CatalogPageContext.Provider>
      ) : (
        <PageRenderer elements={content} preview={preview} hoveredId={hoveredId} title={title} />
      )}
    </div>
  );
}

/** `/`: the website's home page, with the organiser and its storefront for search engines. */
export function HomePage({ preview }: { preview?: boolean }) {
  return (
    <>
      <WebsitePage pathname="/" preview={preview} />
      <HomeJsonLd />
    </>
  );
}

function HomeJsonLd() {
  const { lang, timezone } = useRuntime();
  const website = useWebsite().data;
  return <JsonLdScript data={website ? homeGraph(websiteJsonLdContext(website, timezone), lang) : null} />;
}
