import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AccountView } from '@oriel/core';
import { accountSession, memoryNav, renderAccount } from './account.test-utils';
import { AccountArea } from './account-area';
import { withoutLang } from '../testing/test-runtime';

/** The area with a navigation that re-renders it, as the shell's router and <oriel-account> do. */
function Navigating({ start, onGo }: { start: AccountView; onGo: (go: (view: AccountView) => void) => void }) {
  const [view, setView] = useState(start);
  onGo(setView);
  return <AccountArea nav={{ ...memoryNav(view).nav, view, go: setView }} />;
}

describe('<AccountArea> frame (001 §2)', () => {
  it('title, tabs with their counts (hidden below 1), home screen with the greeting and the wallet', async () => {
    const { nav } = memoryNav('home');
    await renderAccount(<AccountArea nav={nav} />, {
      session: { counters: { participants: 2, registrations: 3, carts: 0, vouchers: 0, available_vouchers: 1, bookings: 0 }, wallet: { amount: 1550 } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Mon compte' });
    const tabs = within(screen.getByRole('navigation', { name: 'Rubriques du compte' }));
    const names = tabs.getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual(['Accueil', 'Profil', 'Participants2', 'Inscriptions3', 'Bons cadeaux0']);
    expect(tabs.getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
    screen.getByRole('heading', { level: 3, name: 'Bonjour Claire' });
    screen.getByText('15,50 €');
  });

  it('a tab navigates; arrows move the focus between tabs', async () => {
    const { nav, moves } = memoryNav('home');
    await renderAccount(<AccountArea nav={nav} />);
    const tabs = within(await screen.findByRole('navigation', { name: 'Rubriques du compte' }));
    const home = tabs.getByRole('link', { name: 'Accueil' });
    expect(tabs.getByRole('link', { name: /Inscriptions/ }).getAttribute('href')).toBe('/fr/account/registrations');
    home.focus();
    fireEvent.keyDown(home, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Profil');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toMatch(/^Frais de présence/);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tabs.getAllByRole('link').at(-1));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(home);
    fireEvent.click(tabs.getByRole('link', { name: 'Profil' }));
    expect(moves).toEqual([{ path: 'profile', query: {} }]);
  });

  it('a path that names no screen says so and leads back home', async () => {
    const { nav } = memoryNav('nope/x');
    await renderAccount(<AccountArea nav={nav} />);
    await screen.findByRole('heading', { name: "Cette page n'existe pas" });
    expect(screen.getByRole('link', { name: 'Retour à mon compte' }).getAttribute('href')).toBe('/fr/account/home');
  });

  it('logout from home posts, and the session ends with a toast', async () => {
    const { runtime, fetch } = await renderAccount(<AccountArea nav={memoryNav('home').nav} />, { session: accountSession().data });
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(runtime.session.state.value.status).toBe('anonymous'));
    expect(fetch.mock.calls.some(([u, i]) => withoutLang(String(u)).endsWith('/api/auth/logout') && (i as RequestInit).method === 'POST')).toBe(true);
    expect(runtime.toasts.all.value.map((x) => x.message)).toContain('Vous êtes déconnecté.');
  });

  it('a new screen whose opener went with the old one takes the focus on its title, not <body>; focus kept elsewhere stays', async () => {
    let go: (view: AccountView) => void = () => {};
    await renderAccount(<Navigating start={{ view: 'home' }} onGo={(g) => (go = g)} />, { session: accountSession().data });
    const logout = await screen.findByRole('button', { name: 'Se déconnecter' });
    logout.focus();
    act(() => go({ view: 'profile' }));
    const title = await screen.findByRole('heading', { level: 3, name: 'Mon profil' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    // a tab of the bar outlives the screen: it keeps the focus
    const tab = within(screen.getByRole('navigation', { name: 'Rubriques du compte' })).getByRole('link', { name: 'Accueil' });
    tab.focus();
    act(() => go({ view: 'home' }));
    await screen.findByRole('heading', { level: 3, name: 'Bonjour Claire' });
    expect(document.activeElement).toBe(tab);
  });
});

describe('<AccountArea> inside a host page that has its own heading (<oriel-account data-title>)', () => {
  it("auto: a host h1 saying 'Mon compte' is not repeated; the area is named by it and its screens are h2", async () => {
    const { nav } = memoryNav('home');
    await renderAccount(<AccountArea nav={nav} title="auto" hostHeadings={['  mon   COMPTE ']} />);
    const area = await screen.findByRole('region', { name: 'Mon compte' });
    within(area).getByRole('heading', { level: 2, name: 'Bonjour Claire' });
    expect(screen.queryByRole('heading', { name: 'Mon compte' })).toBeNull();
  });

  it('auto: a host h1 saying something else keeps the title; true always draws it, false never', async () => {
    const { nav } = memoryNav('home');
    const { unmount } = await renderAccount(<AccountArea nav={nav} title="auto" hostHeadings={['Club de tennis du Parc']} />);
    await screen.findByRole('heading', { level: 2, name: 'Mon compte' });
    screen.getByRole('heading', { level: 3, name: 'Bonjour Claire' });
    unmount();
    const second = await renderAccount(<AccountArea nav={nav} title="true" hostHeadings={['Mon compte']} />);
    await screen.findByRole('heading', { level: 2, name: 'Mon compte' });
    second.unmount();
    await renderAccount(<AccountArea nav={nav} title="false" />);
    await screen.findByRole('heading', { level: 2, name: 'Bonjour Claire' });
    expect(screen.queryByRole('heading', { name: 'Mon compte' })).toBeNull();
  });
});
