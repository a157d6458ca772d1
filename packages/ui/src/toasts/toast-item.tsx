import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Toast } from '@oriel/core';
import { CLOSE_ICON, Icon } from '../primitives/icons';
import { swipeDismisses, swipeOffset, swipeOpacity, swipes } from './swipe.logic';

export interface ToastItemProps {
  toast: Toast;
  text: string;
  closeLabel: string;
  onDismiss(id: number): void;
  /** a finger holds the toast: its time stands still meanwhile */
  onDrag(dragging: boolean): void;
}

/**
 * One toast: its text (no live role: the region's announcer reads it, once), a close button, and a touch swipe
 * that follows the finger with a transform (no layout work) and dismisses past the threshold (000 §9).
 */
export function ToastItem({ toast, text, closeLabel, onDismiss, onDrag }: ToastItemProps) {
  const start = useRef<{ pointer: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (e: ReactPointerEvent<HTMLLIElement>, dismiss: boolean) => {
    if (start.current?.pointer !== e.pointerId) return;
    start.current = null;
    onDrag(false);
    if (dismiss) onDismiss(toast.id);
    else setOffset(0);
  };

  return (
    <li
      className={`o-toast o-toast-${toast.type}${offset ? ' o-toast-dragging' : ''}`}
      data-toast-id={toast.id}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: swipeOpacity(offset) } : undefined}
      onPointerDown={(e) => {
        if (!swipes(e.pointerType) || start.current) return;
        start.current = { pointer: e.pointerId, x: e.clientX };
        try {
          // the finger may leave the toast while it drags
          e.currentTarget.setPointerCapture(e.pointerId);
        } catch {
          // a synthetic pointer (no active pointer of that id): follow it without capture
        }
        onDrag(true);
      }}
      onPointerMove={(e) => {
        if (start.current?.pointer === e.pointerId) setOffset(swipeOffset(start.current.x, e.clientX));
      }}
      onPointerUp={(e) => {
        const s = start.current;
        end(e, !!s && swipeDismisses(swipeOffset(s.x, e.clientX)));
      }}
      // the browser took the gesture over (a scroll): the toast goes back
      onPointerCancel={(e) => end(e, false)}
    >
      {toast.type === 'loading' && <span className="spinner o-toast-spinner" aria-hidden="true" />}
      <p className="o-toast-text">{text}</p>
      <button type="button" className="btn btn-ghost btn-icon" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <Icon d={CLOSE_ICON} />
      </button>
    </li>
  );
}
