// Blog articles as the API answers them (demo/api/src/routes/catalog.ts), for the blog's component tests.
export const article = (over: Record<string, unknown> = {}) => ({
  id: 1,
  cuid: 'art-stage',
  slug: 'preparer-son-stage',
  title: 'Bien préparer le stage de votre enfant',
  content: '<h2>La veille</h2><p>Préparez le sac ensemble : gourde, collation.</p>',
  images: [{ id: 1, public_url: 'https://media.test/stage.svg', alt: 'Un sac' }],
  created_at: '2026-11-28T09:00:00.000Z',
  ...over,
});

/** `count` articles, newest first, as one page of the list answer. */
export const articles = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => article({ id: from + i, cuid: `art-${from + i}`, slug: `article-${from + i}`, title: `Article ${from + i}` }));
