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

describe('toasts: loading then result (000 §4), pause', () => {
  it('loading has no time limit; update replaces it in place with the success (2 s)', () => {
    const t = timers();
    const toasts = createToasts(t);
    const id = toasts.loading('Chargement…');
    expect(toasts.all.value).toEqual([{ id, type: 'loading', message: 'Chargement…' }]);
    expect(t.list).toEqual([]);
    toasts.update(id, 'success', 'ok');
    expect(toasts.all.value).toEqual([{ id, type: 'success', message: 'ok' }]);
    expect(t.list.map((x) => x.ms)).toEqual([2000]);
  });

  it('or with the error (3 s); an update of a toast already gone shows a new one', () => {
    const t = timers();
    const toasts = createToasts(t);
    const id = toasts.loading('…');
    toasts.update(id, 'error', 'INSUFFICIENT_PLACES');
    expect(toasts.all.value).toEqual([{ id, type: 'error', message: 'INSUFFICIENT_PLACES' }]);
    expect(t.list.map((x) => x.ms)).toEqual([3000]);
    toasts.dismiss(id);
    expect(toasts.update(id, 'success', 'later')).not.toBe(id);
    expect(toasts.all.value.map((x) => x.message)).toEqual(['later']);
  });

  it('a success without a message keeps an empty text (the region shows the updated text)', () => {
    const toasts = createToasts(timers());
    toasts.success();
    toasts.update(toasts.loading('…'), 'success', '');
    expect(toasts.all.value.map((x) => x.message)).toEqual(['', '']);
  });

  it('pause keeps what is left of each toast time; resume runs it', () => {
    const t = timers();
    let clock = 0;
    const toasts = createToasts({ ...t, now: () => clock });
    toasts.error('ko');
    clock = 1200;
    toasts.pause();
    toasts.success('shown while paused');
    expect(t.list.map((x) => x.ms)).toEqual([-1]);
    toasts.resume();
    expect(t.list.slice(1).map((x) => x.ms)).toEqual([1800, 2000]);
  });

  it('dismissing while paused forgets the toast', () => {
    const t = timers();
    const toasts = createToasts(t);
    const id = toasts.success('ok');
    toasts.pause();
    toasts.dismiss(id);
    toasts.resume();
    expect(toasts.all.value).toEqual([]);
    expect(t.list.filter((x) => x.ms > 0)).toEqual([]);
  });
});

describe('toasts across a page change (001 §8: the message of an action that moves to another page keeps its time)', () => {
  it('carry stops the time of the toasts showing; land gives each its whole time on the new page', () => {
    const t = timers();
    let clock = 0;
    const toasts = createToasts({ ...t, now: () => clock });
    toasts.success('Inscription annulée');
    toasts.error('ko');
    clock = 1500;
    toasts.carry();
    expect(t.list.map((x) => x.ms)).toEqual([-1, -1]);
    // a toast shown while the page changes waits too
    toasts.success('Bienvenue');
    expect(t.list).toHaveLength(2);
    clock = 4000;
    toasts.land();
    expect(t.list.slice(2).map((x) => x.ms)).toEqual([2000, 3000, 2000]);
    expect(toasts.all.value.map((x) => x.message)).toEqual(['Inscription annulée', 'ko', 'Bienvenue']);
    t.list[2]?.fn();
    expect(toasts.all.value.map((x) => x.message)).toEqual(['ko', 'Bienvenue']);
  });

  it('a loading toast stays loading; carry and land twice do nothing more', () => {
    const t = timers();
    const toasts = createToasts(t);
    const id = toasts.loading('…');
    toasts.carry();
    toasts.carry();
    toasts.update(id, 'success', 'fait');
    toasts.land();
    toasts.land();
    expect(t.list.map((x) => x.ms)).toEqual([2000]);
  });

  it('landing while a person holds the toasts: their time runs on resume', () => {
    const t = timers();
    const toasts = createToasts(t);
    toasts.success('ok');
    toasts.carry();
    toasts.pause();
    toasts.land();
    expect(t.list.filter((x) => x.ms > 0)).toHaveLength(0);
    toasts.resume();
    expect(t.list.at(-1)?.ms).toBe(2000);
  });
});
