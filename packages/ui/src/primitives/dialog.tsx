import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../context/runtime';
import { CLOSE_ICON, Icon } from './icons';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** a side drawer (a bottom sheet under 600 px) instead of a centred dialog */
  variant?: 'dialog' | 'drawer';
  footer?: ReactNode;
}

/**
 * Native <dialog> opened modally: the browser gives focus trapping, the top layer, inertness of the page
 * and Escape (the `cancel` event). Focus returns to whatever opened it.
 */
export function Dialog({ open, onClose, title, children, variant = 'dialog', footer }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useRef(`o-dlg-${Math.random().toString(36).slice(2, 9)}`).current;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = (el.getRootNode() as Document | ShadowRoot).activeElement ?? document.activeElement;
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      el.close();
      (opener.current as HTMLElement | null)?.focus?.();
    }
  }, [open]);
  // Most dialogs are always `open` and simply unmounted on close (a card's detail, the login dialog): focus goes
  // back to what opened it then too, or it would fall to <body> (keyboard users sent back to the page's top). The
  // dialog is closed first: while a modal dialog is open the rest of the page is inert and cannot take focus.
  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el?.open) el.close();
      const back = opener.current as HTMLElement | null;
      if (back?.isConnected) back.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={variant === 'drawer' ? 'o-dialog o-drawer' : 'o-dialog'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // a click on the backdrop lands on the dialog element itself
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <div className="o-dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="btn btn-ghost btn-icon" onClick={onClose} aria-label={t('common.close')}>
              <Icon d={CLOSE_ICON} />
            </button>
          </div>
          <div className="o-dialog-body">{children}</div>
          {footer}
        </>
      )}
    </dialog>
  );
}
