// Catalog answers for the grid and filter tests (shapes of docs/api-contract.md; not exported from the package).
export const list = (items: unknown[], count = items.length) => ({ data: items, count });

export const bundle = (over: Record<string, unknown> = {}) => ({
  id: 4,
  cuid: 'b-10',
  title: 'Carte 10 séances',
  description: '<p>Valable pour tous les cours.</p>',
  price: 15000,
  capacity: 10,
  duration: 31_536_000,
  expires_at: null,
  images: [{ public_url: 'https://media.test/carte.svg' }],
  entity: 'PARTICIPANTS',
  ...over,
});

export const membership = (over: Record<string, unknown> = {}) => ({
  id: 2,
  cuid: 'm-club',
  title: 'Adhésion au club',
  description: '<p>Accès aux installations.</p>',
  price: 4500,
  images: [],
  entity: 'CUSTOMERS',
  period_type: 'ROLLING',
  rolling_period_type: 'years',
  rolling_period_duration: 1,
  ...over,
});

export const voucher = (over: Record<string, unknown> = {}) => ({
  id: 3,
  cuid: 'v-50',
  title: 'Bon cadeau 50 €',
  description: null,
  price: 5000,
  duration: 31_536_000,
  images: [],
  ...over,
});

export const activity = (over: Record<string, unknown> = {}) => ({
  id: 3,
  cuid: 'act-tennis',
  title: 'Initiation au tennis',
  description: '<p>Raquettes fournies.</p>',
  images: [{ public_url: 'https://media.test/tennis.svg' }],
  locations: [{ id: 1, cuid: 'loc-kauw', name: 'Kauwberg', title: 'Centre sportif du Kauwberg' }],
  price: 2000,
  ...over,
});

export const locations = (n: number) =>
  list(Array.from({ length: n }, (_, i) => ({ id: i + 1, cuid: `loc-${i + 1}`, name: `Lieu ${i + 1}`, title: `Salle ${i + 1}` })));

export const categories = (n: number) =>
  list([
    {
      id: 1,
      cuid: 'grp-sport',
      title: 'Sport',
      scope: 'PRIMARY',
      categories: Array.from({ length: n }, (_, i) => ({ id: i + 1, cuid: `cat-${i + 1}`, title: `Catégorie ${i + 1}` })),
    },
  ]);

export const periods = {
  data: [
    { id: 1, cuid: 'per-noel', title: 'Vacances de Noël', start_at: '2026-12-19T00:00:00Z', end_at: '2027-01-04T00:00:00Z' },
    { id: 2, cuid: 'per-carnaval', title: 'Carnaval', start_at: '2027-02-13T00:00:00Z', end_at: '2027-02-22T00:00:00Z' },
  ],
  count: 2,
};
