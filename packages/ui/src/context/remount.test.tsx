import { act, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { useQuery } from './use-query';

function List({ fn }: { fn: () => Promise<string[]> }) {
  const q = useQuery(['remount', 'list'], fn);
  if (!q.data) return <p role="status">loading</p>;
  return (
    <ul aria-busy={q.fetching}>
      {q.data.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}

describe('a list mounted again (a route change of a single-page app)', () => {
  afterEach(() => vi.useRealTimers());

  it('within 30 s shows the cached list at once and asks nothing; after, shows it while one request refreshes it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const { runtime } = testRuntime();
    let names = ['Poterie'];
    const fn = vi.fn(async () => names);
    const first = renderWith(runtime, <List fn={fn} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Poterie']);
    first.unmount();

    vi.setSystemTime(Date.now() + 20_000);
    const second = renderWith(runtime, <List fn={fn} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Poterie']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(fn).toHaveBeenCalledTimes(1);
    second.unmount();

    vi.setSystemTime(Date.now() + 15_000);
    names = ['Poterie', 'Escalade'];
    renderWith(runtime, <List fn={fn} />);
    // no loading block: the cached list, busy while it is asked again
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(fn).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Poterie', 'Escalade']);
  });

  it("a change of the visitor's cart ends the window: the list mounted next asks again, behind the cached one", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const { runtime } = testRuntime();
    const cartOf = (count: number) =>
      void ((runtime.cart.state as { value: unknown }).value = {
        status: 'success',
        data: { items: Array.from({ length: count }, (_, id) => ({ id })) },
        error: undefined,
        cause: 'load',
      });
    cartOf(0);
    const fn = vi.fn(async () => ['Poterie']);
    const first = renderWith(runtime, <List fn={fn} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    first.unmount();
    vi.setSystemTime(Date.now() + 2_000);
    await act(async () => void cartOf(1));
    vi.setSystemTime(Date.now() + 2_000);
    renderWith(runtime, <List fn={fn} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
