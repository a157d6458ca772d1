import { useEffect, useRef, type RefObject } from 'react';
import { useT } from '../context/runtime';
import { useFloating } from '../layout/use-floating';
import { MonthCalendar } from './month-calendar';

export interface DatePopoverPanelProps {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  value: string;
  today: string;
  bounds: { min: string; max: string };
  marked: ReadonlySet<string>;
  onSelect: (day: string) => void;
  /** the month shown, to load the days that have availabilities */
  onMonth: (first: string, last: string) => void;
  onClose: (refocus: boolean) => void;
}

/**
 * The open date popover: a month calendar under its button (floating-ui positioning only); Escape closes it
 * and gives the focus back to the button, a click outside closes it.
 */
export function DatePopoverPanel({ id, anchor, onClose, value, ...calendar }: DatePopoverPanelProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  useFloating(true, anchor, panel);
  useEffect(() => {
    const outside = (e: Event) => {
      const path = e.composedPath();
      if (!path.includes(panel.current as EventTarget) && !path.includes(anchor.current as EventTarget)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [anchor, onClose]);
  return (
    // Escape from the calendar's day buttons bubbles to the popover (a non-modal dialog), which closes
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={t('schedules.choose_date')}
      className="o-popover"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose(true);
      }}
    >
      {/* the date picker dialog pattern (WAI-ARIA APG): opening it moves focus to the chosen day */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <MonthCalendar value={value} initial={value} autoFocus {...calendar} />
    </div>
  );
}
