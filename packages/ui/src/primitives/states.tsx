import type { ReactNode } from 'react';
import { useT } from '../context/runtime';

export function Spinner({ label }: { label?: string }) {
  return <span className="spinner" role={label ? 'status' : undefined} aria-label={label} />;
}

export function Skeleton({ height = '1rem', width = '100%' }: { height?: string; width?: string }) {
  return <div className="skeleton" style={{ height, width }} aria-hidden="true" />;
}

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
  return (
    <div className="state state-error" role="alert">
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
