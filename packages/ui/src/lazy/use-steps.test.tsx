import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSteps, type StepsOptions } from './use-steps';

let frames: FrameRequestCallback[] = [];
let clock = 0;
/** each render and commit of the list "takes" this long (performance.now moves by it between the two reads) */
let renderMs = 20;

beforeEach(() => {
  frames = [];
  clock = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  // the render reads the clock, then the layout effect: the second read is renderMs later
  let reads = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (reads++ % 2 === 0 ? clock : (clock += renderMs)));
});
afterEach(() => vi.restoreAllMocks());

function List(props: StepsOptions) {
  const shown = useSteps(props);
  return <output>{shown}</output>;
}

/** runs the frames asked for so far, one at a time, and the renders they set off */
async function nextFrame(): Promise<void> {
  const frame = frames.shift();
  expect(frame, 'a frame was asked for').toBeTruthy();
  await act(() => frame!(0));
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
});
