import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../context/runtime';
import type { DatePopoverPanelProps } from './date-popover-panel';
import { Icon } from '../primitives/icons';
import { loadPositioning } from '../layout/use-floating';

const CALENDAR_ICON = 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4';

// The panel (month calendar positioned with floating-ui) loads on intent (the pointer over the button or its focus),
// floating-ui beside it rather than after it: both stay out of the schedule chunk (docs/design.md §5 budget). The
// browser imports a module once, so the open's import finds the one the intent started.
// (offline, the panel opens unplaced: use-floating.ts)
/** the panel's modules (exported for the tests that watch the intent fetch them) */
export const PANEL_LOADERS = {
  panel: () => Promise.all([import('./date-popover-panel'), loadPositioning().catch(() => {})]).then(([m]) => ({ default: m.DatePopoverPanel })),
};
const Panel = lazy(() => PANEL_LOADERS.panel());
const preloadPanel = () => void PANEL_LOADERS.panel().catch(() => {});

export type DatePopoverProps = Omit<DatePopoverPanelProps, 'id' | 'anchor' | 'onClose'> & { onOpenChange?: (open: boolean) => void };

/** The schedule's "choose a date" button and its month calendar popover (000 §2, §9). */
export function DatePopover({ onOpenChange, onSelect, ...rest }: DatePopoverProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useRef(`o-dp-${Math.random().toString(36).slice(2, 9)}`).current;
  const toggle = (next: boolean, refocus = false) => {
    setOpen(next);
    onOpenChange?.(next);
    if (!next && refocus) button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => toggle(!open)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <Icon d={CALENDAR_ICON} /> {t('schedules.choose_date')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Panel
            {...rest}
            id={id}
            anchor={button}
            onClose={(refocus) => toggle(false, refocus)}
            onSelect={(day) => {
              toggle(false, true);
              onSelect(day);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
