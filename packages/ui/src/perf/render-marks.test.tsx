import { render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogGrid } from '../catalog/catalog-grid';
import type { QueryResult } from '../context/use-query';
import { RuntimeContext } from '../context/runtime';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { RENDER_MARK_PREFIX, renderMarkName, useRenderMarks } from './render-marks';

const count = (name: string) => performance.getEntriesByName(name, 'mark').length;
const moments = (view: string) => ({
  data: count(renderMarkName(view, 'data')),
  commit: count(renderMarkName(view, 'commit')),
  complete: count(renderMarkName(view, 'complete')),
});

// other files' grids may have marked in this worker before
beforeEach(() => performance.clearMarks());

describe('useRenderMarks in the cards grid', () => {
  it('marks oriel:cards:data and :commit with the data, :complete once the last step is in, each once per mount', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ id: `c${i}` }));
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    const list = (data?: { data: typeof items; count: number }) =>
      ({ status: data ? 'success' : 'loading', data, error: null, fetching: false, updatedAt: 0, refetch: () => {} }) as QueryResult<{
        data: typeof items;
        count: number;
      }>;
    const grid = (data?: { data: typeof items; count: number }) => (
      <CatalogGrid list={list(data)} columns={3} paging={{ page_number: 1, page_size: 100 }} onPage={() => {}} emptyTitle="" label="" keyOf={(i) => i.id}>
        {(item) => <article aria-label={item.id} />}
      </CatalogGrid>
    );
    try {
      const { runtime } = testRuntime({});
      const { rerender, unmount } = renderWith(runtime, grid());
      // the skeleton marks nothing
      expect(moments('cards')).toEqual({ data: 0, commit: 0, complete: 0 });
      const data = { data: items, count: items.length };
      rerender(<RuntimeContext.Provider value={runtime}>{grid(data)}</RuntimeContext.Provider>);
      screen.getAllByRole('article');
      // the first cards are in, the steps are to come
      expect(moments('cards')).toEqual({ data: 1, commit: 1, complete: 0 });
      const [shown] = performance.getEntriesByName('oriel:cards:data', 'mark');
      expect(shown!.startTime).toBeLessThanOrEqual(performance.getEntriesByName('oriel:cards:commit', 'mark')[0]!.startTime);
      await waitFor(() => {
        while (frames.length) frames.shift()!(0);
        expect(screen.getAllByRole('article')).toHaveLength(items.length);
      });
      expect(moments('cards')).toEqual({ data: 1, commit: 1, complete: 1 });
      // renders after that (new data of the same page) mark nothing more
      rerender(<RuntimeContext.Provider value={runtime}>{grid({ ...data, data: items.slice(0, 5) })}</RuntimeContext.Provider>);
      expect(screen.getAllByRole('article')).toHaveLength(5);
      expect(moments('cards')).toEqual({ data: 1, commit: 1, complete: 1 });
      unmount();
      // a new mount marks again
      renderWith(runtime, grid(data));
      expect(moments('cards')).toEqual({ data: 2, commit: 2, complete: 1 });
    } finally {
      raf.mockRestore();
      height.mockRestore();
    }
  });
});

function View({ shows, complete }: { shows: boolean; complete?: boolean }) {
  useRenderMarks('test', shows, complete);
  return <p>{shows ? 'shown' : 'waiting'}</p>;
}

describe('useRenderMarks', () => {
  it('names every mark under one prefix', () => {
    expect(RENDER_MARK_PREFIX).toBe('oriel:');
    expect(renderMarkName('week', 'complete')).toBe('oriel:week:complete');
  });

  it('marks a view shown whole at once with its three moments in one commit', () => {
    render(<View shows complete />);
    expect(moments('test')).toEqual({ data: 1, commit: 1, complete: 1 });
    expect(performance.getEntriesByType('mark').map((m) => m.name)).toEqual(['oriel:test:data', 'oriel:test:commit', 'oriel:test:complete']);
  });

  it('renders where the page has no performance.mark', () => {
    vi.stubGlobal('performance', { now: () => 0 });
    try {
      render(<View shows complete />);
      screen.getByText('shown');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
