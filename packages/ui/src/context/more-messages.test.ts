import { describe, expect, it } from 'vitest';
import { withMoreMessages } from './more-messages';
import { nextTask } from './next-task';
import { testRuntime } from '../testing/test-runtime';

describe('withMoreMessages (the runtime brings the catalogue’s second part)', () => {
  it('resolves the part once its code and the catalogue’s second part are both in', async () => {
    const order: string[] = [];
    let finish!: () => void;
    const { runtime } = testRuntime({ loadMoreMessages: () => new Promise<void>((r) => (finish = () => (order.push('messages'), r()))) });
    const loading = withMoreMessages(runtime, async () => (order.push('code'), 'Part'))().then((part) => (order.push('resolved'), part));
    await nextTask();
    expect(order).toEqual(['code']);
    finish();
    expect(await loading).toBe('Part');
    expect(order).toEqual(['code', 'messages', 'resolved']);
  });

  it('a failed fetch of the second part does not fail the part (lazy would keep the error and blank the widget)', async () => {
    const { runtime } = testRuntime({ loadMoreMessages: () => Promise.reject(new Error('offline')) });
    await expect(withMoreMessages(runtime, async () => 'Part')()).resolves.toBe('Part');
  });

  it('a failed fetch of the part’s own code still fails it (lazy shows the error boundary)', async () => {
    const { runtime } = testRuntime();
    await expect(withMoreMessages(runtime, () => Promise.reject(new Error('offline')))()).rejects.toThrow('offline');
  });

  it('each runtime brings its own second part: a runtime without one (the shell’s whole catalogue) asks nothing', async () => {
    let asked = 0;
    const widgets = testRuntime({ loadMoreMessages: async () => void asked++ }).runtime;
    const shell = testRuntime().runtime;
    await withMoreMessages(shell, async () => 'Part')();
    expect(asked).toBe(0);
    await withMoreMessages(widgets, async () => 'Part')();
    expect(asked).toBe(1);
  });
});

describe('nextTask', () => {
  it('resolves in a later task, not in the current one’s microtasks', async () => {
    let done = false;
    const p = nextTask().then(() => (done = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(done).toBe(false);
    await p;
    expect(done).toBe(true);
  });
});
