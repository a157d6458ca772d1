import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customFieldSchema, type CustomFieldValues } from '@oriel/core';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { CustomFieldInputs } from './custom-field-inputs';
import { customFieldErrors } from './custom-fields.logic';
import { ErrorSummary, useErrorSummary } from './error-summary';
import { fieldErrorText, type FieldErrors } from './field-errors';
import { TextField } from './text-field';
import { useT } from '../context/runtime';

const sizes = ['3-4', '5-6', '7-8', '9-10', '11-12', 'S', 'M', 'L'];
const fields = [
  { id: 1, type: 'TEXT', title: 'Allergies', required: false, order: 3 },
  { id: 2, type: 'CHOICES_SINGLE', title: 'Taille de t-shirt', required: true, order: 2, choices: sizes.map((label, i) => ({ id: i + 1, label, order: i })) },
].map((f) => v.parse(customFieldSchema, f));

/** A form as the storefront writes one: a required text input, the organiser's fields, the summary at the top. */
function Harness() {
  const t = useT();
  const summary = useErrorSummary();
  const [name, setName] = useState('');
  const [custom, setCustom] = useState<Partial<CustomFieldValues>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { ...(name.trim() ? {} : { name: 'required' }), ...customFieldErrors(fields, custom) };
    setErrors(next);
    if (Object.keys(next).length) summary.report();
  };
  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate>
      <ErrorSummary control={summary} id="h-errors" />
      <TextField id="h-name" label="Prénom" required value={name} onValue={setName} error={fieldErrorText(t, errors.name)} />
      <CustomFieldInputs fields={fields} values={custom} onValue={(k, value) => setCustom((c) => ({ ...c, [k]: value }))} errors={errors} idPrefix="h" />
      <button type="submit">Envoyer</button>
    </form>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
const summaryBox = () => document.getElementById('h-errors');

afterEach(() => vi.restoreAllMocks());

describe('<ErrorSummary>', () => {
  it('a refused submit: the summary takes the focus and links to each invalid field with its label and error', async () => {
    renderWith(testRuntime().runtime, <Harness />);
    expect(summaryBox()).toBeNull();
    send();
    await waitFor(() => expect(document.activeElement).toBe(summaryBox()));
    const box = summaryBox()!;
    expect(box.getAttribute('tabindex')).toBe('-1');
    expect(within(box).getByRole('alert').textContent).toContain('Il y a un problème : 2 champs à corriger');
    const links = within(box).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Prénom : Ce champ est obligatoire.', '#h-name'],
      ['Taille de t-shirt : Ce champ est obligatoire.', '#h-custom_field_2'],
    ]);
  });

  it("a link scrolls its field to the middle and focuses it; a radio group's first radio", async () => {
    const scrolled: (ScrollIntoViewOptions | boolean | undefined)[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, arg?: ScrollIntoViewOptions | boolean) {
      scrolled.push(arg);
    });
    renderWith(testRuntime().runtime, <Harness />);
    send();
    await waitFor(() => expect(document.activeElement).toBe(summaryBox()));
    const [name, size] = within(summaryBox()!).getAllByRole('link');
    fireEvent.click(size!);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3-4' }));
    expect(scrolled.at(-1)).toEqual({ block: 'center' });
    fireEvent.click(name!);
    expect(document.activeElement).toBe(screen.getByLabelText('Prénom'));
  });

  it("a radio group's error sits under its legend, above its eight choices", async () => {
    renderWith(testRuntime().runtime, <Harness />);
    send();
    const group = await screen.findByRole('radiogroup', { name: 'Taille de t-shirt' });
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(group.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('Ce champ est obligatoire.');
    expect(group.querySelector('legend')!.nextElementSibling).toBe(error);
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(8);
    expect(error.compareDocumentPosition(radios[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows the errors: a field fixed and sent again drops out, and the summary goes once none is left', async () => {
    renderWith(testRuntime().runtime, <Harness />);
    send();
    await waitFor(() => expect(summaryBox()).not.toBeNull());
    fireEvent.input(screen.getByLabelText('Prénom'), { target: { value: 'Léa' } });
    send();
    await waitFor(() => expect(within(summaryBox()!).getAllByRole('link')).toHaveLength(1));
    within(summaryBox()!).getByText('Il y a un problème : 1 champ à corriger');
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    send();
    await waitFor(() => expect(summaryBox()).toBeNull());
  });
});
