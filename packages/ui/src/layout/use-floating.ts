import { useLayoutEffect, type RefObject } from 'react';

type Positioning = typeof import('@floating-ui/dom');
let positioning: Promise<Positioning> | undefined;

/**
 * floating-ui's positioning, fetched once, when a panel first opens or a visitor points at or focuses what opens one:
 * not in a page's start-up script (5.5 KB gz of the shell's entry). After a failure the next ask tries again.
 */
export function loadPositioning(): Promise<Positioning> {
  positioning ??= import('@floating-ui/dom').catch((error: unknown) => {
    positioning = undefined;
    throw error;
  });
  return positioning;
}

/**
 * Keeps a floating panel under its button while open (scroll, resize, layout changes), with the positioning
 * half of floating-ui only: focus and dismissal are ours (docs/design.md §5 budget note). Until its first position
 * the panel is transparent (still focusable: a keyboard opening moves the focus into it at once), so it never shows
 * at the corner its stylesheet starts it in while floating-ui arrives.
 */
export function useFloating(open: boolean, reference: RefObject<HTMLElement | null>, floating: RefObject<HTMLElement | null>) {
  // in the commit, before the opened panel's first paint: an effect would let it show at that corner for a frame
  useLayoutEffect(() => {
    const ref = reference.current;
    const panel = floating.current;
    if (!open || !ref || !panel) return;
    let stop: (() => void) | undefined;
    let closed = false;
    panel.style.opacity = '0';
    loadPositioning().then(
      ({ autoUpdate, computePosition, flip, offset, shift }) => {
        if (closed) return;
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
            .catch(() => undefined)
            .finally(() => (panel.style.opacity = ''));
        };
        stop = autoUpdate(ref, panel, update);
      },
      // offline: shown where its stylesheet puts it rather than not at all
      () => void (panel.style.opacity = ''),
    );
    return () => {
      closed = true;
      stop?.();
      panel.style.opacity = '';
    };
  }, [open, reference, floating]);
}
