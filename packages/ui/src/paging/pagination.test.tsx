import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { Pagination } from './pagination';

function show(page: number, total: number) {
  const onPage = vi.fn();
  const { runtime } = testRuntime();
  const view = renderWith(runtime, <Pagination label="Pagination" page={page} pageSize={20} total={total} onPage={onPage} />);
  return { ...view, onPage };
}

describe('Pagination (001 §2)', () => {
  it.each([
    [1, 0],
    [1, 1],
    [1, 20],
  ])('page %i of a list of %i: no bar at all', (page, total) => {
    show(page, total);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/Page 1 sur 1/)).toBeNull();
  });

  it('two pages: the bar, its count and both buttons', () => {
    const { onPage } = show(1, 21);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('Page 1 sur 2 · 21 résultats');
    fireEvent.click(screen.getByRole('button', { name: /suivante/ }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('a page past the end of a list (an old link, a list that shrank) says so and leads to the last page', () => {
    const { onPage } = show(3, 25);
    const bar = screen.getByRole('navigation', { name: 'Pagination' });
    expect(bar.textContent).not.toContain('Page 3 sur');
    expect(bar.textContent).toContain('Cette page est au-delà de la dernière (2).');
    fireEvent.click(screen.getByRole('button', { name: 'Aller à la page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
