import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { cart, registrationItem, session } from '../testing/fixtures';
import { calledUrls, failure, renderWith, testRuntime, type FakeRoutes } from '../testing/test-runtime';
import { CheckoutView } from './checkout-view';
import { campItem, checkoutData, expiredItem, onlineSession, voucherItem, withCoupon } from './checkout.fixtures';

const RETURN = 'http://shop.test/fr/checkout';

function setup(routes: FakeRoutes, signedIn = true) {
  const t = testRuntime({ token: signedIn ? 'tok' : undefined, routes: { 'GET /api/session': signedIn ? onlineSession : { data: null }, ...routes } });
  const onSuccess = vi.fn();
  const redirect = vi.fn();
  renderWith(t.runtime, <CheckoutView returnUrl={RETURN} onSuccess={onSuccess} redirect={redirect} />);
  return { ...t, onSuccess, redirect };
}

const sent = (fetch: ReturnType<typeof testRuntime>['fetch'], method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => (init as RequestInit | undefined)?.method === method && String(input).includes(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body ?? 'null')) as unknown);
const count = (fetch: ReturnType<typeof testRuntime>['fetch'], path: string) => calledUrls(fetch).filter((u) => u.endsWith(path)).length;
const row = (name: string) => screen.getByText(name).parentElement?.textContent ?? '';

