export { createQueryCache, retryDelay, QUERY_GC_MS, QUERY_MIN_STALE_MS, QUERY_MOUNT_FRESH_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from './query-cache';
export { hashKey, matchesKey, sameKey } from './query-key';
export type { QueryKey } from './query-key';
export type { QueryCache, QueryCacheOptions, QueryFn, QueryHandle, QueryState, QueryStatus } from './query-cache';
export { createToasts, TOAST_DURATION, TOASTS_VISIBLE } from './toasts.store';
export type { Toast, ToastType, ToastsStore } from './toasts.store';
export { createSessionStore } from './session.store';
export type { SessionApi, SessionState, SessionStatus, SessionStore } from './session.store';
export { createCartStore } from './cart.store';
export type { CartApi, CartChangeCause, CartState, CartStore } from './cart.store';
export { memoryStorage, tokenKey } from './storage';
export type { KeyValueStorage } from './storage';
// The signal primitives, re-exported so the UI packages depend on core only.
export { signal, computed, effect, batch, untracked } from '@preact/signals-core';
export type { Signal, ReadonlySignal } from '@preact/signals-core';
