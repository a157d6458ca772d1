import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { session } from '../testing/fixtures';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { bodyOf, posted } from '../testing/posted';
import { VoucherDetail } from './voucher-detail';

const voucher = { id: 8, cuid: 'v-25', title: 'Bon cadeau 25 €', price: 2500, duration: 31_536_000, images: [], description: null };

function setup(add: unknown = { data: null }) {
  const { runtime, fetch } = testRuntime({
    token: 'tok',
    routes: { 'GET /api/session': session, 'GET /api/vouchers/v-25': { data: voucher }, 'POST /api/carts/items': add },
  });
  const view = renderWith(runtime, <VoucherDetail cuid="v-25" />);
  return { runtime, fetch, view };
}
const name = () => screen.getByRole('textbox', { name: /Nom du destinataire/ }) as HTMLInputElement;
const message = () => screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

describe('a gift voucher’s recipient name and message', () => {
  it('optional fields sent trimmed with the voucher; blank ones are left out', async () => {
    const { fetch } = setup();
    await screen.findByRole('group', { name: 'Pour offrir' });
    expect(name().getAttribute('aria-required')).toBeNull();
    expect(name().getAttribute('aria-describedby')).toContain('hint');
    fireEvent.input(name(), { target: { value: '  Mamie Jeanne ' } });
    fireEvent.input(message(), { target: { value: 'Joyeux anniversaire !\nDe la part de Léa' } });
    submit();
    await waitFor(() => expect(posted(fetch, '/api/carts/items')).toHaveLength(1));
    expect(await bodyOf(posted(fetch, '/api/carts/items')[0])).toEqual({
      vouchers: [{ voucher_id: 8, quantity: 1, recipient_name: 'Mamie Jeanne', message: 'Joyeux anniversaire !\nDe la part de Léa' }],
    });
    fireEvent.input(name(), { target: { value: '   ' } });
    fireEvent.input(message(), { target: { value: '' } });
    submit();
    await waitFor(() => expect(posted(fetch, '/api/carts/items')).toHaveLength(2));
    expect(await bodyOf(posted(fetch, '/api/carts/items')[1])).toEqual({ vouchers: [{ voucher_id: 8, quantity: 1 }] });
  });

  it('a message over 500 characters: a translated error on the field, nothing sent, the text kept', async () => {
    const { fetch } = setup();
    await screen.findByRole('group', { name: 'Pour offrir' });
    const long = 'M'.repeat(501);
    fireEvent.input(message(), { target: { value: long } });
    fireEvent.input(name(), { target: { value: 'N'.repeat(101) } });
    submit();
    await waitFor(() => expect(screen.getAllByText('Ce texte est trop long.')).toHaveLength(2));
    // each field names its limit in its hint, which describes it along with the error
    for (const [field, limit] of [
      [name(), '100 caractères au plus.'],
      [message(), '500 caractères au plus.'],
    ] as const) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = field
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toEqual([limit, 'Ce texte est trop long.']);
    }
    expect(posted(fetch, '/api/carts/items')).toHaveLength(0);
    expect(message().value).toBe(long);
  });

  it('the API’s refusal of the name lands on the name field', async () => {
    setup(failure(400, { error: 'VALIDATION_ERROR', fields: { 'vouchers.0.recipient_name': 'too_long' } }));
    await screen.findByRole('group', { name: 'Pour offrir' });
    fireEvent.input(name(), { target: { value: 'Mamie' } });
    submit();
    await waitFor(() => expect(name().getAttribute('aria-invalid')).toBe('true'));
    expect(message().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Ce texte est trop long.').id).toBe(name().getAttribute('aria-describedby')!.split(' ')[1]);
    expect(name().value).toBe('Mamie');
  });

  it('is axe-clean', async () => {
    const { view } = setup();
    await screen.findByRole('group', { name: 'Pour offrir' });
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
