import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/preact';
// the shell takes a served page over with preact's own render, which diffs over the server's nodes (compat's empties them)
// eslint-disable-next-line no-restricted-imports
import { render } from 'preact';
import type { ListOf } from '@oriel/core';
import { CatalogGrid } from './catalog-grid';
import type { QueryResult } from '../context/use-query';
import { RuntimeContext } from '../context/runtime';
import { openTakeover, releaseTakeover } from '../builder/takeover';
import { laterCard } from '../builder/turn-boundary';
import { CatalogPageContext } from './catalog-page';
import { testRuntime } from '../testing/test-runtime';

interface Item {
  id: string;
}
const items: Item[] = Array.from({ length: 6 }, (_, i) => ({ id: `c${i}` }));
const list = { status: 'success', data: { data: items, count: items.length }, fetching: false, refetch: () => {} } as unknown as QueryResult<ListOf<Item>>;

/** A grid of the shell's served page, whose cards laterCard wraps; `widget`: as an embedded widget renders it. */
function grid(widget = false) {
  const { runtime } = testRuntime({ location: '/fr' });
  const page = { from: null, settings: { status: null, include_started: null }, card: widget ? undefined : laterCard };
  return (
    <RuntimeContext.Provider value={runtime}>
      <CatalogPageContext.Provider value={page}>
        <CatalogGrid list={list} columns={2} paging={{ page_number: 1, page_size: 20 }} onPage={() => {}} emptyTitle="" label="" keyOf={(item) => item.id}>
          {(item) => (
            <article className="o-card" id={item.id}>
              {item.id}
            </article>
          )}
        </CatalogGrid>
      </CatalogPageContext.Provider>
    </RuntimeContext.Provider>
  );
}

/** The grid as the server sends it, each card marked: the mark goes when the client renders over the card. */
function serverMarkup(): HTMLElement {
  const scratch = document.createElement('div');
  render(grid(), scratch);
  const root = document.createElement('div');
  root.innerHTML = scratch.innerHTML;
  render(null, scratch);
  for (const node of root.querySelectorAll('article')) node.setAttribute('data-served', '');
  document.body.append(root);
  return root;
}

const served = (root: HTMLElement) => [...root.querySelectorAll('article[data-served]')].map((a) => a.id);
const tick = () => new Promise((next) => setTimeout(next, 0));

afterEach(async () => {
  await releaseTakeover(window);
  cleanup();
  document.body.innerHTML = '';
});

describe('<CatalogGrid> over a served page', () => {
  it('renders each card over its server node in a task of its own after the grid, in order', async () => {
    const root = serverMarkup();
    const nodes = [...root.querySelectorAll('*')];
    openTakeover();
    render(grid(), root);
    expect(served(root)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    const done = releaseTakeover(window);
    const seen: string[][] = [];
    for (let i = 0; i < 6; i++) {
      await tick();
      seen.push(served(root));
    }
    await done;
    expect(seen).toEqual([['c1', 'c2', 'c3', 'c4', 'c5'], ['c2', 'c3', 'c4', 'c5'], ['c3', 'c4', 'c5'], ['c4', 'c5'], ['c5'], []]);
    // the same nodes throughout: nothing removed, replaced or moved
    expect([...root.querySelectorAll('*')]).toEqual(nodes);
  });

  it('renders every card at once without a takeover', () => {
    const root = serverMarkup();
    render(grid(), root);
    expect(served(root)).toEqual([]);
  });

  it('renders every card at once where nothing wraps them (a widget)', () => {
    const root = serverMarkup();
    openTakeover();
    render(grid(true), root);
    expect(served(root)).toEqual([]);
  });
});
