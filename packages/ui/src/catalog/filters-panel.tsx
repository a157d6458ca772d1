import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { BREAKPOINTS_PX, catalogFiltersDebounceMs, type CatalogFilterId } from '@oriel/core';
import { useT } from '../context/runtime';
import { useStyles } from '../lazy/add-styles';
import { FILTERS_CSS } from './filters-styles';
import { Dialog } from '../primitives/dialog';
import { activeFilterCount, filterPatch, filtersPatch, rawFilterValues } from './catalog-query.logic';
import { FilterFields } from './filter-fields';
import type { QueryPatch } from '../context/url-state';
import { sayInOpenDialog } from '../a11y/say-in-dialog';

export interface FiltersPanelProps {
  ids: readonly CatalogFilterId[];
  layout: 'aside' | 'stacked';
  query: URLSearchParams;
  onPatch: (patch: QueryPatch) => void;
  /** `inline`: the inline-filters section, its fields shown on every screen (no dialog) */
  variant?: 'grid' | 'inline';
}

/**
 * The catalog filters (000 §2, §5, §9). From 1024 px they sit beside (aside) or above (stacked) the grid and
 * apply as they change, text after 500 ms. Below 1024 px a button opens the 'Recherche' dialog, whose draft
 * applies with 'Voir les résultats'; 'Réinitialiser' clears every filter at once. CSS picks the variant. The
 * inline-filters section keeps its fields on every screen, text applied after 750 ms on a desktop, 350 ms otherwise.
 */
export function FiltersPanel({ ids, layout, query, onPatch, variant = 'grid' }: FiltersPanelProps) {
  const t = useT();
  const prefix = `o-f${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const values = rawFilterValues(query, ids);
  const count = activeFilterCount(values);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const mobile = useRef<HTMLDivElement>(null);
  useEchoGridStatus(open, mobile);
  const reset = () => onPatch(filtersPatch(ids, {}));
  // its rules come with this chunk: a grid without filters does not carry them
  const styled = useStyles(FILTERS_CSS);
  const desktop = useMinWidth(BREAKPOINTS_PX.filters);
  const inline = variant === 'inline';

  return (
    <>
      <aside ref={styled} className={`o-filters o-filters-${layout}${inline ? ' o-filters-inline' : ''}`} aria-label={t('catalog.filters.title')}>
        <FilterFields
          idPrefix={`${prefix}-side`}
          ids={ids}
          values={values}
          debounceMs={catalogFiltersDebounceMs(variant, desktop)}
          onChange={(id, value) => onPatch(filterPatch(id, value))}
        />
        {count > 0 && (
          <button type="button" className="btn btn-ghost" onClick={reset}>
            {t('catalog.filters.reset')}
          </button>
        )}
      </aside>
      {!inline && (
        <>
          <div className="o-filters-mobile" ref={mobile}>
            <button
              type="button"
              className="btn btn-secondary"
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => {
                setDraft(values);
                setOpen(true);
              }}
            >
              {t('catalog.filters.open')}
              {count > 0 && <span className="sr-only">, {t('catalog.filters.active', { count })}</span>}
              {count > 0 && (
                <span className="badge" aria-hidden="true">
                  {count}
                </span>
              )}
            </button>
          </div>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title={t('catalog.filters.title')}
            footer={
              <div className="o-dialog-foot">
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    setDraft({});
                    reset();
                  }}
                >
                  {t('catalog.filters.reset')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    onPatch(filtersPatch(ids, draft));
                    setOpen(false);
                  }}
                >
                  {t('catalog.filters.show_results')}
                </button>
              </div>
            }
          >
            {open && (
              <FilterFields
                idPrefix={`${prefix}-dlg`}
                ids={ids}
                values={draft}
                debounceMs={0}
                onChange={(id, value) => setDraft((d) => ({ ...d, [id]: value }))}
              />
            )}
          </Dialog>
        </>
      )}
    </>
  );
}

/** Whether the viewport is at least `px` wide (the filters' 1024 px breakpoint, 000 §9), following its changes. */
function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const sync = () => setWide(list.matches);
    sync();
    list.addEventListener('change', sync);
    return () => list.removeEventListener('change', sync);
  }, [query]);
  return wide;
}

/**
 * The 'Recherche' dialog is modal: the grid's live region behind it is inert, and 'Réinitialiser' applies at once.
 * While it is open, what that region says (catalog-grid.tsx: what the search found) is said again inside it.
 * Here, in the filters' own chunk, not in the grid: only grids with filters pay for it.
 */
function useEchoGridStatus(open: boolean, anchor: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const main = anchor.current?.closest('.o-catalog')?.querySelector('.o-catalog-main');
    if (!open || !main) return;
    let said = main.querySelector('[role="status"]')?.textContent ?? '';
    const observer = new MutationObserver(() => {
      const text = main.querySelector('[role="status"]')?.textContent ?? '';
      if (text && text !== said) sayInOpenDialog(text);
      said = text;
    });
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [open, anchor]);
}
