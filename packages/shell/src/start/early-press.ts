/**
 * A press on one of the server's buttons (the cart, the menu, a grid's next page) before the app renders over them
 * would do nothing: the page is painted from its HTML while the entry's modules, the texts and the page's code still
 * load and run, several tasks on a phone. The last such press is kept and given again to the same element once the
 * app runs it (the takeover renders over the server's nodes, never replacing them: builder/takeover.ts). A press
 * after the app rendered is the app's own, and makes the kept one stale.
 */
export interface EarlyPress {
  /** The app renders from now on: a later press drops the kept one. */
  stop(): void;
  /** Presses the kept button again, if it is still on the page and not disabled, and stops listening. */
  replay(): void;
}

export function keepEarlyPress(doc: Document): EarlyPress {
  let kept: HTMLButtonElement | null = null;
  let keeping = true;
  const onClick = (event: Event) => {
    const button = keeping && event.target instanceof Element ? event.target.closest('button') : null;
    kept = button && !disabled(button) ? button : null;
  };
  doc.addEventListener('click', onClick, true);
  return {
    stop: () => void (keeping = false),
    replay() {
      doc.removeEventListener('click', onClick, true);
      const button = kept;
      kept = null;
      if (button?.isConnected && !disabled(button)) button.click();
    },
  };
}

const disabled = (button: HTMLButtonElement) => button.disabled || button.getAttribute('aria-disabled') === 'true';
