import { computed, signal } from '@preact/signals-core';

import { TOASTS } from '../rules/organiser-defaults';

/** Spec 001 §9 (more specific than 000 §4 for toasts): success 2 s, error 3 s; at most 3 visible. */
export const TOAST_DURATION = { success: TOASTS.successMs, error: TOASTS.errorMs, info: TOASTS.successMs, loading: 0 } as const;
export const TOASTS_VISIBLE = TOASTS.maxVisible;

export type ToastType = keyof typeof TOAST_DURATION;

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
}

export interface ToastsOptions {
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createToasts(options: ToastsOptions = {}) {
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const all = signal<readonly Toast[]>([]);
  const timers = new Map<number, unknown>();
  let nextId = 1;

  function dismiss(id: number) {
    const t = timers.get(id);
    if (t !== undefined) clearTimer(t);
    timers.delete(id);
    all.value = all.peek().filter((toast) => toast.id !== id);
  }

  function arm(id: number, type: ToastType) {
    const ms = TOAST_DURATION[type];
    if (ms > 0) timers.set(id, setTimer(() => dismiss(id), ms));
  }

  function show(type: ToastType, message: string): number {
    const id = nextId++;
    all.value = [...all.peek(), { id, type, message }];
    arm(id, type);
    return id;
  }

  /** Turns a loading toast into its outcome (spec 000 §4: loading, then success or error). */
  function update(id: number, type: ToastType, message: string) {
    if (!all.peek().some((t) => t.id === id)) return show(type, message);
    const t = timers.get(id);
    if (t !== undefined) clearTimer(t);
    all.value = all.peek().map((toast) => (toast.id === id ? { id, type, message } : toast));
    arm(id, type);
    return id;
  }

  return {
    all,
    /** the newest three; older ones wait their turn */
    visible: computed(() => all.value.slice(-TOASTS_VISIBLE)),
    show,
    update,
    dismiss,
    success: (message: string) => show('success', message),
    error: (message: string) => show('error', message),
    loading: (message: string) => show('loading', message),
  };
}

export type ToastsStore = ReturnType<typeof createToasts>;
