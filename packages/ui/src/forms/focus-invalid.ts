// Reading a form's invalid fields from what it rendered: every field marks itself aria-invalid and names its error
// (`.field-error`) in aria-describedby, so the summary and the focus need no list of their own.

const FOCUSABLE = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/** One invalid field as the error summary lists it: the element to reach, its label and its message. */
export interface InvalidField {
  /** the element marked aria-invalid (an input, or a group of choices) */
  element: HTMLElement;
  /** its id, the summary link's fragment */
  id: string;
  label: string;
  message: string;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The element's own words: a label's text without its "(optional)" marker. */
function wordsOf(node: Element | null | undefined): string {
  if (!node) return '';
  const copy = node.cloneNode(true) as Element;
  copy.querySelectorAll('.o-field-marker, input, select, textarea').forEach((n) => n.remove());
  return clean(copy.textContent);
}

function labelOf(element: HTMLElement, root: ParentNode): string {
  if (element.matches('fieldset')) return wordsOf(element.querySelector('legend'));
  const byFor = element.id ? [...root.querySelectorAll('label')].find((label) => label.htmlFor === element.id) : undefined;
  return wordsOf(byFor ?? element.closest('label')) || clean(element.getAttribute('aria-label'));
}

function messageOf(element: HTMLElement): string {
  const root = element.getRootNode() as Document | ShadowRoot;
  for (const id of (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)) {
    const described = root.getElementById?.(id);
    if (described?.classList.contains('field-error')) return clean(described.textContent);
  }
  return '';
}

/** The invalid fields of `container` in document order (an invalid group's own inputs are not listed again). */
export function invalidFields(container: HTMLElement | null): InvalidField[] {
  if (!container) return [];
  const root = container.getRootNode() as ParentNode;
  const marked = [...container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  return marked
    .filter((el) => !marked.some((other) => other !== el && other.contains(el)))
    .map((element) => ({ element, id: element.id, label: labelOf(element, root), message: messageOf(element) }));
}

/**
 * Brings one field to the user: scrolled to the middle of the screen (a sticky header or an on-screen keyboard
 * hides the edges) and focused. A group is not focusable itself: its first enabled input is.
 */
export function focusField(element: HTMLElement): void {
  const target = element.matches(FOCUSABLE) ? element : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** After a refused submit, once the errors have rendered: the first invalid field, scrolled into view and focused. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  setTimeout(() => {
    const [first] = invalidFields(container);
    if (first) focusField(first.element);
  }, 0);
}
