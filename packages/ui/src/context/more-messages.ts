import { lazy, type ComponentType } from 'react';
import { useRuntime, type OrielRuntime } from './runtime';

type Part<P> = ComponentType<P>;
const parts = new WeakMap<OrielRuntime, Map<unknown, Part<never>>>();

/**
 * A lazy part's load that also brings the catalogue's second part its screens show (a login form), from the runtime
 * (OrielRuntime.moreMessages: the widgets' runtime loads it, the hosted shell's catalogue comes whole), so it first
 * renders with its words in, never its keys. A failed fetch of that part does not fail the part: its words then read
 * as keys until a later ask.
 */
export function withMoreMessages<T>(runtime: Pick<OrielRuntime, 'moreMessages'>, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), runtime.moreMessages()]).then(([loaded]) => loaded);
}

/**
 * The lazy component of `load` (a module-level function, so one component per runtime and load) that comes with the
 * catalogue's second part (withMoreMessages).
 */
export function useLazyWithMoreMessages<P>(load: () => Promise<{ default: ComponentType<P> }>): Part<P> {
  const runtime = useRuntime();
  let byLoad = parts.get(runtime);
  if (!byLoad) parts.set(runtime, (byLoad = new Map()));
  let part = byLoad.get(load) as Part<P> | undefined;
  if (!part) byLoad.set(load, (part = lazy(withMoreMessages(runtime, load)) as Part<P>) as Part<never>);
  return part;
}
