// A website as GET /api/website answers it, for the layout tests.
const link = (id: number, name: string, href: string, children: unknown[] = []) => ({ id, name, href, children });

export const customer = { id: 7, firstname: 'Camille', lastname: 'Dupont', email: 'camille@example.test' };

export const websiteFixture = {
  id: 1,
  hostname: 'ateliers.test',
  theme: 'default',
  accent_color: '#e67e22',
  organiser: { name: 'Les Ateliers du Parc', logo: null },
  header: {
    content: {
      links: [
        link(1, 'Stages', '/stages', [
          link(2, 'Par âge', '', [link(3, 'Enfants', '/stages?age=enfants'), link(4, 'Ados', '/stages?age=ados')]),
          link(5, 'Par thème', '', [link(6, 'Sport', '/stages?theme=sport')]),
        ]),
        link(7, 'Cours', '/cours', [link(8, 'Poterie', '/activities/poterie'), link(9, 'Yoga', '/activities/yoga')]),
        link(10, 'Blog', '/blog'),
      ],
    },
    settings: { logo_position: 'left', links_position: 'right', sticky: true },
  },
  footer: {
    content: {
      links: [
        link(20, 'Le club', '', [link(21, 'Qui sommes-nous ?', '/a-propos'), link(22, 'Avenue de la Renaissance 10', '')]),
        link(23, 'Infos pratiques', '', [link(24, 'Conditions générales', '/terms')]),
      ],
      quote: 'Apprendre en s’amusant.',
    },
  },
  topbar: {
    content: {
      contacts: { phone: '+32 2 345 67 89', email: 'bonjour@ateliers.test' },
      announcement: { text: 'Les inscriptions sont ouvertes !', href: '/stages' },
    },
    settings: {},
  },
  pages: [{ id: 1, title: 'Accueil', pathname: '/', type: 'DEFAULT' }],
};

/** Each part fails its schema: a link without a name, links not a list, contacts not an object. */
export const invalidParts = {
  header: { content: { links: [{ id: 1, name: '', href: '/x' }] } },
  footer: { content: { links: 'nope' } },
  topbar: { content: { contacts: 'nope' } },
};
