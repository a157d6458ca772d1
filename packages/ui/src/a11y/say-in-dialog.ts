import { deepActiveElement } from '../primitives/focus';

/** How long a dialog that just opened (the cart drawer after an add) takes to hold the focus. */
const SETTLE_MS = 150;

/**
 * Live regions outside an open modal dialog are inert: a screen reader hears nothing they say while a card's dialog
 * or the cart drawer is open, which is when most add-to-cart results and cart counts change. So what the page's
 * regions say is said again inside the modal dialog that holds the focus, by a region of its own made on first use
 * (the page's regions are silent meanwhile: nothing is heard twice). Without a modal dialog, nothing happens here;
 * `waitMs`: a dialog about to open (the cart drawer an add opens) is waited for that long.
 */
export function sayInOpenDialog(text: string, assertive = false, waitMs = 0): void {
  if (!text) return;
  const until = Date.now() + waitMs;
  const attempt = () => {
    // a page (or a test's window) gone before the timer fired has no dialog to speak in
    if (typeof document === 'undefined') return;
    const dialog = deepActiveElement(document)?.closest('dialog');
    if (!dialog?.matches(':modal')) {
      // a dialog on its way (the cart drawer, whose code may still be loading): what it opens for is said in it
      if (Date.now() < until) setTimeout(attempt, SETTLE_MS);
      return;
    }
    const kind = assertive ? 'assertive' : 'polite';
    let region = dialog.querySelector<HTMLElement>(`:scope > [data-o-say="${kind}"]`);
    const say = (into: HTMLElement) => {
      const line = document.createElement('p');
      line.textContent = text;
      into.append(line);
      // the last few lines are enough context; older ones go
      while (into.childElementCount > 3) into.firstElementChild?.remove();
    };
    if (region) return say(region);
    region = document.createElement('div');
    region.className = 'sr-only';
    region.dataset.oSay = kind;
    region.setAttribute('aria-live', kind);
    dialog.prepend(region);
    // a region speaks of changes after it exists, not of what it is born with
    setTimeout(() => typeof document !== 'undefined' && say(region!), SETTLE_MS);
  };
  setTimeout(attempt, SETTLE_MS);
}
