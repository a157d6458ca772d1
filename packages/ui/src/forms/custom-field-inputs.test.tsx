import * as v from 'valibot';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { customFieldSchema, type CustomFieldValues } from '@oriel/core';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { CustomFieldInputs } from './custom-field-inputs';

const fields = [
  { id: 1, type: 'DATE', title: 'Date du certificat', required: false, order: 5 },
  {
    id: 2,
    type: 'CHOICES_SINGLE',
    title: 'Taille de t-shirt',
    required: true,
    order: 4,
    choices: [
      { id: 2, label: 'M', order: 2 },
      { id: 1, label: 'S', order: 1 },
    ],
  },
  { id: 3, type: 'LONGTEXT', title: 'Remarques', required: false, order: 3 },
].map((f) => v.parse(customFieldSchema, f));

let values: Partial<CustomFieldValues> = {};
function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const [state, setState] = useState<Partial<CustomFieldValues>>({});
  values = state;
  return <CustomFieldInputs fields={fields} values={state} onValue={(k, value) => setState((s) => ({ ...s, [k]: value }))} errors={errors} idPrefix="t" />;
}

describe('<CustomFieldInputs>', () => {
  it('a date input, a radio group with choices in their order, a textarea; answers keyed custom_field_{id}', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Harness />);
    const date = screen.getByLabelText('Date du certificat (facultatif)') as HTMLInputElement;
    expect(date.type).toBe('date');
    const group = screen.getByRole('radiogroup', { name: 'Taille de t-shirt' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['S', 'M']);
    fireEvent.input(date, { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.input(screen.getByLabelText('Remarques (facultatif)'), { target: { value: 'Rien' } });
    expect(values).toEqual({ custom_field_1: '2026-09-01', custom_field_2: 'M', custom_field_3: 'Rien' });
  });

  it('an error is tied to its group', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Harness errors={{ custom_field_2: 'required' }} />);
    const group = screen.getByRole('radiogroup', { name: 'Taille de t-shirt' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ce champ est obligatoire.');
    // under the legend, before the choices: under a long list it would be out of sight
    const error = document.getElementById('t-custom_field_2-err')!;
    expect(group.querySelector('legend')!.nextElementSibling).toBe(error);
    expect(error.compareDocumentPosition(screen.getAllByRole('radio')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('required fields are marked * (and aria-required), optional ones say "(facultatif)"', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Taille de t-shirt' }).querySelector('legend')!.className).toBe('o-required');
    expect(screen.getByText('Date du certificat').className).not.toContain('o-required');
    expect(screen.getAllByText(/\(facultatif\)/)).toHaveLength(2);
  });
});
