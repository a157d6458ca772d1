import { computed, signal } from '@preact/signals-core';

import { TOASTS } from '../rules/organiser-defaults';

/** Spec 001 §9 (more specific than 000 §4 for toasts): success 2 s, error 3 s; at most 3 visible. */
export const TOAST_DURATION = { success: TOASTS.successMs, error: TOASTS.errorMs, info: TOASTS.successMs, loading: 0 } as const;
export const TOASTS_VISIBLE = TOASTS.maxVisible;

export type ToastType = keyof typeof TOAST_DURATION;

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  /** '' on a success without a message: the region shows the 'updated' text (001 §8) */
  readonly message: string;
}

export interface ToastsOptions {
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
}

export function createToasts(options: ToastsOptions = {}) {
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const now = options.now ?? (() => Date.now());
  const all = signal<readonly Toast[]>([]);
  /** running timers, and when each toast is due: a pause keeps what is left of its time */
  const timers = new Map<number, { handle: unknown; due: number }>();
  const left = new Map<number, number>();
  let paused = false;
  /** a page change under way: the toasts wait for the new page (carry / land) */
  let carrying = false;
  let nextId = 1;

  function stop(id: number) {
    const t = timers.get(id);
    if (t) clearTimer(t.handle);
    timers.delete(id);
    left.delete(id);
  }

  function dismiss(id: number) {
    stop(id);
    all.value = all.peek().filter((toast) => toast.id !== id);
  }

  function run(id: number, ms: number) {
    if (paused || carrying) left.set(id, ms);
    else timers.set(id, { handle: setTimer(() => dismiss(id), ms), due: now() + ms });
  }

  function arm(id: number, type: ToastType) {
    stop(id);
    const ms = TOAST_DURATION[type];
    if (ms > 0) run(id, ms);
  }

  function show(type: ToastType, message: string): number {
    const id = nextId++;
    all.value = [...all.peek(), { id, type, message }];
    arm(id, type);
    return id;
  }

  /**
   * Turns a loading toast into its outcome (spec 000 §4: loading, then success or error), in place: one list item, its
   * text announced again. (No promise helper: every byte here is in the shared runtime; forms call loading + update.)
   */
  function update(id: number, type: ToastType, message: string) {
    if (!all.peek().some((t) => t.id === id)) return show(type, message);
    all.value = all.peek().map((toast) => (toast.id === id ? { id, type, message } : toast));
    arm(id, type);
    return id;
  }

  /** While a person reads, hovers or drags the toasts, their time stands still (WCAG 2.2.1). */
  function pause() {
    if (paused) return;
    paused = true;
    const at = now();
    for (const [id, t] of timers) {
      clearTimer(t.handle);
      left.set(id, Math.max(0, t.due - at));
    }
    timers.clear();
  }

  function resume() {
    if (!paused) return;
    paused = false;
    restart();
  }

  function restart() {
    const pending = [...left];
    left.clear();
    for (const [id, ms] of pending) run(id, ms);
  }

  /**
   * The page is changing (the shell's router): the toasts showing, often the outcome of the action that changed it
   * (registered, cancelled), stop their time and get it whole again once the new page is drawn (`land`), so the
   * message is not spent while the next page loads (001 §8: success 2 s, error 3 s).
   */
  function carry() {
    if (carrying) return;
    carrying = true;
    for (const t of timers.values()) clearTimer(t.handle);
    timers.clear();
    for (const toast of all.peek()) {
      const ms = TOAST_DURATION[toast.type];
      if (ms > 0) left.set(toast.id, ms);
    }
  }

  /** The new page is drawn: the carried toasts' time runs (unless a person holds them: then on resume). */
  function land() {
    if (!carrying) return;
    carrying = false;
    if (!paused) restart();
  }

  return {
    all,
    /** the newest three; older ones wait their turn */
    visible: computed(() => all.value.slice(-TOASTS_VISIBLE)),
    show,
    update,
    dismiss,
    pause,
    resume,
    carry,
    land,
    /** without a message: the 'updated' text (001 §8) */
    success: (message = '') => show('success', message),
    error: (message: string) => show('error', message),
    loading: (message: string) => show('loading', message),
  };
}

export type ToastsStore = ReturnType<typeof createToasts>;
