import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { bootShell } from './testing/boot-shell';

// The account area's routes (001 §2) and the links of e-mails and invoices (000 §2), in the hosted shell.
const counters = { participants: 1, registrations: 2 };
const boot = (path: string, token?: string) =>
  bootShell(path, { signedIn: !!token, session: { counters }, routes: { 'GET /api/account/registrations': { data: [], count: 0 } } });

/** The paths a fake fetch was asked for, in order. */
const paths = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname);

describe('account routes', () => {
  it.each(['/fr/account', '/fr/account/home', '/fr/account/'])('%s is the account home, its title the page h1', async (path) => {
    boot(path, 'tok');
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    await screen.findByRole('heading', { level: 2, name: 'Bonjour Claire' });
    await waitFor(() => expect(document.title).toBe('Mon compte · Les Ateliers du Parc'));
  });

  it('a visitor following an e-mail link signs in first and comes back to it', async () => {
    const { router, fetch } = boot('/fr/account/registrations/r1');
    await waitFor(() => expect(router.location.value.pathname).toBe('/fr/auth/login'));
    expect(router.location.value.query.get('redirect')).toBe('/fr/account/registrations/r1');
    // no token: nothing of the account was asked for
    expect(paths(fetch).filter((p) => p.startsWith('/api/account/'))).toEqual([]);
  });

  it("a customer's e-mail link: the registration's answer is asked for while the session still is (decision 0026)", async () => {
    const { fetch } = bootShell('/fr/account/registrations/r1', { routes: { 'GET /api/session': () => new Promise<Response>(() => {}) } });
    await waitFor(() => expect(paths(fetch)).toContain('/api/account/registrations/r1'));
    expect(paths(fetch)).toContain('/api/session');
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

  it('each screen names the page after itself; the home screen is the account', async () => {
    const { router } = boot('/fr/account/registrations', 'tok');
    await waitFor(() => expect(document.title).toBe('Mes inscriptions · Mon compte · Les Ateliers du Parc'));
    router.navigate('/fr/account/participants');
    await waitFor(() => expect(document.title).toBe('Participants · Mon compte · Les Ateliers du Parc'));
    router.navigate('/fr/account');
    await waitFor(() => expect(document.title).toBe('Mon compte · Les Ateliers du Parc'));
  });

  it('a deleted account leaves for the home page, not a login page that would bring it back to the deletion (001 §4)', async () => {
    const { router } = bootShell('/fr/account/profile/delete', {
      signedIn: true,
      session: { counters },
      routes: { 'DELETE /api/session': { data: null, message: 'ACCOUNT_DELETED' } },
    });
    fireEvent.input(await screen.findByLabelText('Votre nom complet'), { target: { value: 'Claire Dubois' } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await waitFor(() => expect(router.location.value.pathname).toBe('/fr'));
    expect(router.location.value.query.get('redirect')).toBeNull();
  });

  it('an unknown account path says so inside the area', async () => {
    boot('/fr/account/nothing/here', 'tok');
    await screen.findByRole('heading', { name: "Cette page n'existe pas" });
  });

  it('the top bar greets a customer with a link to the account', async () => {
    boot('/fr', 'tok');
    const bar = within(await screen.findByRole('region', { name: 'Contact et compte' }));
    expect((await bar.findByRole('link', { name: 'Bonjour Claire · Mon compte' })).getAttribute('href')).toBe('/fr/account');
  });
});
