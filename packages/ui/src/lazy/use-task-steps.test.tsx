import { render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { useTaskSteps } from './use-task-steps';

const renders: number[] = [];
function Built({ stepping, total, of }: { stepping: boolean; total: number; of: unknown }) {
  const built = useTaskSteps(stepping, total, of);
  renders.push(built);
  return <output>{built}</output>;
}

const shown = () => Number(screen.getByRole('status').textContent);

describe('useTaskSteps', () => {
  it('builds one part in the first render and one more in each task after, up to the total, then stops', async () => {
    renders.length = 0;
    const data = {};
    render(<Built stepping total={4} of={data} />);
    expect(renders[0]).toBe(1);
    await waitFor(() => expect(shown()).toBe(4));
    // a render a part, never two parts at once, and none once all are built
    expect(renders).toEqual([1, 2, 3, 4]);
  });

  it('gives every part at once for data that came while not stepping', () => {
    render(<Built stepping={false} total={7} of={{}} />);
    expect(shown()).toBe(7);
  });

  it('goes on a part a task once started, when the stepping ends on the way (no long task left to the last render)', async () => {
    renders.length = 0;
    const data = {};
    const { rerender } = render(<Built stepping total={5} of={data} />);
    expect(shown()).toBe(1);
    rerender(<Built stepping={false} total={5} of={data} />);
    expect(shown()).toBeLessThan(5);
    await waitFor(() => expect(shown()).toBe(5));
    // never more than one part a render
    expect(renders.every((n, i) => i === 0 || n - renders[i - 1]! <= 1)).toBe(true);
  });

  it('starts again from one part for new data', async () => {
    const { rerender } = render(<Built stepping total={3} of={{ week: 1 }} />);
    await waitFor(() => expect(shown()).toBe(3));
    rerender(<Built stepping total={3} of={{ week: 2 }} />);
    expect(shown()).toBe(1);
    await waitFor(() => expect(shown()).toBe(3));
  });
});
