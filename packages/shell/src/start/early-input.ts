/**
 * What a visitor does to the server's markup before the app renders over it is kept and given again once the app
 * runs. The page is painted from its HTML while the entry's modules, the texts and the page's code still load and
 * run (several tasks on a phone): a press on a button (the cart, the menu, a grid's next page) did nothing then, and
 * the first render set every field back to the server's value, dropping what was typed in a grid's filters. The app
 * renders over the server's nodes, never replacing them (builder/takeover.ts), so the same elements get it again:
 * each field its last value, then the last press. What is done once the app renders is the app's own, and makes
 * what was kept for that field, or the press, stale.
 */
export interface EarlyInput {
  /** The app renders from now on: a later press or entry drops what was kept for it. */
  stop(): void;
  /** Gives the kept values to the fields still on the page, then the press, and stops listening. */
  replay(): void;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function keepEarlyInput(doc: Document): EarlyInput {
  let pressed: HTMLButtonElement | null = null;
  const typed = new Map<Field, string | boolean>();
  let keeping = true;
  const onClick = (event: Event) => {
    const button = keeping && event.target instanceof Element ? event.target.closest('button') : null;
    pressed = button && !disabled(button) ? button : null;
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    if (!keeping) typed.delete(field);
    else typed.set(field, checkable(field) ? field.checked : field.value);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  return {
    stop: () => void (keeping = false),
    replay() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('change', onInput, true);
      for (const [field, value] of typed) if (field.isConnected && !field.disabled) restore(field, value);
      typed.clear();
      const button = pressed;
      pressed = null;
      if (button?.isConnected && !disabled(button)) button.click();
    },
  };
}

function restore(field: Field, value: string | boolean) {
  if (checkable(field)) {
    // a click sets it and fires what a visitor's own does (click, input, change)
    if (field.checked !== value) field.click();
  } else if (field.value !== value) {
    field.value = value as string;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
const checkable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const disabled = (button: HTMLButtonElement) => button.disabled || button.getAttribute('aria-disabled') === 'true';
