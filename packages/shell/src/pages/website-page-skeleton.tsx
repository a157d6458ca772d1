import { Skeleton, useT } from '@oriel/ui';

/**
 * A website page while it loads: the same full-width box as the loaded page, so the swap moves nothing. Shared by the
 * organiser's pages and the AVAILABILITY page framing a session.
 */
export function WebsitePageSkeleton({ heights }: { heights: readonly string[] }) {
  const t = useT();
  return (
    <div className="o-website-page" aria-busy="true">
      <div className="o-page">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {heights.map((height, i) => (
          <Skeleton key={i} height={height} />
        ))}
      </div>
    </div>
  );
}
