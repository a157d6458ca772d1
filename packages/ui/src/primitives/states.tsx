import { useEffect, useRef, type ReactNode } from 'react';
import { useT, type OrielEventDetails } from '../context/runtime';

export function Spinner({ label }: { label?: string }) {
  return <span className="spinner" role={label ? 'status' : undefined} aria-label={label} />;
}

export function Skeleton({ height = '1rem', width = '100%' }: { height?: string; width?: string }) {
  return <div className="skeleton" style={{ height, width }} aria-hidden="true" />;
}

/**
 * Text in each size and weight cards and bars are written in, hidden, laid out while a skeleton waits for its data:
 * the browser sets up each (size, weight) of a font the first time a layout meets it, a synchronous call to its
 * browser process on Linux (docs/decisions/0015-fonts-in-first-layout.md). Done here, those calls leave the frame that paints the data.
 */
export function FontWarmer() {
  return (
    <span className="o-font-warm" aria-hidden="true">
      {WARMED.map((fonts) => (
        <span key={fonts} className={fonts}>
          a
        </span>
      ))}
    </span>
  );
}

/** The (size, weight) pairs cards and bars use (test/e2e/fonts.test.ts fails on one missing), as base.css classes. */
const WARMED = ['o-fw', 'o-fw o-fw-b', 'o-fw-s', 'o-fw-s o-fw-b', 'o-fw-l o-fw-b', 'o-fw-xs', 'o-fw-xs o-fw-b'];

/** `level`: the heading level under the page's or dialog's own title (heading order, WCAG 1.3.1). */
export function EmptyState({ title, children, level = 3 }: { title: string; children?: ReactNode; level?: 2 | 3 }) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <div className="state" role="status">
      <H>{title}</H>
      {children}
    </div>
  );
}

/** An error with its translated message and, where a retry is safe, a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current?.getRootNode();
    // in a widget, the host page hears of the call that failed (after the query cache's retries): `oriel:error`
    if (root instanceof ShadowRoot) {
      const detail: OrielEventDetails['error'] = { kind: 'api', element: root.host, tag: root.host.localName, message };
      ref.current!.dispatchEvent(new CustomEvent('oriel:error', { bubbles: true, composed: true, detail }));
    }
  }, [message]);
  return (
    <div ref={ref} className="state state-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

export function Badge({ tone = 'default', children }: { tone?: 'default' | 'red' | 'green' | 'blue' | 'yellow'; children: ReactNode }) {
  return <span className={tone === 'default' ? 'badge' : `badge badge-${tone}`}>{children}</span>;
}
