import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../context/runtime';
import { CLOSE_ICON, Icon } from './icons';
import { deepActiveElement, returnFocus } from './focus';

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
 * and Escape (the `cancel` event). Focus returns to whatever opened it (Escape, close button, backdrop, unmount),
 * or to the page's or widget's first heading when that element is gone.
 */
export function Dialog({ open, onClose, title, children, variant = 'dialog', footer }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      // the deep active element: an opener inside a widget's shadow root, not its host
      opener.current = deepActiveElement(el.ownerDocument);
      el.showModal();
    } else if (!open && el.open) {
      el.close();
      returnFocus(opener.current, el.getRootNode() as ShadowRoot);
    }
  }, [open]);
  // Most dialogs are always `open` and simply unmounted on close (a card's detail, the login dialog): focus goes
  // back to what opened it then too, or it would fall to <body> (keyboard users sent back to the page's top). The
  // dialog is closed first: while a modal dialog is open the rest of the page is inert and cannot take focus.
  // One unmounted closed (a page change, a widget removed) leaves focus alone.
  useEffect(() => {
    const el = ref.current;
    return () => {
      if (!el?.open) return;
      el.close();
      returnFocus(opener.current, el.getRootNode() as ShadowRoot);
    };
  }, []);

  return (
    // the pointer's backdrop click lands on the <dialog> itself; the keyboard closes it with Escape (onCancel)
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
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
