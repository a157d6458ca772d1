import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { bootShell, website } from './testing/boot-shell';
import { STATEMENT_CHECKS, STATEMENT_USAGE } from './accessibility/statement-checks';
import { STATEMENT_TEXT } from './accessibility/statement.text';

const visitor = (path: string, routes: Record<string, unknown> = {}) => bootShell(path, { routes, signedIn: false });
const withEmail = { ...website, topbar: { content: { contacts: { email: 'accueil@ateliers.test' } }, settings: {} } };

describe('/accessibility', () => {
  it('states the target, what is tested (one line per check the tests keep), the limitations and the organiser’s contact', async () => {
    visitor('/fr/accessibility', { 'GET /api/website': { data: withEmail } });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' });
    expect(main.textContent).toContain('WCAG 2.2');
    expect(main.textContent).toContain('EN 301 549');
    const lists = within(main).getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem').length).toBe(STATEMENT_CHECKS.length);
    expect(within(lists[1]!).getAllByRole('listitem').length).toBe(STATEMENT_USAGE.length);
    within(lists[1]!).getByText(/Alt\+T/);
    expect(within(lists[2]!).getAllByRole('listitem').length).toBe(STATEMENT_TEXT.fr.limits.length);
    within(main).getByRole('heading', { level: 2, name: 'Vérifications manuelles et lecteurs d’écran' });
    within(main).getByRole('heading', { level: 2, name: 'Voies de recours' });
    expect(within(main).getByRole('link', { name: 'pointdecontact.belgique.be' }).getAttribute('href')).toBe('https://pointdecontact.belgique.be/');
    expect(within(main).getByRole('link', { name: 'accueil@ateliers.test' }).getAttribute('href')).toBe('mailto:accueil@ateliers.test');
    expect(main.textContent).toContain('2 décembre 2026');
    await waitFor(() => expect(document.title).toContain('Déclaration d’accessibilité'));
  });

  it('without an e-mail, points to the organiser’s details; in English under /en', async () => {
    visitor('/en/accessibility');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Accessibility statement' });
    expect(main.textContent).toContain(STATEMENT_TEXT.en.contact_none);
    expect(within(main).queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('the footer links every page to it', async () => {
    visitor('/fr');
    const legal = await screen.findByRole('navigation', { name: /mentions|légal/i });
    expect(within(legal).getByRole('link', { name: 'Accessibilité' }).getAttribute('href')).toBe('/fr/accessibility');
  });
});
