import { act, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { useQuery } from './use-query';

function List({ fn }: { fn: () => Promise<string[]> }) {
  const q = useQuery(['recovery', 'list'], fn);
  if (q.status === 'error') return <p role="alert">down</p>;
  return (
    <ul>
      {q.data?.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}

describe('a list after an API outage', () => {
  afterEach(() => vi.useRealTimers());

  async function outage() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const { runtime } = testRuntime();
    let up = false;
    const fn = vi.fn(async () => {
      if (!up) throw new Error('the API is down');
      return ['Poterie', 'Escalade'];
    });
    renderWith(runtime, <List fn={fn} />);
    // the first try and its three retries (1 + 2 + 4 s) fail
    await act(async () => void (await vi.advanceTimersByTimeAsync(7_500)));
    expect(screen.getByRole('alert').textContent).toBe('down');
    expect(fn).toHaveBeenCalledTimes(4);
    return { fn, back: () => void (up = true) };
  }

  it('reloads by itself when the network comes back or the visitor returns to the page', async () => {
    const { fn, back } = await outage();
    back();
    await act(async () => void window.dispatchEvent(new Event('online')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Poterie', 'Escalade']);
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('reloads by itself on its retry schedule, with no event at all', async () => {
    const { back } = await outage();
    back();
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('a return to the page asks again too (focus)', async () => {
    const { back } = await outage();
    back();
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
