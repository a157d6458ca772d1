import { useEffect, useRef, type ReactNode, type Ref } from 'react';

export interface DisclosurePanelProps {
  id: string;
  /** the field's name, said with the button's summary */
  label: string;
  /** what is chosen, on the button */
  summary: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rootRef?: Ref<HTMLDivElement> | undefined;
  /** the panel's content, rendered only while it is open; its first input takes the focus when it opens */
  children: ReactNode;
}

/**
 * Many choices behind one button (000 §9 thresholds, 001 §5): a disclosure button summarising the choice, opening a
 * panel whose first field (a search) takes the focus. Escape closes it and gives the focus back to the button.
 */
export function DisclosurePanel({ id, label, summary, open, onOpenChange, rootRef, children }: DisclosurePanelProps) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);
  return (
    <div ref={rootRef} className="field o-multi">
      <span id={`${id}-label`} className="o-filter-label">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="o-multi-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => onOpenChange(!open)}
      >
        {summary}
      </button>
      {/* Escape from the search field or a checkbox bubbles here: the panel listens, it is no control itself */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={panel}
        id={`${id}-panel`}
        className="o-multi-panel"
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          // the panel closes, not the dialog around it
          e.preventDefault();
          e.stopPropagation();
          onOpenChange(false);
          button.current?.focus();
        }}
      >
        {open && children}
      </div>
    </div>
  );
}
