import { afterEach, describe, expect, it } from 'vitest';
import { setMoreMessagesLoader, withMoreMessages } from './with-more-messages';
import { nextTask } from '../context/next-task';

describe('withMoreMessages', () => {
  afterEach(() => setMoreMessagesLoader(() => Promise.resolve()));

  it('resolves the part once its code and the catalogue’s second part are both in', async () => {
    const order: string[] = [];
    let finish!: () => void;
    setMoreMessagesLoader(() => new Promise<void>((r) => (finish = () => (order.push('messages'), r()))));
    const loading = withMoreMessages(async () => (order.push('code'), 'Part'))().then((part) => (order.push('resolved'), part));
    await nextTask();
    expect(order).toEqual(['code']);
    finish();
    expect(await loading).toBe('Part');
    expect(order).toEqual(['code', 'messages', 'resolved']);
  });

  it('a failed fetch of the second part does not fail the part (lazy would keep the error and blank the widget)', async () => {
    setMoreMessagesLoader(() => Promise.reject(new Error('offline')));
    await expect(withMoreMessages(async () => 'Part')()).resolves.toBe('Part');
  });

  it('a failed fetch of the part’s own code still fails it (lazy shows the error boundary)', async () => {
    await expect(withMoreMessages(() => Promise.reject(new Error('offline')))()).rejects.toThrow('offline');
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
