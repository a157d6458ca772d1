import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeContext } from './runtime';
import { useQuery } from './use-query';
import { testRuntime } from '../testing/test-runtime';

function Probe({ fn, enabled }: { fn: (signal: AbortSignal) => Promise<string>; enabled?: boolean }) {
  const q = useQuery('probe', fn, { enabled });
  return <p>{q.status}</p>;
}

describe('useQuery', () => {
  const container = document.createElement('div');
  afterEach(() => render(null, container));

  it("starts its request in the render's own task, not after the next paint (the list a page waits for leaves a frame earlier)", () => {
    const { runtime } = testRuntime();
    const fn = vi.fn(() => new Promise<string>(() => {}));
    // preact's render without act(): what runs now is the commit; passive effects wait for an animation frame
    render(
      <RuntimeContext.Provider value={runtime}>
        <Probe fn={fn} />
      </RuntimeContext.Provider>,
      container,
    );
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a disabled query asks nothing', () => {
    const { runtime } = testRuntime();
    const fn = vi.fn(() => Promise.resolve('x'));
    render(
      <RuntimeContext.Provider value={runtime}>
        <Probe fn={fn} enabled={false} />
      </RuntimeContext.Provider>,
      container,
    );
    expect(fn).not.toHaveBeenCalled();
  });
});
