import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { OrielRuntime } from '../../context/runtime';
import { failure, withoutLang } from '../../testing/test-runtime';
import { lastBody, memoryNav, renderAccount } from '../account.test-utils';
import Screens from './registrations.screens';
import { detailRoutes, partPaid } from './registrations.fixtures';

const toasts = (runtime: OrielRuntime) => runtime.toasts.all.value.map((x) => `${x.type}: ${x.message}`);
const view = { view: 'registration', cuid: partPaid.cuid } as const;

async function showDetail(routes: Record<string, unknown>, session: Record<string, unknown> = {}) {
  return renderAccount(<Screens view={view} />, { routes: { ...detailRoutes(partPaid), ...routes }, nav: memoryNav(view).nav, session });
}

describe("the registration's payment block (001 §2, §6, §7)", () => {
  it('pays from the wallet for this registration: the focus goes to the amount and back', async () => {
    const { fetch, runtime } = await showDetail({ 'POST /api/transactions/wallet': { data: null } });
    const open = await screen.findByRole('button', { name: /^Payer avec mon portefeuille \(15,00\s€\)$/ });
    fireEvent.click(open);
    const amount = screen.getByLabelText('Montant à payer avec le portefeuille (€)') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.value).toBe('15,00');
    fireEvent.input(amount, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await screen.findByText('Votre portefeuille ne contient pas autant.');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Payer avec mon portefeuille \(/));

    fireEvent.click(screen.getByRole('button', { name: /^Payer avec mon portefeuille \(/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await waitFor(() => expect(toasts(runtime)).toEqual(['success: Paiement enregistré.']));
    expect(lastBody(fetch, 'POST', '/api/transactions/wallet')).toEqual({ amount: 1500, destination: { registration_id: 12 } });
  });

  it('more than what is owed: refused before sending, and the API refusal reads the same under the field', async () => {
    const { fetch } = await showDetail(
      { 'POST /api/transactions/wallet': failure(400, { error: 'AMOUNT_TOO_HIGH', fields: { amount: 'amount_too_high' } }) },
      { wallet: { amount: 50000 } },
    );
    const calls = () => fetch.mock.calls.filter(([u]) => withoutLang(String(u)).endsWith('/api/transactions/wallet')).length;
    fireEvent.click(await screen.findByRole('button', { name: /^Payer avec mon portefeuille \(/ }));
    const amount = screen.getByLabelText('Montant à payer avec le portefeuille (€)') as HTMLInputElement;
    expect(amount.value).toBe('130,00');
    fireEvent.input(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await screen.findByText('Le montant dépasse ce qui reste à payer.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toBe(1);
    fireEvent.input(amount, { target: { value: '130,01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await screen.findByText('Le montant dépasse ce qui reste à payer.');
    expect(calls()).toBe(1);
  });
});
