import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { failure, withoutLang } from '../../testing/test-runtime';
import { lastBody } from '../account.test-utils';
import { one, redeemable } from './lists.fixtures';
import { callCount, choose, field, renderScreen, toastTexts } from './lists.test-utils';

type V = { code: string };
/** GET answers the voucher of the asked code; PUT answers `put` (or the new cuid). */
const routes = (vouchers: V[], put: unknown = { data: { cuid: 'ob99' } }) => ({
  'GET /api/vouchers/redeem': (url: URL) => {
    const v = vouchers.find((x) => x.code === url.searchParams.get('code'));
    return v ? one(v) : failure(404, { error: 'VOUCHER_NOT_FOUND' });
  },
  'PUT /api/vouchers/redeem': put,
});
const submitButton = () => screen.getByRole('button', { name: 'Utiliser ce bon' }) as HTMLButtonElement;
const stateText = () => document.querySelector('[data-state]');

describe('redeem a gift voucher: the code form (001 §2, §5)', () => {
  it('asks for a code (at least one character once trimmed), then shows its confirmation', async () => {
    const { moves } = await renderScreen('vouchers/redeem');
    const input = await screen.findByLabelText('Code du bon');
    expect(screen.getByRole('link', { name: 'Retour à mes bons cadeaux' }).getAttribute('href')).toBe('/fr/account/vouchers');
    fireEvent.input(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByText('Obligatoire.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(moves).toEqual([]);
    fireEvent.input(input, { target: { value: ' CADEAU-50 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(moves).toEqual([{ path: 'vouchers/redeem/CADEAU-50', query: {} }]);
  });

  it('comes back with the code typed before', async () => {
    await renderScreen('vouchers/redeem', {}, { query: { code: 'NOPE' } });
    expect(((await screen.findByLabelText('Code du bon')) as HTMLInputElement).value).toBe('NOPE');
  });
});

describe('redeem a gift voucher: the confirmation (001 §4, §7)', () => {
  it('valid: the voucher, what it gives, PUT {code}, a toast, back to the vouchers, data fetched again', async () => {
    const { fetch, runtime, moves } = await renderScreen('vouchers/redeem/CADEAU-50', routes([redeemable.valid]));
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau 50 €' });
    expect(fetch.mock.calls.some(([u]) => withoutLang(String(u instanceof Request ? u.url : u)).endsWith('/api/vouchers/redeem?code=CADEAU-50'))).toBe(true);
    expect(field('Code')).toBe('CADEAU-50');
    expect(field('Valeur')).toBe('50,00 €');
    expect(stateText()?.textContent).toMatch(/^Ce bon est valable\. L'utiliser ajoute 50,00\s€ à votre portefeuille\.$/);
    expect(stateText()?.getAttribute('data-state')).toBe('valid');
    expect(screen.queryByLabelText('Participant')).toBeNull();
    const sessions = callCount(fetch, 'GET', '/api/session');
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());
    await waitFor(() => expect(toastTexts(runtime)).toContain('success: Le bon a été utilisé.'));
    expect(lastBody(fetch, 'PUT', '/api/vouchers/redeem')).toEqual({ code: 'CADEAU-50' });
    expect(moves).toEqual([{ path: 'vouchers', query: {} }]);
    await waitFor(() => expect(callCount(fetch, 'GET', '/api/session')).toBe(sessions + 1));
  });

  it.each([
    ['redeemed', redeemable.redeemed, 'redeemed', 'Ce bon a déjà été utilisé.'],
    ['redeemed and expired: expired overrides redeemed', redeemable.redeemedExpired, 'expired', 'Ce bon a expiré : il ne peut plus être utilisé.'],
    ['expired and unpaid: unpaid overrides expired', redeemable.expiredUnpaid, 'unpaid', "Ce bon n'a pas encore été payé : il ne peut pas être utilisé."],
    ['unpaid', redeemable.unpaid, 'unpaid', "Ce bon n'a pas encore été payé : il ne peut pas être utilisé."],
  ])('%s: its message, and submit disabled', async (_name, voucher, state, message) => {
    const { fetch } = await renderScreen(`vouchers/redeem/${voucher.code}`, routes([voucher]));
    await waitFor(() => expect(stateText()).not.toBeNull());
    expect(stateText()?.getAttribute('data-state')).toBe(state);
    expect(stateText()?.textContent).toBe(message);
    expect(submitButton().disabled).toBe(true);
    fireEvent.submit(submitButton().closest('form')!);
    expect(callCount(fetch, 'PUT', '/api/vouchers/redeem')).toBe(0);
  });

  it('a pass for one participant: the participant is required, then sent', async () => {
    const { fetch } = await renderScreen('vouchers/redeem/PADEL-NEW', routes([redeemable.participants]));
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau padel' });
    expect(field('Valeur')).toBe('Abonnement « Carte 10 séances »');
    expect(stateText()?.textContent).toMatch(/L'utiliser ajoute l'abonnement « Carte 10 séances » à votre compte\./);
    const select = screen.getByLabelText('Participant') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Choisissez un participant', 'Léa Dubois', 'Hugo Dubois']);
    fireEvent.click(submitButton());
    await screen.findByText('Obligatoire.');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    expect(callCount(fetch, 'PUT', '/api/vouchers/redeem')).toBe(0);
    choose(select, '2');
    expect(screen.queryByText('Obligatoire.')).toBeNull();
    fireEvent.click(submitButton());
    await waitFor(() => expect(lastBody(fetch, 'PUT', '/api/vouchers/redeem')).toEqual({ code: 'PADEL-NEW', participant_id: 2 }));
  });

  it('the server refusing the participant shows it under the select, the choice kept', async () => {
    const { fetch } = await renderScreen(
      'vouchers/redeem/PADEL-NEW',
      routes([redeemable.participants], failure(400, { error: 'VALIDATION_ERROR', fields: { participant_id: 'required' } })),
    );
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau padel' });
    const select = screen.getByLabelText('Participant') as HTMLSelectElement;
    choose(select, '1');
    fireEvent.click(submitButton());
    await screen.findByText('Obligatoire.');
    expect(lastBody(fetch, 'PUT', '/api/vouchers/redeem')).toEqual({ code: 'PADEL-NEW', participant_id: 1 });
    expect(select.value).toBe('1');
  });

  it('too many attempts: the error toast, the form as it was', async () => {
    const { runtime } = await renderScreen('vouchers/redeem/CADEAU-50', routes([redeemable.valid], failure(429, { error: 'TOO_MANY_ATTEMPTS' })));
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau 50 €' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(toastTexts(runtime)).toContain('error: Trop de tentatives. Patientez quelques minutes avant de réessayer.'));
    expect(submitButton().disabled).toBe(false);
  });

  it('redeemed meanwhile (409): the toast, and the voucher shown again as it now is', async () => {
    let voucher: V = redeemable.valid;
    const { runtime } = await renderScreen('vouchers/redeem/CADEAU-50', {
      ...routes([]),
      'GET /api/vouchers/redeem': () => one(voucher),
      'PUT /api/vouchers/redeem': () => {
        voucher = { ...redeemable.valid, redeemed_at: '2026-11-21T09:00:00.000Z', recipient: { fullname: 'X' } } as V;
        return failure(409, { error: 'VOUCHER_REDEEMED' });
      },
    });
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau 50 €' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(toastTexts(runtime)).toContain('error: Ce bon a déjà été utilisé.'));
    await waitFor(() => expect(stateText()?.getAttribute('data-state')).toBe('redeemed'));
    expect(submitButton().disabled).toBe(true);
  });

  it('a code that matches nothing: says so and leads back to the form with the code kept', async () => {
    const { moves } = await renderScreen('vouchers/redeem/NOPE', routes([]));
    await screen.findByText('Aucun bon ne porte le code « NOPE ». Vérifiez-le et réessayez.');
    const back = screen.getByRole('link', { name: 'Saisir un autre code' });
    expect(back.getAttribute('href')).toBe('/fr/account/vouchers/redeem?code=NOPE');
    fireEvent.click(back);
    expect(moves).toEqual([{ path: 'vouchers/redeem', query: { code: 'NOPE' } }]);
  });

  it('too many attempts while looking the code up: the error, a retry and the way back to the form', async () => {
    await renderScreen('vouchers/redeem/GUESS', {
      'GET /api/vouchers/redeem': failure(429, { error: 'TOO_MANY_ATTEMPTS', fields: { code: 'too_many_attempts' } }),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Trop de tentatives\. Patientez quelques minutes avant de réessayer\./);
    screen.getByRole('button', { name: 'Réessayer' });
    expect(screen.getByRole('link', { name: 'Saisir un autre code' }).getAttribute('href')).toBe('/fr/account/vouchers/redeem?code=GUESS');
  });
});
