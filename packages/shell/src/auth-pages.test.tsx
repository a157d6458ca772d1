import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { memoryStorage } from '@oriel/core';
import { API, mountShell, website } from './testing/boot-shell';

// The authentication routes of 001 §2 and /terms, in the hosted shell.
const heroPage = (pathname: string, title: string) => ({
  id: 9,
  title,
  pathname,
  content: [{ id: 'h', element: 'header', type: 'SECTION', settings: { title }, children: [] }],
});
const customer = { id: 1, firstname: 'Claire', lastname: 'Dubois', email: 'claire@example.be' };
const session = { data: { customer, participants: [], counters: {}, payment_methods: { online: false, bank_transfers: true }, wallet: { amount: 0 } } };

type Answer = (request: Request) => Response | undefined;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function boot(path: string, extra: Record<string, Answer> = {}, pages: Record<string, unknown> = {}, token?: string) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const own = extra[`${request.method} ${url.pathname}`]?.(request);
    if (own) return own;
    if (url.pathname === '/api/website') return json(200, { data: website });
    if (url.pathname === '/api/website/pages') {
      const page = pages[url.searchParams.get('pathname') ?? ''];
      return page ? json(200, { data: page }) : json(404, { error: 'NOT_FOUND' });
    }
    if (url.pathname === '/api/organiser')
      return json(200, { data: { id: 1, cuid: 'org1abcd', name: 'Ateliers', settings: { create_customers_participant: false } } });
    if (url.pathname === '/api/custom-fields') return json(200, { data: [], count: 0 });
    if (url.pathname === '/api/carts/current') return json(200, { data: null });
    return json(404, { error: 'NOT_FOUND' });
  });
  return mountShell(path, fetch, memoryStorage(token ? { [`oriel:token:${API}`]: token } : {}));
}

// the top bar has its own login and register links: the page's are in main
const hrefOf = (name: string) => within(screen.getByRole('main')).getByRole('link', { name }).getAttribute('href');
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('auth routes', () => {
  it.each([
    '/\t/evil.test',
    '/\\evil.test',
    '//evil.test',
    'https://evil.test/',
    'javascript:alert(1)',
    '%2F%2Fevil.test',
    '/.//evil.test',
    '/%2e/%2e//evil.test',
  ])('a signed-in visitor sent to /auth/login?redirect=%j stays on the site', async (redirect) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { router } = boot(`/fr/auth/login?redirect=${encodeURIComponent(redirect)}`, { 'GET /api/session': () => json(200, session) }, {}, 'tok');
    await waitFor(() => expect(router.location.value.pathname).not.toBe('/fr/auth/login'), { timeout: 5_000 });
    expect(assign).not.toHaveBeenCalled();
    // '%2F%2Fevil.test' too: decoded once more (by a server, a router), it reads as leaving the site
    expect(router.location.value.pathname).toBe('/fr');
    assign.mockRestore();
  });

  it('login links to register and forgotten password, keeping the redirect', async () => {
    boot('/auth/login?redirect=/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(hrefOf('Créer un compte')).toBe('/auth/register?redirect=%2Fcheckout');
    expect(hrefOf('Mot de passe oublié ?')).toBe('/auth/password?redirect=%2Fcheckout');
  });

  it('/auth/register: the form, a login link with the redirect, and after sign-up the redirect', async () => {
    const { router } = boot('/en/auth/register?redirect=/availabilities/abc', {
      'POST /api/auth/register': () => json(201, { data: { token: 'tok', customer } }),
      'GET /api/mapbox/autofill': () =>
        json(200, {
          data: [
            {
              address: 'Rue Royale 10, 1000 Bruxelles',
              street: 'Rue Royale',
              number: '10',
              postcode: '1000',
              city: 'Bruxelles',
              country: 'Belgique',
              longitude: 4.36,
              latitude: 50.85,
            },
          ],
        }),
      'GET /api/session': (r) => (r.headers.get('authorization') ? json(200, session) : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await waitFor(() => expect(document.title).toBe('Create an account · Les Ateliers du Parc'));
    expect(hrefOf('Log in')).toBe('/en/auth/login?redirect=%2Favailabilities%2Fabc');
    expect(hrefOf('Read the general terms (opens in a new tab)')).toBe('/en/terms');
    type('First name', 'Claire');
    type('Last name', 'Dubois');
    type('E-mail', 'claire@example.be');
    type('Phone', '0470123456');
    type('Password', 'secret1');
    type('Address', 'Rue Royale');
    const option = await screen.findByRole('option', {}, { timeout: 2000 });
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the general terms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.location.value.pathname).toBe('/en/availabilities/abc'));
  });

  it('/auth/password with ?token= sets the new password, signs the customer in and goes to / (001 §2)', async () => {
    const { router } = boot('/auth/password?token=tok-1', {
      'POST /api/auth/password': () => json(200, { data: { token: 'fresh', customer } }),
      'GET /api/session': (request) => (request.headers.get('authorization') === 'Bearer fresh' ? json(200, session) : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' });
    type('Nouveau mot de passe', 'secret12');
    type('Confirmez le mot de passe', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    await waitFor(() => expect(router.location.value.pathname).toBe('/'));
    await screen.findByText('Bonjour Claire');
  });

  it('/auth/password without a token: the link form and a way back to login', async () => {
    boot('/auth/password?redirect=/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' });
    screen.getByRole('button', { name: 'Envoyer le lien' });
    expect(hrefOf('Retour à la connexion')).toBe('/auth/login?redirect=%2Fcheckout');
  });

  it('/auth/redirect offers register or login, both keeping the redirect', async () => {
    boot('/auth/redirect?redirect=/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Votre compte' });
    expect(hrefOf('Créer un compte')).toBe('/auth/register?redirect=%2Fcheckout');
    expect(hrefOf("J'ai déjà un compte")).toBe('/auth/login?redirect=%2Fcheckout');
  });

  it('/terms renders the website page of that pathname', async () => {
    boot('/terms', {}, { '/terms': heroPage('/terms', 'Conditions générales') });
    await screen.findByRole('heading', { level: 1, name: 'Conditions générales' });
  });

  it('/terms whose heading block says the page title: that block is the one h1, no hidden second one', async () => {
    const basic = {
      id: 9,
      title: 'Conditions générales',
      pathname: '/terms',
      content: [
        {
          id: 's',
          element: 'basic',
          type: 'SECTION',
          settings: {},
          children: [
            { id: 'h', element: 'heading', type: 'BLOCK', settings: { content: 'Conditions générales' }, children: [] },
            { id: 'h2', element: 'heading', type: 'BLOCK', settings: { content: 'Annulation' }, children: [] },
          ],
        },
      ],
    };
    boot('/terms', {}, { '/terms': basic });
    await screen.findByRole('heading', { level: 1, name: 'Conditions générales' });
    expect(screen.getAllByRole('heading', { name: 'Conditions générales' })).toHaveLength(1);
    screen.getByRole('heading', { level: 2, name: 'Annulation' });
  });

  it('/terms without such a page is the not-found page', async () => {
    boot('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
  });
});
