import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { websiteSchema } from '@oriel/core';
import { Header } from './header';
import { Footer } from './footer';
import { Topbar } from './topbar';
import { Layout } from './layout';
import { calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { customer, invalidParts, websiteFixture } from './layout.fixtures';

const website = v.parse(websiteSchema, websiteFixture);
const organiser = website.organiser;

describe('Header', () => {
  it('renders the logo link, the labelled navigation and the cart button', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Header config={websiteFixture.header} organiser={organiser} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Les Ateliers du Parc' }).getAttribute('href')).toBe('/fr');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/fr/blog');
    expect(
      within(nav)
        .getByRole('button', { name: /Stages/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    screen.getByRole('button', { name: /Panier/ });
  });

  it('renders nothing when its configuration fails the schema', () => {
    const { runtime } = testRuntime();
    const { container } = renderWith(runtime, <Header config={invalidParts.header} organiser={organiser} />);
    expect(container.innerHTML).toBe('');
    expect(v.parse(websiteSchema, { ...websiteFixture, header: invalidParts.header }).header).toBeNull();
  });

  it('opens a 2-level popover and a 3-level mega menu, one at a time; Escape closes', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Header config={websiteFixture.header} organiser={organiser} />);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const stages = within(nav).getByRole('button', { name: /Stages/ });
    const cours = within(nav).getByRole('button', { name: /Cours/ });
    fireEvent.click(stages);
    expect(stages.getAttribute('aria-expanded')).toBe('true');
    const mega = document.getElementById(stages.getAttribute('aria-controls')!)!;
    expect(mega.className).toBe('o-mega');
    expect(mega.hidden).toBe(false);
    expect(within(mega).getByRole('link', { name: 'Enfants' }).getAttribute('href')).toBe('/fr/stages?age=enfants');
    expect(within(mega).queryByRole('link', { name: 'Par âge' })).toBeNull(); // no href: plain text

    fireEvent.click(cours);
    expect(stages.getAttribute('aria-expanded')).toBe('false');
    const popover = document.getElementById(cours.getAttribute('aria-controls')!)!;
    expect(popover.className).toBe('o-popover');
    expect(within(popover).getByRole('link', { name: 'Voir tout : Cours' }).getAttribute('href')).toBe('/fr/cours');

    runtime.cartOpen.value = true;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(cours.getAttribute('aria-expanded')).toBe('false');
    expect(runtime.cartOpen.value).toBe(false);
  });

  it('Escape inside a submenu hands the focus back to its button before the browser drops it to <body>', async () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Header config={websiteFixture.header} organiser={organiser} />);
    const cours = screen.getByRole('button', { name: /Cours/ });
    fireEvent.click(cours);
    screen.getByRole('link', { name: 'Yoga' }).focus();
    // what a browser does once the panel is hidden, before any effect that waits for the paint
    const fixup = new MutationObserver(() => {
      if (document.activeElement?.closest('[hidden]')) (document.activeElement as HTMLElement).blur();
    });
    fixup.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    // a real key press, not testing-library's: that one flushes every effect at once
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => expect(cours.getAttribute('aria-expanded')).toBe('false'));
    fixup.disconnect();
    expect(document.activeElement).toBe(cours);
  });

  it('navigates client-side and closes the menu when a link is followed', () => {
    const { runtime, navigate } = testRuntime();
    renderWith(runtime, <Header config={websiteFixture.header} organiser={organiser} />);
    const cours = screen.getByRole('button', { name: /Cours/ });
    fireEvent.click(cours);
    fireEvent.click(screen.getByRole('link', { name: 'Yoga' }));
    expect(navigate).toHaveBeenCalledWith('/fr/activities/yoga');
    expect(cours.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the mobile drawer with accordions; Escape and navigation close it', async () => {
    const { runtime } = testRuntime();
    const view = renderWith(runtime, <Header config={websiteFixture.header} organiser={organiser} location="/fr" />);
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const stages = within(drawer).getByRole('button', { name: /Stages/ });
    fireEvent.click(stages);
    expect(stages.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByRole('button', { name: /Par âge/ }));
    within(drawer).getByRole('link', { name: 'Enfants' });

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const { RuntimeContext } = await import('../context/runtime');
    view.rerender(
      <RuntimeContext.Provider value={runtime}>
        <Header config={websiteFixture.header} organiser={organiser} location="/fr/blog" />
      </RuntimeContext.Provider>,
    );
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('Footer', () => {
  it('renders name, quote, link columns (text without href), copyright year and legal links', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Footer config={websiteFixture.footer} organiser={organiser} />);
    const footer = screen.getByRole('contentinfo');
    within(footer).getByText('Apprendre en s’amusant.');
    const columns = within(footer).getByRole('navigation', { name: 'Liens du pied de page' });
    expect(within(columns).getByRole('link', { name: 'Qui sommes-nous ?' }).getAttribute('href')).toBe('/fr/a-propos');
    expect(within(columns).getByText('Avenue de la Renaissance 10').tagName).toBe('SPAN');
    within(footer).getByText('© 2026 Les Ateliers du Parc');
    const legal = within(footer).getByRole('navigation', { name: 'Informations légales' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Mentions légales', 'Avertissement', 'Politique de confidentialité', 'Accessibilité']);
    // the storefront's own accessibility statement, a route of the site
    expect(within(legal).getByRole('link', { name: 'Accessibilité' }).getAttribute('href')).toMatch(/\/accessibility$/);
  });

  it('renders nothing when its configuration fails the schema', () => {
    const { runtime } = testRuntime();
    const { container } = renderWith(runtime, <Footer config={invalidParts.footer} organiser={organiser} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Topbar', () => {
  it('shows contacts, the announcement, default colours and, for visitors, login and register', async () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <Topbar config={websiteFixture.topbar} />);
    const bar = screen.getByRole('region', { name: 'Contact et compte' });
    expect(bar.getAttribute('style')).toMatch(/background: #000000/);
    expect(bar.getAttribute('style')).toMatch(/color: #ffffff/);
    expect(
      within(bar)
        .getByRole('link', { name: /\+32 2 345 67 89/ })
        .getAttribute('href'),
    ).toBe('tel:+3223456789');
    expect(
      within(bar)
        .getByRole('link', { name: /bonjour@ateliers.test/ })
        .getAttribute('href'),
    ).toBe('mailto:bonjour@ateliers.test');
    expect(within(bar).getByRole('link', { name: 'Les inscriptions sont ouvertes !' }).getAttribute('href')).toBe('/fr/stages');
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr/auth/login'));
    expect(within(bar).getByRole('link', { name: "S'inscrire" }).getAttribute('href')).toBe('/fr/auth/register');
  });

  it('greets a signed-in customer and logs out with a toast and a logout event', async () => {
    const { runtime, fetch } = testRuntime({ token: 'tok', routes: { 'GET /api/session': { data: { customer } } } });
    const onLogout = vi.fn();
    document.addEventListener('oriel:logout', onLogout);
    renderWith(runtime, <Topbar config={websiteFixture.topbar} />);
    await waitFor(() => screen.getByText('Bonjour Camille'));
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => screen.getByRole('link', { name: 'Se connecter' }));
    expect(calledUrls(fetch).some((url) => url.endsWith('/api/auth/logout'))).toBe(true);
    expect(runtime.toasts.all.value.map((t) => t.message)).toContain('Vous êtes déconnecté.');
    expect(onLogout).toHaveBeenCalledTimes(1);
    document.removeEventListener('oriel:logout', onLogout);
  });

  it('while a stored token’s session loads, keeps the sign-in links’ box (hidden, busy), then puts the greeting in an element of its own', async () => {
    let answer!: (value: unknown) => void;
    const { runtime } = testRuntime({ token: 'tok', routes: { 'GET /api/session': () => new Promise((resolve) => (answer = resolve)) } });
    const { container } = renderWith(runtime, <Topbar config={websiteFixture.topbar} />);
    const area = container.querySelector('.o-topbar-account')!;
    await waitFor(() => expect(area.getAttribute('aria-busy')).toBe('true'));
    // the row keeps its height: a top bar that wraps (a tablet's) does not lose its second line for that moment
    expect([...area.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Se connecter', "S'inscrire"]);
    answer({ data: { customer } });
    await waitFor(() => expect(area.getAttribute('aria-busy')).toBeNull());
    expect(area.querySelector(':scope > .o-topbar-customer')?.textContent).toContain('Bonjour Camille');
    expect(area.querySelectorAll(':scope > a')).toHaveLength(0);
  });

  it('says at its first render, from the stored token alone, whether someone is signed in (the server never does)', () => {
    for (const [token, status] of [
      ['tok', /^(unknown|loading)$/],
      [undefined, /^anonymous$/],
    ] as const) {
      const { runtime } = testRuntime({ token, routes: { 'GET /api/session': () => new Promise(() => undefined) } });
      const { container, unmount } = renderWith(runtime, <Topbar config={websiteFixture.topbar} />);
      const area = container.querySelector('.o-topbar-account')!;
      expect(area.getAttribute('data-oriel-session')).toMatch(status);
      expect(area.getAttribute('aria-busy')).toBe(token ? 'true' : null);
      unmount();
    }
    const { runtime } = testRuntime();
    const server = { ...runtime, prerender: () => undefined };
    const { container } = renderWith(server, <Topbar config={websiteFixture.topbar} />);
    expect(container.querySelector('.o-topbar-account')!.hasAttribute('data-oriel-session')).toBe(false);
  });

  it('renders nothing when its configuration fails the schema', () => {
    const { runtime } = testRuntime();
    const { container } = renderWith(runtime, <Topbar config={invalidParts.topbar} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Layout', () => {
  it('frames the page: top bar, header, main, footer, toasts', () => {
    const { runtime } = testRuntime();
    renderWith(
      runtime,
      <Layout website={website}>
        <h1>Contenu</h1>
      </Layout>,
    );
    screen.getByRole('region', { name: 'Contact et compte' });
    screen.getByRole('banner');
    within(screen.getByRole('main')).getByRole('heading', { name: 'Contenu' });
    screen.getByRole('contentinfo');
    expect(screen.getByRole('link', { name: 'Aller au contenu' }).getAttribute('href')).toBe('#o-main');
  });

  it('holds the header space while loading and shows only main when the website failed', () => {
    const { runtime } = testRuntime();
    const loading = renderWith(
      runtime,
      <Layout website={undefined} loading>
        x
      </Layout>,
    );
    expect(loading.container.querySelector('.o-layout-placeholder')).toBeTruthy();
    expect(loading.container.querySelector('.o-progress')).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    loading.unmount();
    renderWith(runtime, <Layout website={null}>x</Layout>);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    screen.getByRole('main');
  });
});
