import { memo, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { chunkLoader, ErrorState, errorMessage, useRuntime } from '@oriel/ui';
import { useReportLoading } from './shell-context';

/** A page whose code is its own chunk (the shell's code splits per route). */
export interface LazyPage<P> {
  (props: P): ReactNode;
  /** loads the chunk; the first render of a page load and the server render wait for it, so they never suspend */
  preload(): Promise<void>;
}

/**
 * A route's page, loaded on demand. Once its chunk is in, it renders at once, so the page a visitor lands on
 * (preloaded before the first render) shows the server's markup without a blank step; a page reached by a link
 * shows the route progress bar while its chunk loads. A chunk that fails offers to try again (a new page load:
 * browsers remember a failed module import). Memoised on its props: the widgets on a page follow their own query
 * parameters (the runtime's pageUrl), so a week or filter change re-renders them, not every section of the page.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const { preload, loaded } = chunkLoader(load);
  function Page(props: P) {
    const { t } = useRuntime();
    const [, setReady] = useState(false);
    const [failed, setFailed] = useState<unknown>(null);
    const Loaded = loaded();
    useReportLoading(!Loaded && !failed);
    useEffect(() => {
      if (!loaded()) preload().then(() => setReady(true), setFailed);
    }, []);
    if (failed) {
      return (
        <div className="o-page">
          <ErrorState message={errorMessage(t, failed)} onRetry={() => window.location.reload()} />
        </div>
      );
    }
    if (!Loaded) return <div className="o-page" aria-busy="true" />;
    return <Loaded {...props} />;
  }
  return Object.assign(memo(Page) as (props: P) => ReactNode, { preload });
}
