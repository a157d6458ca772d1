const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button';

/**
 * After a refused submit, the first invalid field takes focus once the errors have rendered, so keyboard and
 * screen-reader users land on the problem. A group (choices) is not focusable itself: its first input is.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  setTimeout(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches(FOCUSABLE) ? invalid : (invalid.querySelector<HTMLElement>(FOCUSABLE) ?? invalid);
    target.focus();
  }, 0);
}
