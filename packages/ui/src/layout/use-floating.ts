import { useEffect, type RefObject } from 'react';
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';

/**
 * Keeps a floating panel under its button while open (scroll, resize, layout changes), with the positioning
 * half of floating-ui only: focus and dismissal are ours (docs/design.md §5 budget note).
 */
export function useFloating(open: boolean, reference: RefObject<HTMLElement | null>, floating: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const ref = reference.current;
    const panel = floating.current;
    if (!open || !ref || !panel) return;
    const update = () => {
      computePosition(ref, panel, {
        strategy: 'fixed',
        placement: 'bottom-start',
        middleware: [offset(8), flip(), shift({ padding: 8 })],
      })
        .then(({ x, y }) => {
          panel.style.left = `${x}px`;
          panel.style.top = `${y}px`;
        })
        .catch(() => undefined);
    };
    return autoUpdate(ref, panel, update);
  }, [open, reference, floating]);
}
