import { buildHref, catalogApi, formatDateTime, normaliseError, siteApi, catalogKeys, siteKeys } from '@oriel/core';
import { AvailabilityDetail, JsonLdScript, availabilityEvent, useApi, useQuery, useRuntime, websiteJsonLdContext } from '@oriel/ui';
import { lazyPage } from '../lazy-page';
import { useReportLoading, useWebsite } from '../shell-context';
import { WebsitePageSkeleton } from './website-page-skeleton';
import { usePreviewState } from '../preview/preview-store';
import { DetailFrame, useCatalogCrumb } from './detail-frame';

/**
 * /availabilities/{cuid} (000 §2): breadcrumb from home (and the catalog page the visitor came from), then the
 * detail with its add form; visitors get the login prompt linking to /auth/login?redirect=… (the runtime's
 * currentLocation is this route). When the website has an AVAILABILITY page, its sections frame the detail, which
 * goes where its `availability-detail` section is (after the sections when it has none). In the builder's preview the
 * sections are tagged like any website page's, and the admin console's draft replaces the saved AVAILABILITY page.
 */
/** The frame's chunk; the route loads it with the page's (routes.tsx), so a landing renders in one go. */
export const AvailabilityFrame = lazyPage(() => import('./availability-frame').then((m) => m.AvailabilityFrame));

export function AvailabilityPage({ cuid, from = null }: { cuid: string; from?: string | null }) {
  const { links, timezone, lang } = useRuntime();
  const catalog = useApi(catalogApi);
  const site = useApi(siteApi);
  const website = useWebsite();
  const draft = usePreviewState();
  // the same cache key as AvailabilityDetail: one request serves both
  const q = useQuery(catalogKeys.availability(cuid), () => catalog.getAvailability(cuid));
  const pages = website.data?.pages ?? [];
  const framePath = pages.find((p) => p.type === 'AVAILABILITY')?.pathname ?? null;
  // the key WebsitePage uses for the same page
  const frame = useQuery(siteKeys.page(framePath), () => site.getPage(framePath ?? ''), { enabled: framePath !== null });
  const websiteSettled = !!website.data || website.status === 'error';
  const framePending = !websiteSettled || (framePath !== null && !frame.data && frame.status !== 'error');
  useReportLoading(framePending);

  const parent = useCatalogCrumb(from);
  // the session as a schema.org Event for search engines, in the server's HTML like the detail
  const event =
    q.data && website.data ? availabilityEvent(q.data, websiteJsonLdContext(website.data, timezone), buildHref(links, 'availability', { cuid }) ?? '') : null;
  // sessions of one activity share its name: the window's title adds the session's start (WCAG 2.4.2)
  const title = q.data?.activity?.title;
  const documentTitle = title && q.data ? `${title} · ${formatDateTime(q.data.start_at, { locale: lang, timeZone: timezone })}` : title;
  const detail = (
    <DetailFrame query={q} title={title} documentTitle={documentTitle} className="o-availability-page" parent={parent}>
      <AvailabilityDetail cuid={cuid} headingLevel={1} />
      <JsonLdScript data={event} />
    </DetailFrame>
  );
  // an unknown cuid is the not-found page, never framed
  const notFound = q.status === 'error' && !q.data && normaliseError(q.error).code === 'NOT_FOUND';
  const previewing = { preview: draft !== null, hoveredId: draft?.hoveredId ?? null, error: draft?.error ?? null };
  if (!notFound && draft?.content) return <AvailabilityFrame content={draft.content} detail={detail} {...previewing} />;
  if (notFound || (websiteSettled && (framePath === null || (frame.status === 'error' && !frame.data)))) return detail;
  if (framePending || !frame.data) {
    return <WebsitePageSkeleton heights={['22rem']} />;
  }
  return <AvailabilityFrame content={frame.data.content} detail={detail} {...previewing} />;
}
