import { createElement, type ComponentType, type ReactElement } from 'react';

/** A component whose code is its own chunk, which a page can load before it first renders. */
export interface Preloadable<P> {
  (props: P): ReactElement;
  preload(): Promise<void>;
}

const byName = new Map<string, () => Promise<void>>();

/** A chunk loaded once, whatever asks for it; after a failure the next ask tries again. */
export function chunkLoader<T>(load: () => Promise<T>): { preload(): Promise<void>; loaded(): T | null } {
  let loaded: T | null = null;
  let pending: Promise<void> | null = null;
  return {
    preload: () =>
      (pending ??= load().then(
        (value) => void (loaded = value),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

/**
 * Like React's `lazy`, with a `preload` that makes the next render synchronous. `lazy` learns that its module is
 * in only after a render has suspended, so the hosted shell, taking over server markup with `render`, would swap a
 * section for its fallback and back (a flash and a layout shift). The shell preloads what the server's markup names
 * (`preloadMarked`) before its first render instead. Until loaded, rendering suspends (throws the load, which a
 * `Suspense` boundary in the browser and the server's async render both wait for).
 */
export function preloadable<P extends object>(name: string, load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const { preload, loaded } = chunkLoader(load);
  function Component(props: P) {
    const View = loaded();
    if (!View) throw preload();
    return createElement(View, props) as ReactElement;
  }
  Component.preload = preload;
  byName.set(name, preload);
  return Component;
}

/** The attribute a server-rendered element carries to name the chunk its content needs (`preloadMarked`). */
export const PRELOAD_ATTRIBUTE = 'data-o-preload';

/** Loads every chunk the markup under `root` names; unknown names and failed loads are left to the render. */
export function preloadMarked(root: ParentNode): Promise<void> {
  const names = new Set(Array.from(root.querySelectorAll(`[${PRELOAD_ATTRIBUTE}]`), (el) => el.getAttribute(PRELOAD_ATTRIBUTE) ?? ''));
  return Promise.all(
    [...names].map((name) =>
      byName
        .get(name)?.()
        .catch(() => {}),
    ),
  ).then(() => {});
}
