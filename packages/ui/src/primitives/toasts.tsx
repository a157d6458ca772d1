import { useEffect, useRef } from 'react';
import { useRuntime, useT } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { CLOSE_ICON, Icon } from './icons';

/**
 * Bottom-right toast region (spec 001 §2, §9): newest three visible, Alt+T moves focus to it. A polite live
 * region announces success; errors are assertive.
 */
export function Toaster() {
  const { toasts } = useRuntime();
  const t = useT();
  const visible = useSignalValue(toasts.visible);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // only while toasts show: on a host page Alt+T belongs to the page (or the browser) the rest of the time
      if (toasts.visible.peek().length === 0) return;
      if (e.altKey && (e.key === 't' || e.key === 'T' || e.code === 'KeyT')) {
        e.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toasts]);

  return (
    <section ref={region} className="o-toaster" aria-label={t('toasts.region')} tabIndex={-1}>
      <ol>
        {visible.map((toast) => (
          <li key={toast.id} className={`o-toast o-toast-${toast.type}`}>
            <div role={toast.type === 'error' ? 'alert' : 'status'}>{toast.message}</div>
            <button type="button" className="btn btn-ghost btn-icon" aria-label={t('toasts.close')} onClick={() => toasts.dismiss(toast.id)}>
              <Icon d={CLOSE_ICON} />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
