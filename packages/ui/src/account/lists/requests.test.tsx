import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { failure } from '../../testing/test-runtime';
import { lastBody } from '../account.test-utils';
import { one, page, requestApprovedDeposited, requestApprovedOwing, requestApprovedPaid, requestPending, requestRejected } from './lists.fixtures';
import { badgesOf, callCount, field, plain, renderScreen, toastTexts } from './lists.test-utils';

const detail = (r: { cuid: string }, extra: Record<string, unknown> = {}) =>
  renderScreen(`registrations-requests/${r.cuid}`, { [`GET /api/account/registrations-requests/${r.cuid}`]: one(r), ...extra });

describe('registration requests (001 §2 /account/registrations-requests)', () => {
  it('lists requests with status and payment badges, participant, first session; rows link to details', async () => {
    await renderScreen('registrations-requests', {
      'GET /api/account/registrations-requests': page([requestPending, requestApprovedDeposited, requestRejected]),
    });
    const rows = within(await screen.findByRole('list', { name: "Mes demandes d'inscription" })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Escalade à la carte' }).getAttribute('href')).toBe('/fr/account/registrations-requests/rq31');
    expect(plain(rows[0])).toMatch(/En attente48,00 € à payer/);
    expect(plain(rows[0])).toMatch(/Pour Léa Dubois · lun\. 30 nov\. 2026.* · et 1 autre date/);
    expect(plain(rows[1])).toMatch(/AcceptéeAcompte payé/);
    expect(plain(rows[2])).toMatch(/Refusée/);
  });

  it('pages to page 2', async () => {
    const { moves } = await renderScreen('registrations-requests', { 'GET /api/account/registrations-requests': page([requestPending], 40) });
    await screen.findByText('Page 1 sur 2 · 40 résultats');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(moves.at(-1)).toEqual({ path: 'registrations-requests', query: { page_number: '2' } });
  });

  it('PENDING detail: badges, participant, sessions by start, options, answers, a cancel action, no payment', async () => {
    await detail(requestPending);
    await screen.findByRole('heading', { level: 3, name: 'Escalade à la carte' });
    expect(screen.getByRole('link', { name: 'Retour à mes demandes' }).getAttribute('href')).toBe('/fr/account/registrations-requests');
    expect(badgesOf()).toEqual(['En attente', '48,00 € à payer']);
    expect(field('Statut')).toBe('En attente');
    expect(field('Participant')).toBe('Léa Dubois');
    expect(field('Référence')).toBe('DEM-0031');
    expect(field('Acompte')).toBe('10,00 €');
    const sessions = within(screen.getByRole('region', { name: 'Séances demandées' }))
      .getAllByRole('listitem')
      .map(plain);
    expect(sessions[0]).toMatch(/^Escalade à la cartelun\. 30 nov\. 2026, 18:00 – 20:00/);
    expect(sessions[0]).toMatch(/Kauwberg/);
    expect(sessions[1]).toMatch(/mer\. 2 déc\. 2026/);
    expect(plain(screen.getByRole('region', { name: 'Options' }))).toMatch(/Matériel · Location du baudrier — 4,00 €/);
    expect(field('Allergies ?')).toBe('Aucune');
    screen.getByRole('button', { name: 'Annuler la demande' });
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
  });

  it('cancel: a confirm step (focus moves to it), then the POST, a toast, the request and the session fetched again', async () => {
    let status = 'PENDING';
    const { fetch, runtime } = await detail(requestPending, {
      'GET /api/account/registrations-requests/rq31': () => one({ ...requestPending, status }),
      'POST /api/registrations/requests/cancel': () => {
        status = 'CANCELLED';
        return { data: null, message: 'REQUEST_CANCELLED' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    const group = screen.getByRole('group', { name: 'Annuler cette demande ? Cette action est définitive.' });
    const confirm = within(group).getByRole('button', { name: 'Oui, annuler la demande' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(callCount(fetch, 'POST', '/api/registrations/requests/cancel')).toBe(0);
    const sessions = callCount(fetch, 'GET', '/api/session');
    fireEvent.click(confirm);
    await waitFor(() => expect(toastTexts(runtime)).toContain('success: Votre demande a été annulée.'));
    expect(lastBody(fetch, 'POST', '/api/registrations/requests/cancel')).toEqual({ registration_request_id: 31 });
    await waitFor(() => expect(field('Statut')).toBe('Annulée'));
    expect(callCount(fetch, 'GET', '/api/account/registrations-requests/rq31')).toBe(2);
    expect(callCount(fetch, 'GET', '/api/session')).toBe(sessions + 1);
    expect(screen.queryByRole('button', { name: /Annuler la demande/ })).toBeNull();
  });

  it('keeping the request closes the step and gives the focus back', async () => {
    const { fetch } = await detail(requestPending);
    const open = await screen.findByRole('button', { name: 'Annuler la demande' });
    fireEvent.click(open);
    fireEvent.click(screen.getByRole('button', { name: 'Garder la demande' }));
    const again = screen.getByRole('button', { name: 'Annuler la demande' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(callCount(fetch, 'POST', '/api/registrations/requests/cancel')).toBe(0);
  });

  it('a refused cancel shows the error toast and keeps the step open', async () => {
    const { runtime } = await detail(requestPending, { 'POST /api/registrations/requests/cancel': failure(409, { error: 'NOT_CANCELLABLE' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, annuler la demande' }));
    await waitFor(() => expect(toastTexts(runtime)).toContain('error: Ceci ne peut plus être annulé.'));
    expect(screen.getByRole('button', { name: 'Oui, annuler la demande' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('APPROVED with nothing paid: outstanding badge, the payment block with the deposit, no cancel', async () => {
    await detail(requestApprovedOwing);
    await screen.findByRole('heading', { level: 3, name: 'Escalade à la carte' });
    expect(badgesOf()).toEqual(['Acceptée', '48,00 € à payer']);
    const payment = screen.getByRole('region', { name: 'Paiement' });
    expect(field('Acompte', payment)).toBe('10,00 €');
    expect(field('Reste à payer', payment)).toBe('48,00 €');
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
  });

  it('APPROVED with the deposit paid: deposited badge and the payment block', async () => {
    await detail(requestApprovedDeposited);
    await screen.findByRole('heading', { level: 3, name: 'Escalade à la carte' });
    expect(badgesOf()).toEqual(['Acceptée', 'Acompte payé']);
    expect(field('Reste à payer', screen.getByRole('region', { name: 'Paiement' }))).toBe('38,00 €');
  });

  it('paying from the wallet names the request as destination', async () => {
    const { fetch } = await detail(requestApprovedDeposited, { 'POST /api/transactions/wallet': { data: null } });
    fireEvent.click(await screen.findByRole('button', { name: /^Payer avec mon portefeuille \(/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await waitFor(() => expect(lastBody(fetch, 'POST', '/api/transactions/wallet')).toEqual({ amount: 1500, destination: { registration_request_id: 33 } }));
  });

  it('APPROVED and paid: complete badge, neither payment nor cancel', async () => {
    await detail(requestApprovedPaid);
    await screen.findByRole('heading', { level: 3, name: 'Escalade à la carte' });
    expect(badgesOf()).toEqual(['Acceptée', 'Payé']);
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
  });

  it('REJECTED: no payment badge (nothing is owed), no cancel, no payment', async () => {
    await detail(requestRejected);
    await screen.findByRole('heading', { level: 3, name: 'Escalade à la carte' });
    expect(badgesOf()).toEqual(['Refusée']);
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
  });
});
