import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { MESSAGES, memoryStorage } from '@oriel/core';
import { RuntimeContext } from '@oriel/ui';
import { App } from './app';
import { createShell } from './shell-runtime';

// The account area's routes (001 §2) and the links of e-mails and invoices (000 §2), in the hosted shell.
const API = 'http://api.test';
const website = {
  id: 1,
  organiser: { name: 'Les Ateliers du Parc' },
  header: { content: { links: [] } },
  footer: { content: { links: [], quote: '' } },
  topbar: { content: {}, settings: {} },
  pages: [{ id: 1, title: 'Accueil', pathname: '/', type: 'DEFAULT' }],
};
const customer = { id: 1, firstname: 'Claire', lastname: 'Dubois', email: 'claire@example.be' };
const counters = { participants: 1, registrations: 2 };
const session = { data: { customer, participants: [], counters, payment_methods: { online: false, bank_transfers: true }, wallet: { amount: 0 } } };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function boot(path: string, token?: string) {
  window.history.replaceState(null, '', path);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://x');
    if (url.pathname === '/api/website') return json(200, { data: website });
    if (url.pathname === '/api/session') return json(200, token ? session : { data: null });
    if (url.pathname === '/api/carts/current') return json(200, { data: null });
    if (url.pathname === '/api/account/registrations') return json(200, { data: [], count: 0 });
    return json(404, { error: 'NOT_FOUND' });
  });
  const shell = createShell(window, API, MESSAGES[path.startsWith('/en') ? 'en' : 'fr'], {
    storage: memoryStorage(token ? { [`oriel:token:${API}`]: token } : {}),
    fetch: fetch as typeof globalThis.fetch,
    tickMs: 0,
  });
  stop = shell.router.start();
  render(
    <RuntimeContext.Provider value={shell.runtime}>
      <App router={shell.router} />
    </RuntimeContext.Provider>,
  );
  return { ...shell, fetch };
}

describe('account routes', () => {
  it.each(['/fr/account', '/fr/account/home', '/fr/account/'])('%s is the account home, its title the page h1', async (path) => {
    boot(path, 'tok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bonjour Claire' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Mon compte · Les Ateliers du Parc'));
  });

  it('a visitor following an e-mail link signs in first and comes back to it', async () => {
    const { router } = boot('/fr/account/registrations/r1');
    await waitFor(() => expect(router.location.value.pathname).toBe('/fr/auth/login'));
    expect(router.location.value.query.get('redirect')).toBe('/fr/account/registrations/r1');
  });

  it('tabs navigate inside the page: the URL follows, the tab bar stays, back returns', async () => {
    const { router } = boot('/en/account', 'tok');
    const tabs = within(await screen.findByRole('navigation', { name: 'Account sections' }));
    fireEvent.click(tabs.getByRole('link', { name: /Registrations/ }));
    expect(router.location.value.pathname).toBe('/en/account/registrations');
    expect(tabs.getByRole('link', { name: /Registrations/ }).getAttribute('aria-current')).toBe('page');
    window.history.back();
    await waitFor(() => expect(router.location.value.pathname).toBe('/en/account'));
  });

  it('an unknown account path says so inside the area', async () => {
    boot('/fr/account/nothing/here', 'tok');
    expect(await screen.findByRole('heading', { name: "Cette page n'existe pas" })).toBeTruthy();
  });

  it('the top bar links a customer to the account', async () => {
    boot('/fr', 'tok');
    const bar = within(await screen.findByRole('region', { name: 'Contact et compte' }));
    expect((await bar.findByRole('link', { name: 'Mon compte' })).getAttribute('href')).toBe('/fr/account');
  });
});
