import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { useUrlParam } from './url-state';

function PageNumber({ label }: { label: string }) {
  const [page, setPage] = useUrlParam('page_number');
  return (
    <button type="button" onClick={() => setPage(String(Number(page ?? '1') + 1))}>
      {`${label} ${page ?? '1'}`}
    </button>
  );
}

describe('view state in the page address (the runtime’s pageUrl)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a patch is one history entry that every reader of the runtime follows, and back restores it', () => {
    window.history.replaceState(null, '', '/stages?page_number=2&utm=mail');
    const { runtime } = testRuntime();
    renderWith(
      runtime,
      <>
        <PageNumber label="grid" />
        <PageNumber label="pager" />
      </>,
    );
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'grid 2' }));
    expect(screen.getByRole('button', { name: 'pager 3' })).toBeDefined();
    expect(window.location.search).toBe('?page_number=3&utm=mail');
    expect(window.history.length).toBe(before + 1);

    // back/forward: the browser moves the address and tells popstate
    act(() => {
      window.history.replaceState(null, '', '/stages?page_number=2&utm=mail');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('button', { name: 'grid 2' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'pager 2' })).toBeDefined();
  });

  it('a patch that changes nothing adds no history entry', () => {
    window.history.replaceState(null, '', '/stages');
    const { runtime } = testRuntime();
    const before = window.history.length;
    act(() => runtime.pageUrl.go(window.location.href));
    expect(window.history.length).toBe(before);
  });
});
