import { Fragment, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { formatMoney, pageCount, warmDateFormatting, type ListOf, type Paging } from '@oriel/core';
import { useRenderMarks } from '../perf/render-marks';
import { useRuntime } from '../context/runtime';
import { errorMessage } from '../context/errors';
import { useSteps } from '../lazy/use-steps';
import type { QueryResult } from '../context/use-query';
import { Pagination } from '../paging/pagination';
import { EmptyState, ErrorState, FontWarmer, Skeleton } from '../primitives/states';
import { useCatalogPage } from './catalog-page';
import { cardsOnScreen } from './first-cards.logic';

export interface CatalogGridProps<T> {
  list: QueryResult<ListOf<T>>;
  columns: number;
  paging: Paging;
  onPage: (page: number) => void;
  emptyTitle: string;
  /** names the grid's paging landmark: several grids on one page need distinct names */
  label: string;
  keyOf: (item: T) => string;
  /** `first`: the item is in the grid's first row */
  children: (item: T, first: boolean) => ReactNode;
}

function prepareFormats(locale: string, timeZone: string) {
  warmDateFormatting({ locale, timeZone });
  formatMoney(0, { locale });
}

/**
 * Cards rendered in the render where the data replaces the skeleton: a page of 100 is mostly below the fold, and its
 * script alone took longer than the whole first frame may (scripts/bench.mjs). The others follow in steps once that
 * frame is painted (useSteps), their places held meanwhile by placeholders of a card's size, so the grid's height does
 * not change. Data that replaces shown cards (a refetch) renders whole: no card the reader sees turns into a
 * placeholder.
 * In a browser, as many as the screen shows (firstCards: the loading shape's rows from its top to the screen's
 * bottom, in the columns it lays out), rather than 20: less script and layout in the first frame (scripts/bench.mjs,
 * cards). FIRST_CARDS where the screen is unknown: the server's render, and the hydration that must match it.
 */
export const FIRST_CARDS = 20;

/**
 * Script a step of cards may take. Cards below the fold skip their style and layout (content-visibility), so a step
 * is mostly its script: 80 cards at once were a task of 155 ms here (scripts/bench.mjs, 2-core machine).
 */
const STEP_BUDGET_MS = 20;

/**
 * The cards the screen shows once the data replaces `grid`'s loading shape (its placeholders laid out); where it has
 * no layout (no placeholder drawn), the rows of a card's least height (330 px) in the screen's height and one more.
 */
function firstCards(grid: HTMLElement | null, columns: number): number {
  const box = grid?.querySelector('.o-card-skeleton')?.getBoundingClientRect();
  if (!grid || !box?.height) return columns * (Math.ceil(globalThis.innerHeight / 330) + 1);
  return cardsOnScreen({ screen: globalThis.innerHeight, top: box.top, card: box.height, columns: Math.round(grid.clientWidth / box.width) });
}

/** Any kind's cards grid: skeleton of a full page, error with retry, empty state, cards, paging. */
export function CatalogGrid<T>({ list, columns, paging, onPage, emptyTitle, label, keyOf, children }: CatalogGridProps<T>) {
  const { t, lang, timezone } = useRuntime();
  const data = list.data;
  useEffect(() => {
    // the first date and money formats of a page build their Intl formatters (~15 ms of ICU data in chromium,
    // scripts/bench.mjs): built while the skeleton waits for the data, not once the cards are in hand (a grid that
    // mounts with its data has built them in its render: this finds them in the cache)
    prepareFormats(lang, timezone);
  }, [lang, timezone]);
  // data at mount is the server's render (or a cache) being taken over: the same cards as the server rendered
  const first = useRef(FIRST_CARDS);
  const wrapCard = useCatalogPage().card;
  const loadingGrid = useRef<HTMLDivElement>(null);
  const previous = useRef(data);
  const afterSkeleton = useRef(data);
  if (data && !previous.current) {
    afterSkeleton.current = data;
    // read before this render's commit replaces the loading shape, whose layout is the last frame's
    first.current = firstCards(loadingGrid.current, columns);
  }
  previous.current = data;
  // 13.3: what a filter or a page change found, said once by one live region that stays in place (the grid's own
  // elements are replaced meanwhile, and a region inserted with its text is not announced); not the first answer
  const answers = useRef({ last: undefined as unknown, count: 0 });
  if (data && data !== answers.current.last) answers.current = { last: data, count: answers.current.count + 1 };
  const pages = data ? pageCount(data.count, paging.page_size) : 0;
  const found =
    data && answers.current.count > 1
      ? `${pages > 1 ? `${t('paging.page', { page: paging.page_number, total: pages })} · ` : ''}${t('paging.results', { count: data.count })}`
      : '';
  const status = (
    <span className="sr-only" role="status">
      {found}
    </span>
  );
  const shown = useSteps({ total: data?.data.length ?? 0, first: first.current, of: data, stepping: data === afterSkeleton.current, budgetMs: STEP_BUDGET_MS });
  const complete = !data || shown >= data.data.length;
  // each card's element is built when its step first shows it, then kept: a step renders its own cards, not again
  // every card shown before it (same element, no diff). New data or a new renderer (the parent rendered) start over.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependencies are the cache's key, not inputs
  const built = useMemo(() => new Map<T, ReactNode>(), [data, children, columns]);
  const cardOf = (item: T, i: number) => {
    let element = built.get(item);
    if (!element) {
      const card = children(item, i < columns);
      element = <Fragment key={keyOf(item)}>{wrapCard ? wrapCard(keyOf(item), card) : card}</Fragment>;
      built.set(item, element);
    }
    return element;
  };
  const style = { '--o-columns': columns } as Record<string, number>;
  useRenderMarks('cards', !!data, !!data && complete);
  if (list.status === 'error' && !data) {
    return (
      <>
        {status}
        <ErrorState message={errorMessage(t, list.error)} onRetry={list.refetch} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {status}
        <div ref={loadingGrid} className="o-grid" style={style} aria-busy="true">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
          <FontWarmer />
          {/* a full page of placeholders: most pages are full, so the grid keeps its height when cards arrive */}
          {Array.from({ length: paging.page_size }, (_, i) => (
            <div key={i} className="o-card o-card-skeleton">
              <Skeleton height="100%" />
            </div>
          ))}
        </div>
      </>
    );
  }
  if (data.count === 0) {
    return (
      <>
        {status}
        <EmptyState title={emptyTitle}>
          <p>{t('catalog.empty_subtitle')}</p>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {status}
      <div className="o-grid" style={style} aria-busy={list.fetching}>
        {data.data.slice(0, shown).map(cardOf)}
        {!complete && data.data.slice(shown).map((item) => <div key={`later:${keyOf(item)}`} className="o-card o-card-skeleton" aria-hidden="true" />)}
      </div>
      <Pagination label={`${t('paging.label')} · ${label}`} page={paging.page_number} pageSize={paging.page_size} total={data.count} onPage={onPage} />
    </>
  );
}
