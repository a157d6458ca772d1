import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { sayInOpenDialog } from '../a11y/say-in-dialog';
import { newAnnouncements, nextAnnounced, toastText, type Announced } from './announce.logic';
import { ToastItem } from './toast-item';

/** Live regions read changes, not what they hold when they appear: a region mounted with its first toast waits this long. */
export const ANNOUNCE_DELAY_MS = 100;

const isHotkey = (e: KeyboardEvent) => e.altKey && (e.key === 't' || e.key === 'T' || e.code === 'KeyT');

/**
 * The page's one toast region (001 §2, §9): bottom-right, newest three visible, Alt+T moves focus to it, Escape
 * dismisses the focused (else the newest) toast. Each toast is announced once by one of two always-present live
 * regions: role=status for success and loading, aria-live=assertive for errors. Time stands still while the region is
 * hovered, focused or held by a finger.
 */
export function Toaster() {
  const { toasts, t } = useRuntime();
  const all = useSignalValue(toasts.all);
  const visible = useSignalValue(toasts.visible);
  const region = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const holds = useRef({ hover: false, focus: false, drag: false });
  const seen = useRef(new Set<string>());
  const [ready, setReady] = useState(false);
  const [announced, setAnnounced] = useState<Announced>({ polite: null, assertive: null });
  const updated = t('common.updated');

  const hold = (what: keyof typeof holds.current, on: boolean) => {
    holds.current[what] = on;
    const { hover, focus, drag } = holds.current;
    if (hover || focus || drag) toasts.pause();
    else toasts.resume();
  };

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ANNOUNCE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      toasts.resume();
    };
  }, [toasts]);

  useEffect(() => {
    if (!ready) return;
    const added = newAnnouncements(all, seen.current, updated);
    // the page's regions are inert behind a modal dialog: the one holding the focus says it instead
    for (const a of added) sayInOpenDialog(a.text, a.assertive);
    setAnnounced((previous) => nextAnnounced(previous, added, all, updated));
  }, [ready, all, updated]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // only while toasts show: on a host page Alt+T belongs to the page (or the browser) the rest of the time
      if (!isHotkey(e) || toasts.visible.peek().length === 0) return;
      e.preventDefault();
      const active = document.activeElement;
      if (active instanceof HTMLElement && !region.current?.contains(active)) returnFocus.current = active;
      region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toasts]);

  // the last toast gone while focus was in the region: focus goes back where Alt+T found it
  useEffect(() => {
    if (visible.length > 0 || !holds.current.focus) return;
    const back = returnFocus.current;
    returnFocus.current = null;
    if (back?.isConnected) back.focus();
  }, [visible.length]);

  const dismiss = (id: number) => {
    // the focused close button goes with its toast: the region takes focus first (never the page's top)
    if (holds.current.focus) region.current?.focus();
    toasts.dismiss(id);
  };

  return (
    // the region pauses the toasts while the pointer or the focus is in it, and Escape from a toast bubbles here
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={region}
      className="o-toaster"
      aria-label={t('toasts.region')}
      tabIndex={-1}
      // a mouse only: a tap's emulated hover would never leave, and the toasts would stay for good
      onPointerEnter={(e) => e.pointerType === 'mouse' && hold('hover', true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && hold('hover', false)}
      // capture: focus and blur do not bubble (Preact listens natively)
      onFocusCapture={() => hold('focus', true)}
      onBlurCapture={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hold('focus', false);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || visible.length === 0) return;
        e.stopPropagation();
        const item = (e.target as Element).closest?.('[data-toast-id]');
        dismiss(item ? Number(item.getAttribute('data-toast-id')) : visible[visible.length - 1]!.id);
      }}
    >
      <ol>
        {visible.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            text={toastText(toast, updated)}
            closeLabel={t('toasts.close')}
            onDismiss={dismiss}
            onDrag={(on) => hold('drag', on)}
          />
        ))}
      </ol>
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announced.polite && <span key={announced.polite.key}>{announced.polite.text}</span>}
      </div>
      {/* assertive, not role=alert: an always-present empty alert would be what "the page's alert" finds */}
      <div className="sr-only" aria-live="assertive" aria-atomic="true">
        {announced.assertive && <span key={announced.assertive.key}>{announced.assertive.text}</span>}
      </div>
    </section>
  );
}
