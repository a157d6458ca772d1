import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availability } from '../testing/fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { AvailabilityCards } from './availability-cards';
import { CatalogGrid, FIRST_CARDS } from './catalog-grid';
import type { QueryResult } from '../context/use-query';
import { RuntimeContext } from '../context/runtime';

afterEach(() => window.history.replaceState(null, '', '/'));

/** A page of `count` sessions titled Stage 0, Stage 1… */
const stages = (count: number) =>
  Array.from({ length: count }, (_, i) => availability({ id: i + 1, cuid: `av-${i}`, activity: { ...availability().activity, title: `Stage ${i}` } }));

describe('<CatalogGrid> a large page', () => {
  it('shows the first cards with the data and the rest of the page right after, their places held meanwhile', async () => {
    const count = FIRST_CARDS + 30;
    const items = stages(count);
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': { data: items, count } } });
    const { container } = renderWith(runtime, <AvailabilityCards columns={3} pageSize={100} />);
    await screen.findByRole('article', { name: 'Stage 0' });
    // the grid keeps one box per card of the page from the first frame on: its height does not change
    expect(container.querySelectorAll('.o-grid > .o-card')).toHaveLength(count);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(count));
    expect(container.querySelectorAll('.o-card-skeleton')).toHaveLength(0);
    screen.getByRole('article', { name: `Stage ${count - 1}` });
  });

  it('renders with the data the cards a screen can show (rows of 330 px in its height, and one), the rest in the frames after', async () => {
    const count = 50;
    const items = stages(count);
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    try {
      const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': { data: items, count } } });
      const { container, unmount } = renderWith(runtime, <AvailabilityCards columns={3} pageSize={100} />);
      await screen.findByRole('article', { name: 'Stage 0' });
      // 900 px: 3 rows of 330 px and one for the grid's offset, 3 columns
      expect(screen.getAllByRole('article')).toHaveLength(12);
      expect(container.querySelectorAll('.o-grid > .o-card')).toHaveLength(count);
      // then in steps, a frame each, until the page is whole
      const seen = new Set<number>();
      await waitFor(() => {
        while (frames.length) frames.shift()!(0);
        seen.add(screen.getAllByRole('article').length);
        expect(screen.getAllByRole('article')).toHaveLength(count);
      });
      expect(container.querySelectorAll('.o-grid > .o-card')).toHaveLength(count);
      // in more than one step: a count between the first and the whole page was seen
      expect([...seen].some((n) => n > 12 && n < count)).toBe(true);
      unmount();

      // the same data at mount (a server's render taken over, or the cache): the server's count, whatever the screen
      height.mockReturnValue(400);
      renderWith(runtime, <AvailabilityCards columns={3} pageSize={100} />);
      await screen.findByRole('article', { name: 'Stage 0' });
      expect(screen.getAllByRole('article')).toHaveLength(FIRST_CARDS);
    } finally {
      raf.mockRestore();
      height.mockRestore();
    }
  });
});

describe('<CatalogGrid> first cards where the loading shape is laid out', () => {
  it('renders with the data the rows the placeholders showed, from the grid’s top to the screen’s bottom, in the columns laid out', async () => {
    const count = 50;
    const items = stages(count);
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    // a tablet's layout: two columns of 390 px whatever the setting, the grid 300 px down, placeholders 330 px tall
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.classList.contains('o-card-skeleton') ? new DOMRect(0, 300, 390, 330) : new DOMRect(0, 0, 0, 0)) as DOMRect;
    });
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('o-grid') ? 800 : 0;
    });
    try {
      const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': { data: items, count } } });
      renderWith(runtime, <AvailabilityCards columns={3} pageSize={100} />);
      await screen.findByRole('article', { name: 'Stage 0' });
      // rows from 300 and 630 px (the next at 960 is below 900), two columns
      expect(screen.getAllByRole('article')).toHaveLength(4);
    } finally {
      raf.mockRestore();
      height.mockRestore();
      rect.mockRestore();
      width.mockRestore();
    }
  });
});

describe('<CatalogGrid> steps', () => {
  it('a step renders its own cards only: each card of the page is rendered once while the page fills', async () => {
    const count = 60;
    const items = Array.from({ length: count }, (_, i) => ({ id: `c${i}` }));
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    const rendered = new Map<string, number>();
    const card = (item: { id: string }) => {
      rendered.set(item.id, (rendered.get(item.id) ?? 0) + 1);
      return <article aria-label={item.id} />;
    };
    const list = (data?: { data: typeof items; count: number }) =>
      ({ status: data ? 'success' : 'loading', data, error: null, fetching: false, updatedAt: 0, refetch: () => {} }) as QueryResult<{
        data: typeof items;
        count: number;
      }>;
    const grid = (data?: { data: typeof items; count: number }, render: typeof card = card, columns = 3) => (
      <CatalogGrid list={list(data)} columns={columns} paging={{ page_number: 1, page_size: 100 }} onPage={() => {}} emptyTitle="" label="" keyOf={(i) => i.id}>
        {render}
      </CatalogGrid>
    );
    try {
      const { runtime } = testRuntime({});
      const { rerender } = renderWith(runtime, grid());
      // the data replaces the skeleton: the steps start
      const data = { data: items, count };
      rerender(<RuntimeContext.Provider value={runtime}>{grid(data)}</RuntimeContext.Provider>);
      await waitFor(() => {
        while (frames.length) frames.shift()!(0);
        expect(screen.getAllByRole('article')).toHaveLength(count);
      });
      expect(Math.max(...rendered.values())).toBe(1);
      expect(rendered.size).toBe(count);

      // what the parent renders with changes (its state, the language), the data being the same: every card shows it
      const opened = new Map<string, number>();
      const marked = (item: { id: string }) => {
        opened.set(item.id, (opened.get(item.id) ?? 0) + 1);
        return <article aria-label={`${item.id} open`} />;
      };
      rerender(<RuntimeContext.Provider value={runtime}>{grid(data, marked)}</RuntimeContext.Provider>);
      expect(screen.getAllByRole('article', { name: / open$/ })).toHaveLength(count);
      // the same data and renderer in new columns: which cards are in the first row changed, so each is built again
      rerender(<RuntimeContext.Provider value={runtime}>{grid(data, marked, 4)}</RuntimeContext.Provider>);
      expect([...opened.values()]).toEqual(Array.from({ length: count }, () => 2));
    } finally {
      raf.mockRestore();
      height.mockRestore();
    }
  });
});

describe('<CatalogGrid> images', () => {
  it('the first row’s load at once and at high priority (the page’s largest paint), the others when they come near the screen', async () => {
    const items = Array.from({ length: 7 }, (_, i) =>
      availability({
        id: i + 1,
        cuid: `av-${i}`,
        activity: { ...availability().activity, title: `Stage ${i}`, images: [{ id: i, public_url: `/media/${i}.jpg` }] },
      }),
    );
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': { data: items, count: 7 } } });
    const { container } = renderWith(runtime, <AvailabilityCards columns={3} pageSize={20} />);
    await screen.findByRole('article', { name: 'Stage 6' });
    const loading = [...container.querySelectorAll('.o-card-media img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual([null, null, null, 'lazy', 'lazy', 'lazy', 'lazy']);
    const priority = [...container.querySelectorAll('.o-card-media img')].map((img) => img.getAttribute('fetchpriority'));
    expect(priority).toEqual(['high', 'high', 'high', null, null, null, null]);
  });
});
