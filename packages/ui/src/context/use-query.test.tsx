import { render } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../testing/test-runtime';
import { RuntimeContext } from './runtime';
import { useQuery } from './use-query';

function Names({ fn }: { fn: () => Promise<string[]> }) {
  const q = useQuery(['use-query', 'names'], fn);
  return q.data ? <p>{q.data.join(', ')}</p> : <p role="status">loading</p>;
}

describe('useQuery', () => {
  it('asks for its answer in the commit that draws the loading state, not after the browser has painted it', () => {
    const { runtime } = testRuntime();
    const fn = vi.fn(() => new Promise<string[]>(() => {}));
    const host = document.createElement('div');
    // preact's own render, outside testing-library's act(), which would also run the effects waiting for a paint
    render(
      <RuntimeContext.Provider value={runtime}>
        <Names fn={fn} />
      </RuntimeContext.Provider>,
      host,
    );
    expect(host.textContent).toBe('loading');
    expect(fn).toHaveBeenCalledTimes(1);
    render(null, host);
  });
});
