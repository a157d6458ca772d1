import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cartPaid, cartTransfer, one, page } from './lists.fixtures';
import { plain, renderScreen } from './lists.test-utils';

describe('orders (001 §2 /account/carts)', () => {
  it('lists orders: name, date, size, total, a transfer badge; each row links to its detail', async () => {
    await renderScreen('carts', { 'GET /api/account/carts': page([cartTransfer, cartPaid]) });
    const list = await screen.findByRole('list', { name: 'Mes commandes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    const link = first.getByRole('link', { name: 'Commande CMD-0042' });
    expect(link.getAttribute('href')).toBe('/fr/account/carts/cart42');
    first.getByText('45,00 € à virer');
    expect(plain(rows[0]!)).toMatch(/3 articles · Total 190,00 €/);
    expect(plain(rows[1]!)).toMatch(/1 article · Total 30,00 €/);
    expect(within(rows[1]!).queryByText(/à virer/)).toBeNull();
  });

  it('a click on a row opens the order in place', async () => {
    const { moves } = await renderScreen('carts', { 'GET /api/account/carts': page([cartTransfer]) });
    fireEvent.click(await screen.findByRole('link', { name: 'Commande CMD-0042' }));
    expect(moves).toEqual([{ path: 'carts/cart42', query: {} }]);
  });

  it('pages by 20: page x of y · n results; next asks page 2, which loads its own items', async () => {
    const { moves } = await renderScreen('carts', { 'GET /api/account/carts': page([cartTransfer], 45) });
    await screen.findByText('Page 1 sur 3 · 45 résultats');
    expect(screen.getByRole('button', { name: 'Page précédente' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(moves).toEqual([{ path: 'carts', query: { page_number: '2' } }]);

    const asked: string[] = [];
    await renderScreen(
      'carts',
      {
        'GET /api/account/carts': (url: URL) => {
          asked.push(url.search);
          return page([url.searchParams.get('page_number') === '2' ? cartPaid : cartTransfer], 45);
        },
      },
      { query: { page_number: 2 } },
    );
    await screen.findByRole('link', { name: 'Commande CMD-0040' });
    expect(asked).toEqual(['?page_number=2&page_size=20&lang=fr']);
    screen.getByText('Page 2 sur 3 · 45 résultats');
  });

  it('an empty history says so', async () => {
    await renderScreen('carts', { 'GET /api/account/carts': page([]) });
    await screen.findByRole('heading', { name: "Vous n'avez pas encore passé de commande." });
  });

  it('detail: reference, dates, total, the transfer still due with the bank account, items by kind', async () => {
    await renderScreen('carts/cart42', { 'GET /api/account/carts/cart42': one(cartTransfer) });
    await screen.findByRole('heading', { level: 3, name: 'Commande CMD-0042' });
    expect(screen.getByRole('link', { name: 'Retour à mes commandes' }).getAttribute('href')).toBe('/fr/account/carts');
    const transfer = within(screen.getByRole('region', { name: 'Virement bancaire' }));
    transfer.getByText('+++090/0000/04285+++');
    transfer.getByText('45,00 €');
    transfer.getByText('BE71 0961 2345 6769');
    screen.getByText('190,00 €');
    const items = within(screen.getByRole('region', { name: 'Ce que vous avez commandé' }));
    expect(items.getAllByRole('heading', { level: 5 }).map((h) => h.textContent)).toEqual(['Inscriptions', 'Abonnements', 'Bons cadeaux']);
    expect(plain(items.getByRole('list', { name: 'Inscriptions' }))).toMatch(/Initiation au tennis.*Pour Léa Dubois/);
    expect(plain(items.getByRole('list', { name: 'Abonnements' }))).toMatch(/Carte 10 séances.*120,00 €/);
  });

  it('detail of a paid order with a coupon: items, coupon and total; no transfer section', async () => {
    await renderScreen('carts/cart40', { 'GET /api/account/carts/cart40': one(cartPaid) });
    await screen.findByRole('heading', { name: 'Commande CMD-0040' });
    screen.getByText('− 5,00 €');
    screen.getByText('30,00 €');
    expect(screen.queryByRole('region', { name: 'Virement bancaire' })).toBeNull();
  });
});
