import type { ReactNode } from 'react';
import type { PageElement } from '@oriel/core';
import { PageRenderer, hasPageSlot } from '@oriel/ui';

/**
 * The organiser's AVAILABILITY page around an availability's detail (000 §2): the detail goes where its
 * `availability-detail` section is, after the sections when it has none. A chunk of its own: the page renderer
 * and every section it knows weigh as much as the detail page itself.
 */
export function AvailabilityFrame({ content, detail }: { content: readonly PageElement[]; detail: ReactNode }) {
  return (
    <div className="o-website-page o-availability-frame">
      <PageRenderer elements={content} slots={{ 'availability-detail': detail }} />
      {!hasPageSlot(content, 'availability-detail') && detail}
    </div>
  );
}
