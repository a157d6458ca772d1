import { act, render } from '@testing-library/preact';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSteps, type StepsOptions } from './use-steps';

let frames: FrameRequestCallback[] = [];
let frameTime = 0;
let clock = 0;
/** each render and commit of a list "takes" this long (the clock moves by it between the render and its commit) */
let renderMs = 20;

beforeEach(() => {
  frames = [];
  frameTime = 0;
  clock = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => vi.restoreAllMocks());

/** `msPerItem`: its render costs that much per item it adds (else `renderMs` a render) */
function List({ msPerItem, ...props }: StepsOptions & { msPerItem?: number }) {
  const shown = useSteps(props);
  const before = useRef(0);
  clock += msPerItem === undefined ? renderMs : (shown - before.current) * msPerItem;
  before.current = shown;
  return <output>{shown}</output>;
}

/**
 * One animation frame: every callback asked for before it, in the order asked, each given the frame's timestamp,
 * with the renders and commits it sets off after it (as microtasks run after each callback in a browser).
 */
async function nextFrame(): Promise<void> {
  expect(frames.length, 'a frame was asked for').toBeGreaterThan(0);
  const callbacks = frames.splice(0);
  frameTime += 16;
  for (const callback of callbacks) await act(() => callback(frameTime));
}

/** Two lists of 10 ms budget side by side, as two grids on one page: each as [total, first, msPerItem]; what each shows */
function renderTwo(a: [number, number, number], b: [number, number, number]): () => number[] {
  const { container } = render(
    <>
      {[a, b].map(([total, first, msPerItem], i) => (
        <List key={i} total={total} first={first} of={i} stepping budgetMs={10} msPerItem={msPerItem} />
      ))}
    </>,
  );
  return () => [...container.querySelectorAll('output')].map((o) => Number(o.textContent));
}

const shown = (container: Element) => Number(container.querySelector('output')!.textContent);

describe('useSteps', () => {
  it('shows the first items with the data, paints them alone, then a step a frame sized to the budget', async () => {
    renderMs = 20;
    const { container } = render(<List total={40} first={10} of="page 1" stepping budgetMs={10} />);
    expect(shown(container)).toBe(10);
    // the first step is painted alone: its frame only asks for the next
    await nextFrame();
    expect(shown(container)).toBe(10);
    // 10 items in 20 ms: 5 fit in 10 ms
    await nextFrame();
    expect(shown(container)).toBe(15);
    // 5 items in 20 ms: 2.5, rounded to 3
    await nextFrame();
    expect(shown(container)).toBe(18);
    // the step of 3 sized by that render; from it on renders are faster: 3 items in 5 ms, so 6 in 10 ms, then 12
    renderMs = 5;
    await nextFrame();
    expect(shown(container)).toBe(21);
    await nextFrame();
    expect(shown(container)).toBe(27);
    await nextFrame();
    expect(shown(container)).toBe(39);
    // never more than the list holds
    await nextFrame();
    expect(shown(container)).toBe(40);
    // all shown: no more frames asked for
    expect(frames).toHaveLength(0);
  });

  it('never steps by fewer than 3 items however slow, nor asks for frames once the list is whole', async () => {
    renderMs = 500;
    const { container } = render(<List total={8} first={2} of="page" stepping budgetMs={10} />);
    await nextFrame();
    await nextFrame();
    expect(shown(container)).toBe(5);
    await nextFrame();
    expect(shown(container)).toBe(8);
    expect(frames).toHaveLength(0);
  });

  it('fills a list whose first step shows nothing', async () => {
    renderMs = 1;
    const { container } = render(<List total={5} first={0} of="page" stepping budgetMs={10} />);
    expect(shown(container)).toBe(0);
    await nextFrame();
    await nextFrame();
    expect(shown(container)).toBe(3);
    await nextFrame();
    expect(shown(container)).toBe(5);
  });

  it('grows a step at most twofold: one quick step does not make the next a long task', async () => {
    renderMs = 50;
    const { container } = render(<List total={100} first={10} of="page" stepping budgetMs={10} />);
    await nextFrame();
    await nextFrame();
    expect(shown(container)).toBe(13);
    // 3 items in 1 ms would suggest 30 for the next 10 ms: 6
    renderMs = 1;
    await nextFrame();
    expect(shown(container)).toBe(16);
    await nextFrame();
    expect(shown(container)).toBe(22);
  });

  it('shows every item at once when not stepping (data replacing items already shown), and starts again for new data', async () => {
    const { container, rerender } = render(<List total={40} first={10} of="page 1" stepping={false} budgetMs={10} />);
    expect(shown(container)).toBe(40);
    expect(frames).toHaveLength(0);
    rerender(<List total={30} first={10} of="page 2" stepping budgetMs={10} />);
    expect(shown(container)).toBe(10);
    expect(frames).toHaveLength(1);
  });

  it('shares one budget a frame among the lists stepping in it: two grids never make a task of twice the budget', async () => {
    const both = renderTwo([40, 10, 1], [30, 10, 1]);
    expect(both()).toEqual([10, 10]);
    const steps: number[][] = [];
    for (let frame = 0; frame < 12 && frames.length > 0; frame++) {
      const before = both();
      await nextFrame();
      steps.push(both().map((n, i) => n - before[i]!));
    }
    // the first frame paints the first items alone. Then 10 items (10 ms) a frame in all, never more: the first step
    // of each is sized by the first render, which measured both lists' items (a commit's effects follow the whole
    // tree's render), so each takes half; then the first grid takes the whole budget while the second waits, and the
    // second has what the first leaves
    expect(steps).toEqual([
      [0, 0],
      [5, 5],
      [10, 0],
      [10, 0],
      [5, 5],
      [0, 10],
    ]);
    expect(both()).toEqual([40, 30]);
    expect(frames).toHaveLength(0);
  });

  it('a step that overran the frame leaves the next list for the next frame, which starts with the whole budget', async () => {
    const both = renderTwo([20, 2, 5], [20, 10, 1]);
    await nextFrame();
    // the first grid's least step (3 items, 15 ms) is over the budget: the second waits
    await nextFrame();
    expect(both()).toEqual([5, 10]);
    // a new frame: the first grid's 3 items again, then nothing left
    await nextFrame();
    expect(both()).toEqual([8, 10]);
  });

  it('a clock that gives every frame the same time (a test double) still lets every list fill', async () => {
    const both = renderTwo([20, 4, 2], [20, 4, 2]);
    for (let frame = 0; frame < 40 && frames.length > 0; frame++) {
      const callbacks = frames.splice(0);
      for (const callback of callbacks) await act(() => callback(16));
    }
    expect(both()).toEqual([20, 20]);
    expect(frames).toHaveLength(0);
  });
});
