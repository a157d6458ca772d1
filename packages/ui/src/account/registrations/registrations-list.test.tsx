import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { calledUrls } from '../../testing/test-runtime';
import { memoryNav, renderAccount } from '../account.test-utils';
import Screens from './registrations.screens';
import { bundle, bundleRefunded, cancelled, paid, partPaid } from './registrations.fixtures';

const page1 = [paid, partPaid, cancelled, bundle];
const page2 = [bundleRefunded];
const routes = {
  'GET /api/account/registrations': (url: URL) => ({ data: url.searchParams.get('page_number') === '2' ? page2 : page1, count: 21 }),
};

function rowOf(title: string | RegExp, index = 0) {
  return screen.getAllByRole('link', { name: title })[index]!.closest('li')!;
}

describe('registrations list (001 §2, §4)', () => {
  it('a row per registration: title linking to its detail, participant, dates, place, badges', async () => {
    const { nav } = memoryNav('registrations');
    await renderAccount(<Screens view={{ view: 'registrations' }} />, { routes, nav });
    await screen.findByRole('heading', { level: 3, name: 'Mes inscriptions' });
    const list = await screen.findByRole('list', { name: 'Mes inscriptions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const first = within(rowOf('Initiation au tennis'));
    expect(first.getByRole('link').getAttribute('href')).toBe('/fr/account/registrations/reg-paid');
    first.getByText(/Participant : Léa Dubois · .*25 nov\. 2026.* · Salle A/);
    expect(first.getByText('Payé').className).toBe('badge badge-green');

    const camp = within(rowOf('Stage multisport'));
    expect(camp.getByText('130,00 € à payer').className).toBe('badge badge-yellow');
    camp.getByText(/21 – 22 déc\. 2026|21.*22 déc\. 2026/);

    const gone = within(rowOf('Initiation au tennis', 1));
    expect(gone.getByText('Annulée').className).toBe('badge badge-red');
    // never "cancelled" beside "to pay": what became of the 40 € paid
    expect(gone.getByText('40,00 € remboursés sur votre portefeuille').className).toBe('badge badge-blue');
    expect(gone.queryByText(/à payer/)).toBeNull();

    const pass = within(rowOf('Initiation au tennis', 2));
    pass.getByText('Payé');
    expect(pass.getByText('Abonnement').className).toBe('badge badge-blue');
  });

  it('clicking a title shows its detail', async () => {
    const { nav, moves } = memoryNav('registrations');
    await renderAccount(<Screens view={{ view: 'registrations' }} />, { routes, nav });
    fireEvent.click(await screen.findByRole('link', { name: 'Stage multisport' }));
    expect(moves).toEqual([{ path: 'registrations/reg-deposit', query: {} }]);
  });

  it('pages by page_number in the screen query: page 2 asks page 2 and goes back to page 1', async () => {
    const { nav, moves } = memoryNav('registrations', { page_number: 2 });
    const { fetch } = await renderAccount(<Screens view={{ view: 'registrations' }} />, { routes, nav });
    const row = within((await screen.findByText("Place d'abonnement remboursée")).closest('li')!);
    row.getByText('Annulée');
    row.getByText('Rien à payer');
    row.getByText('Abonnement');
    expect(calledUrls(fetch).some((u) => u.includes('/api/account/registrations?') && u.includes('page_number=2') && u.includes('page_size=20'))).toBe(true);
    screen.getByText(/Page 2 sur 2 · 21 résultats/);
    expect(screen.getByRole('button', { name: 'Page suivante' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(moves).toEqual([{ path: 'registrations', query: {} }]);
  });

  it('empty: says so', async () => {
    await renderAccount(<Screens view={{ view: 'registrations' }} />, {
      routes: { 'GET /api/account/registrations': { data: [], count: 0 } },
      nav: memoryNav('registrations').nav,
    });
    await screen.findByText("Vous n'avez encore aucune inscription.");
  });
});
