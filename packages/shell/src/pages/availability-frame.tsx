import type { ReactNode } from 'react';
import type { PageElement } from '@oriel/core';
import { PageRenderer, hasPageSlot } from '@oriel/ui';

/**
 * The organiser's AVAILABILITY page around an availability's detail (000 §2): the detail goes where its
 * `availability-detail` section is, after the sections when it has none. A chunk of its own: the page renderer
 * and every section it knows weigh as much as the detail page itself.
 */
export function AvailabilityFrame({
  content,
  detail,
  preview = false,
  hoveredId = null,
  error = null,
}: {
  content: readonly PageElement[];
  detail: ReactNode;
  /** builder preview (000 §2): the sections carry their builder id and name, the hovered one outlined */
  preview?: boolean;
  hoveredId?: string | null;
  /** the translated reason the admin console's last draft was refused */
  error?: string | null;
}) {
  return (
    <div className="o-website-page o-availability-frame">
      {error && (
        <div className="o-page">
          <div className="o-alert o-alert-red" role="alert">
            {error}
          </div>
        </div>
      )}
      <PageRenderer elements={content} slots={{ 'availability-detail': detail }} preview={preview} hoveredId={hoveredId} />
      {!hasPageSlot(content, 'availability-detail') && detail}
    </div>
  );
}
