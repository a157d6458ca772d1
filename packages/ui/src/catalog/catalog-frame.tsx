import { Suspense, type ReactNode } from 'react';
import type { CatalogFilterId } from '@oriel/core';
import type { QueryPatch } from '../context/url-state';
import { preloadable } from '../lazy/preloadable';

// The filters UI is its own chunk, fetched only by grids configured with filters: most embeds have none and
// the cards chunk stays within its budget (docs/design.md §5). Preloadable: the hosted shell loads it before it
// takes over a server-rendered grid, which a suspending panel would otherwise swap out and build again.
const FiltersPanel = preloadable('filters', () => import('./filters-panel').then((m) => m.FiltersPanel));

export interface CatalogFrameProps {
  filters: readonly CatalogFilterId[];
  layout: 'aside' | 'stacked';
  query: URLSearchParams;
  onPatch: (patch: QueryPatch) => void;
  children: ReactNode;
  /** `inline`: the inline-filters section (filters-panel.tsx) */
  variant?: 'grid' | 'inline';
}

/** A grid with its filters beside it (aside, from 1024 px) or above it (stacked); a dialog below 1024 px. */
export function CatalogFrame({ filters, layout, query, onPatch, children, variant = 'grid' }: CatalogFrameProps) {
  if (filters.length === 0) return <>{children}</>;
  return (
    // data-o-preload: PRELOAD_ATTRIBUTE, spelled out (the cards chunk is at its cap)
    <div className={`o-catalog o-catalog-${layout} o-catalog-${variant}`} data-o-preload="filters">
      {/* a placeholder of the panel's size while its chunk loads: nothing moves when it arrives */}
      <Suspense fallback={<div className="o-filters-placeholder" aria-hidden="true" />}>
        <FiltersPanel ids={filters} layout={layout} query={query} onPatch={onPatch} variant={variant} />
      </Suspense>
      <div className="o-catalog-main">{children}</div>
    </div>
  );
}
