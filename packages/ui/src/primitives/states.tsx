import type { ReactNode } from 'react';
import { useT } from '../context/runtime';

export function Spinner({ label }: { label?: string }) {
  return <span className="spinner" role={label ? 'status' : undefined} aria-label={label} />;
}

export function Skeleton({ height = '1rem', width = '100%' }: { height?: string; width?: string }) {
  return <div className="skeleton" style={{ height, width }} aria-hidden="true" />;
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state" role="status">
      <h3>{title}</h3>
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
