// Test support for forms (not exported from the package): reach a field by its label, type into it, read its messages.
import { fireEvent, screen } from '@testing-library/preact';

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

export const typeInto = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

/** Every text the field is described by (hint, then error), joined with ' | '. */
export function describedBy(label: string): string {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}
