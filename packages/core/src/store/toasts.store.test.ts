import { describe, expect, it } from 'vitest';
import { createToasts } from './toasts.store';

function timers() {
  const list: { fn: () => void; ms: number }[] = [];
  return {
    list,
    setTimer: (fn: () => void, ms: number) => (list.push({ fn, ms }), list.length - 1),
    clearTimer: (h: unknown) => void (list[h as number] = { fn: () => {}, ms: -1 }),
  };
}

describe('toasts (spec 001 §9)', () => {
  it('shows at most the newest three', () => {
    const toasts = createToasts(timers());
    for (const m of ['a', 'b', 'c', 'd']) toasts.success(m);
    expect(toasts.visible.value.map((t) => t.message)).toEqual(['b', 'c', 'd']);
  });

  it('success lasts 2 s, error 3 s, loading until updated', () => {
    const t = timers();
    const toasts = createToasts(t);
    toasts.success('ok');
    toasts.error('ko');
    const id = toasts.loading('…');
    expect(t.list.map((x) => x.ms)).toEqual([2000, 3000]);
    toasts.update(id, 'success', 'done');
    expect(t.list.at(-1)?.ms).toBe(2000);
    expect(toasts.all.value.find((x) => x.id === id)?.message).toBe('done');
  });

  it('dismisses when its timer fires', () => {
    const t = timers();
    const toasts = createToasts(t);
    toasts.success('ok');
    t.list[0]?.fn();
    expect(toasts.all.value).toEqual([]);
  });
});