describe('<CheckoutView>', () => {
  it('visitors see only the login prompt', async () => {
    setup({}, false);
    await screen.findByRole('heading', { name: 'Connectez-vous pour passer commande' });
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr/auth/login?redirect=%2F');
    expect(screen.queryByRole('button', { name: 'Confirmer ma commande' })).toBeNull();
  });

  it('an empty cart shows the empty state', async () => {
    setup({ 'GET /api/carts/current': { data: null }, 'GET /api/checkout': checkoutData() });
    await screen.findByText('Votre panier est vide');
  });

  it('lists live items read-only, sorted by the cart rules, expired hidden', async () => {
    setup({ 'GET /api/carts/current': cart([campItem(), expiredItem(), voucherItem()]), 'GET /api/checkout': checkoutData() });
    const list = (await screen.findByRole('heading', { name: 'Vos articles' })).parentElement!;
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(names).toEqual(['Bon cadeau 50 €', 'Stage multisport']);
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('coupon box: hidden unless coupons are enabled', async () => {
    setup({ 'GET /api/carts/current': cart([voucherItem()]), 'GET /api/checkout': checkoutData() });
    await screen.findByRole('button', { name: 'Confirmer ma commande' });
    expect(screen.queryByLabelText('Code promo')).toBeNull();
  });

  it('coupon: apply is disabled while empty; attach posts the code, then revalidates the cart', async () => {
    const { fetch, runtime } = setup({
      'GET /api/carts/current': cart([voucherItem()]),
      'GET /api/checkout': checkoutData({ coupons_enabled: true }),
      'POST /api/carts/coupons': withCoupon([voucherItem()], { label: 'NOEL', amount: 1000 }),
    });
    const apply = (await screen.findByRole('button', { name: 'Appliquer' })) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Code promo'), { target: { value: '  ' } });
    expect(apply.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Code promo'), { target: { value: 'NOEL' } });
    expect(apply.disabled).toBe(false);
    const before = count(fetch, '/api/carts/current');
    fireEvent.click(apply);
    await waitFor(() => expect(count(fetch, '/api/carts/current')).toBe(before + 1));
    expect(sent(fetch, 'POST', '/api/carts/coupons')).toEqual([{ cart_id: 7, coupon: 'NOEL' }]);
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe('Panier mis à jour'));
  });

  it('coupon: a failed attach toasts forms.errors.{code}, and says it on the field until the code changes', async () => {
    const { runtime } = setup({
      'GET /api/carts/current': cart([voucherItem()]),
      'GET /api/checkout': checkoutData({ coupons_enabled: true }),
      'POST /api/carts/coupons': failure(404, { error: 'COUPON_NOT_FOUND' }),
    });
    const input = await screen.findByLabelText('Code promo');
    fireEvent.input(input, { target: { value: 'FAUX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe("Ce code promo n'existe pas."));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe("Ce code promo n'existe pas.");
    expect((input as HTMLInputElement).value).toBe('FAUX');
    fireEvent.input(input, { target: { value: 'VRAI' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('coupon: an attached coupon shows its label and discount (never on a gift voucher); remove detaches and revalidates', async () => {
    const { fetch } = setup({
      'GET /api/carts/current': withCoupon([campItem(), voucherItem()], { label: 'NOEL', percentage: 10 }),
      'GET /api/checkout': checkoutData({ coupons_enabled: true }),
      'DELETE /api/carts/coupons': cart([voucherItem()]),
    });
    await screen.findByText(/Code promo NOEL/);
    // 10 % of the 180 € camp, not of the 230 € with the 50 € voucher
    expect(row('Réduction')).toContain('18,00');
    const before = count(fetch, '/api/carts/current');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le code promo' }));
    await waitFor(() => expect(count(fetch, '/api/carts/current')).toBe(before + 1));
    expect(calledUrls(fetch).some((u) => u.endsWith('/api/carts/coupons?cart_id=7'))).toBe(true);
  });

  it('coupon: one switched off since it was attached says so, discounts nothing, and only its removal is offered (000 §4)', async () => {
    setup({
      'GET /api/carts/current': withCoupon([campItem()], { label: 'ETE', amount: 1000, active: false }),
      'GET /api/checkout': checkoutData({ coupons_enabled: true }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Le code promo ETE n’est plus valable : retirez-le pour passer commande.');
    expect(screen.queryByText('Réduction')).toBeNull();
    expect(row('Total à payer')).toContain('180,00');
    screen.getByRole('button', { name: 'Retirer le code promo' });
    expect(screen.queryByLabelText('Code promo')).toBeNull();
  });

  it('summary: 000 §9 maths with coupon, wallet, fees and deposit', async () => {
    // subtotal 230 − coupon 10 = 220; wallet 20; fees 1 + floor(2.5% × 200) = 6; to pay 220 − 20 + 6 = 206
    setup({
      'GET /api/carts/current': withCoupon([campItem(), voucherItem()], { label: 'DIX', amount: 1000 }),
      'GET /api/checkout': checkoutData({ wallet: { amount: 2000 }, service_fees: { amount: 100, percentage: 2.5 } }),
    });
    await screen.findByRole('heading', { name: 'Récapitulatif' });
    expect(row('Sous-total')).toContain('230,00');
    expect(row('Réduction')).toContain('10,00');
    expect(row('Portefeuille')).toContain('20,00');
    expect(row('Frais de service')).toContain('6,00');
    expect(row('Total à payer')).toContain('206,00');
    expect(row('Acompte à payer maintenant')).toContain('50,00');
  });

  it('strategy: the first method by priority is chosen; online methods hidden without online payments', async () => {
    setup({ 'GET /api/carts/current': cart([campItem()]), 'GET /api/checkout': checkoutData() });
    const group = await screen.findByRole('group', { name: 'Mode de paiement' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['IMMEDIATE', 'DELAYED', 'IMMEDIATE_DEPOSIT']);
    expect((screen.getByLabelText('Payer en ligne maintenant') as HTMLInputElement).checked).toBe(true);
  });

  it('strategy: no selector for a single offline method (001 §6)', async () => {
    const t = testRuntime({
      token: 'tok',
      routes: { 'GET /api/session': session, 'GET /api/carts/current': cart([campItem()]), 'GET /api/checkout': checkoutData() },
    });
    renderWith(t.runtime, <CheckoutView returnUrl={RETURN} onSuccess={vi.fn()} redirect={vi.fn()} />);
    await screen.findByRole('button', { name: 'Confirmer ma commande' });
    expect(screen.queryByRole('radio')).toBeNull();
    screen.getByText('Payer plus tard par virement');
  });

  it('terms unchecked: the terms error, nothing sent', async () => {
    const { fetch } = setup({ 'GET /api/carts/current': cart([voucherItem()]), 'GET /api/checkout': checkoutData() });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer ma commande' }));
    await screen.findByText('Vous devez accepter les conditions générales.');
    expect(screen.getByLabelText("J'accepte les conditions générales").getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetch, 'POST', '/api/carts/checkout')).toEqual([]);
  });

  it('the terms box has the organiser terms beside it, in a new tab its label announces', async () => {
    setup({ 'GET /api/carts/current': cart([voucherItem()]), 'GET /api/checkout': checkoutData() });
    const link = await screen.findByRole('link', { name: 'Lire les conditions générales (nouvel onglet)' });
    expect(link.getAttribute('href')).toBe('/fr/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    const box = screen.getByLabelText("J'accepte les conditions générales");
    expect(box.closest('.field')).toBe(link.closest('.field'));
  });

  it('online payment: posts the strategy and return_url, toasts and sends the top window to the provider', async () => {
    const { fetch, redirect, runtime, onSuccess } = setup({
      'GET /api/carts/current': cart([campItem()]),
      'GET /api/checkout': checkoutData(),
      'POST /api/carts/checkout': {
        data: {
          next_action: 'PAYMENT',
          next_action_url: 'http://api.test/pay/p1',
          cart: { id: 7, cuid: 'cart7', reference: 'C-7', processed_at: null, payment_reference: null },
        },
      },
    });
    const started = vi.fn();
    document.addEventListener('oriel:checkout-start', started);
    fireEvent.click(await screen.findByLabelText("J'accepte les conditions générales"));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://api.test/pay/p1'));
    expect(sent(fetch, 'POST', '/api/carts/checkout')).toEqual([{ cart_id: 7, payment_strategy: 'IMMEDIATE', terms: true, return_url: RETURN }]);
    expect(runtime.toasts.all.value.at(-1)?.message).toBe('Vous allez être redirigé vers la page de paiement.');
    expect(started).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    document.removeEventListener('oriel:checkout-start', started);
  });

  it('wallet covers everything: WALLET is chosen and sent as DELAYED; delayed → revalidate and success', async () => {
    const { fetch, runtime, onSuccess, redirect } = setup({
      'GET /api/carts/current': cart([registrationItem()]),
      'GET /api/checkout': checkoutData({ wallet: { amount: 50000 } }),
      'POST /api/carts/checkout': {
        data: {
          next_action: null,
          next_action_url: null,
          cart: { id: 7, cuid: 'cart7', reference: 'C-7', processed_at: '2026-11-21T10:00:00Z', payment_reference: null },
        },
      },
    });
    await screen.findByText('Payer avec mon portefeuille');
    expect(row('Total à payer')).toContain('0,00');
    const before = count(fetch, '/api/carts/current');
    const sessions = count(fetch, '/api/session');
    fireEvent.click(screen.getByLabelText("J'accepte les conditions générales"));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('cart7'));
    expect(sent(fetch, 'POST', '/api/carts/checkout')[0]).toMatchObject({ payment_strategy: 'DELAYED' });
    expect(count(fetch, '/api/carts/current')).toBe(before + 1);
    // the wallet and the account's counters changed: the session is read again
    expect(count(fetch, '/api/session')).toBe(sessions + 1);
    expect(runtime.toasts.all.value.at(-1)?.message).toBe('Votre commande est confirmée.');
    expect(redirect).not.toHaveBeenCalled();
  });
});
