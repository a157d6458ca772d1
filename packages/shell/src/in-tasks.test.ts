import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTasks } from './in-tasks';

afterEach(() => vi.useRealTimers());

/** the microtasks the current task leaves: what runs before the next task */
const endOfTask = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
/** the next task: the timers pending now, then their microtasks */
const nextTask = async () => {
  vi.runOnlyPendingTimers();
  await endOfTask();
};

describe('inTasks', () => {
  it('runs each step in a task of its own, and the caller goes on in a later one', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    let done = false;
    void inTasks([() => ran.push('dates'), () => ran.push('numbers')]).then(() => (done = true));
    await endOfTask();
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(['dates']);
    await nextTask();
    expect(ran).toEqual(['dates', 'numbers']);
    // the last step's task ends without the caller: its work (the first render) is the next task's
    expect(done).toBe(false);
    await nextTask();
    expect(done).toBe(true);
  });
});
