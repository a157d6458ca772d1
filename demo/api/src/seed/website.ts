import { stableCuid } from '../lib/ids';

/** Header, footer, top bar and pages of the demo website. Media paths stay relative; the pages route makes them absolute. */
type El = {
  id: string;
  element: string;
  type: 'SECTION' | 'CONTAINER' | 'BLOCK';
  family: string;
  name: string;
  settings: Record<string, unknown>;
  children: El[];
};

let n = 0;
const el = (type: El['type'], element: string, name: string, settings: Record<string, unknown>, children: El[] = []): El => ({
  id: stableCuid('element', ++n),
  element,
  type,
  family: `${type.toLowerCase()}s`,
  name,
  settings,
  children,
});
/** The general terms a customer accepts when registering and at checkout (/terms). */
const TERMS_HTML = [
  '<h2>1. Objet</h2><p>Les présentes conditions régissent les inscriptions aux stages, cours et ateliers organisés par les Ateliers du Parc ASBL, ainsi que l’achat de cartes, d’abonnements, de bons cadeaux et la réservation de terrains.</p>',
  '<h2>2. Inscription</h2><p>Une inscription est confirmée lorsque la commande est validée. Les places placées dans le panier sont réservées 15 minutes ; passé ce délai, elles sont libérées.</p>',
  '<h2>3. Prix et paiement</h2><p>Les prix sont indiqués en euros, toutes taxes comprises. Le paiement se fait en ligne, par virement avec la communication structurée indiquée, ou à partir du portefeuille du compte. Un acompte peut être demandé pour certains stages ; le solde est dû avant le début de l’activité.</p>',
  '<h2>4. Annulation</h2><p>Toute annulation doit être demandée depuis l’espace client. Jusqu’à 14 jours avant le début de l’activité, le montant payé est remboursé, acompte excepté. Au-delà, il reste dû, sauf certificat médical.</p>',
  '<h2>5. Données personnelles</h2><p>Les données des clients et des participants servent uniquement à la gestion des inscriptions. Elles ne sont jamais cédées à des tiers. Chacun peut y accéder, les corriger ou en demander la suppression depuis son compte.</p>',
  '<h2>6. Litiges</h2><p>Le droit belge est applicable. En cas de litige, les tribunaux de Bruxelles sont seuls compétents.</p>',
].join('');

const section = (element: string, name: string, settings: Record<string, unknown>, children: El[] = []) => el('SECTION', element, name, settings, children);
const container = (element: string, settings: Record<string, unknown>, children: El[]) => el('CONTAINER', element, element, settings, children);
const block = (element: string, settings: Record<string, unknown>) => el('BLOCK', element, element, settings);

let linkId = 0;
type Link = { id: number; name: string; href: string; children: Link[] };
const link = (name: string, href: string, children: Link[] = []): Link => ({ id: ++linkId, name, href, children });

export interface WebsiteRefs {
  catalogs: Record<string, number>;
  categories: Record<string, string>;
  groups: Record<string, string>;
  activities: Record<string, string>;
}

export function websiteContent(r: WebsiteRefs) {
  n = 0;
  linkId = 0;
  const ageFilter = (cat: string) => `/stages?category-${r.groups.age}=${r.categories[cat]}`;
  const header = {
    content: {
      links: [
        link('Stages', '/stages', [
          link('Par âge', '', [link('Enfants', ageFilter('enfants')), link('Ados', ageFilter('ados'))]),
          link('Par thème', '', [
            link('Sport', `/stages?category-${r.groups.theme}=${r.categories.sport}`),
            link('Art', `/stages?category-${r.groups.theme}=${r.categories.art}`),
          ]),
        ]),
        link('Cours', '/cours', [
          link('Poterie', `/activities/${r.activities.poterie}`),
          link('Tennis', `/activities/${r.activities.tennis}`),
          link('Yoga', `/activities/${r.activities.yoga}`),
        ]),
        link('Terrains', '/terrains'),
        link('Cartes et bons', '/cartes'),
        link('Blog', '/blog'),
      ],
    },
    settings: { logo_position: 'left', links_position: 'right', sticky: true },
  };
  const footer = {
    content: {
      links: [
        link('Le club', '', [
          link('Qui sommes-nous ?', '/a-propos'),
          link('Nous contacter', 'mailto:bonjour@ateliers-du-parc.be'),
          link('Avenue de la Renaissance 10, 1000 Bruxelles', ''),
        ]),
        link('Programme', '', [link('Stages de vacances', '/stages'), link('Cours et ateliers', '/cours'), link('Réserver un terrain', '/terrains')]),
        link('Infos pratiques', '', [link('Conditions générales', '/terms'), link('Blog', '/blog')]),
      ],
      quote: 'Apprendre en s’amusant, au cœur de Bruxelles.',
    },
  };
  const topbar = {
    content: {
      contacts: { phone: '+32 2 345 67 89', email: 'bonjour@ateliers-du-parc.be' },
      announcement: { text: 'Les inscriptions aux stages de vacances sont ouvertes !', href: '/stages' },
    },
    settings: { text: { color: '#ffffff' }, background: { color: '#1f2937' } },
  };
  const cards = (catalogs: number[], columns: number, filters: string[]) =>
    section('availabilities-cards', 'Disponibilités', {
      catalogs,
      columns,
      filters,
      status: ['OPEN', 'FULL'],
      'filters-layout': 'aside',
      sorting: [],
      'items-properties': ['activity', 'dates', 'weekday', 'price', 'location', 'age', 'capacity', `category-${r.groups.theme}`],
    });
  const home = [
    section('split-hero', 'Accueil', {
      label: 'Bruxelles · depuis 2012',
      title: 'Des stages et des ateliers pour tous les âges',
      description: 'Sport, art et nature au cœur des parcs bruxellois.',
      image: '/media/hero.svg',
      layout: 'container',
      origin: 'left',
    }),
    section('basic', 'Présentation', { padding: { top: 32, bottom: 32 } }, [
      container('grid', { columns: 3, gap: '2rem' }, [
        block('feature-highlight', {
          label: 'Encadrement',
          title: 'Des moniteurs diplômés',
          subtitle: 'Un adulte pour huit enfants',
          image: '/media/feature-team.svg',
          alignment: 'center',
        }),
        block('feature-highlight', {
          label: 'Lieux',
          title: 'Trois lieux à Bruxelles',
          subtitle: 'Cinquantenaire, Ixelles et Uccle',
          image: '/media/feature-places.svg',
          alignment: 'center',
        }),
        block('feature-highlight', {
          label: 'Souplesse',
          title: 'Inscription en ligne',
          subtitle: 'Paiement par virement ou sur place',
          image: '/media/feature-online.svg',
          alignment: 'center',
        }),
      ]),
    ]),
    section('basic', 'Titre du programme', {}, [
      block('heading', { content: 'Prochaines activités', style: { fontSize: '32px', fontWeight: 700, color: '#000000', textAlign: 'left' } }),
      block('paragraph', {
        content: 'Réservez une place pour vous ou vos enfants en quelques clics.',
        style: { fontSize: '1rem', fontWeight: 400, color: '#6b7280' },
      }),
    ]),
    cards([], 3, []),
    section('basic', 'Appel à l’action', {}, [
      container('flex', { direction: 'row', align: 'center', justify: 'center' }, [
        block('button', { text: 'Voir tous les stages', href: '/stages', type: 'primary' }),
        block('button', { text: 'Réserver un terrain', href: '/terrains', type: 'secondary' }),
      ]),
    ]),
    section('latest-articles', 'Actualités', { limit: 3 }),
  ];
  const pages = [
    { title: 'Accueil', description: 'Les Ateliers du Parc : stages, cours et ateliers à Bruxelles.', pathname: '/', type: 'DEFAULT', content: home },
    {
      title: 'Stages de vacances',
      description: 'Tous nos stages pour enfants pendant les congés scolaires.',
      pathname: '/stages',
      type: 'DEFAULT',
      content: [
        section('header', 'En-tête', { title: 'Stages de vacances', alignment: 'left' }),
        cards([r.catalogs.stages!], 2, ['search', 'date', 'period', 'age', `category-${r.groups.age}`]),
      ],
    },
    {
      title: 'Cours et ateliers',
      description: 'Cours hebdomadaires et ateliers ponctuels.',
      pathname: '/cours',
      type: 'DEFAULT',
      content: [
        section('header', 'En-tête', { title: 'Cours et ateliers', alignment: 'left' }),
        section('weekly-calendar', 'Semaine', { catalogs: [r.catalogs.cours], mode: 'calendar', start_hour: 8, end_hour: 22 }),
        cards([r.catalogs.cours!], 3, ['search', 'weekday', 'location', `category-${r.groups.theme}`]),
      ],
    },
    {
      title: 'Réserver un terrain',
      description: 'Courts de tennis et salle de danse à l’heure.',
      pathname: '/terrains',
      type: 'DEFAULT',
      content: [section('resources-daily', 'Créneaux', {})],
    },
    {
      title: 'Cartes, abonnements et bons cadeaux',
      description: 'Cartes de séances, adhésions et bons cadeaux.',
      pathname: '/cartes',
      type: 'DEFAULT',
      content: [
        section('bundles-cards', 'Cartes', { columns: 3 }),
        section('memberships-cards', 'Abonnements', { columns: 2 }),
        section('vouchers-cards', 'Bons cadeaux', { columns: 3 }),
      ],
    },
    {
      title: 'Conditions générales',
      description: 'Conditions générales de vente et d’inscription des Ateliers du Parc.',
      pathname: '/terms',
      type: 'DEFAULT',
      content: [
        section('basic', 'Conditions générales', {}, [
          block('heading', { content: 'Conditions générales', style: { fontSize: '32px', fontWeight: 700 } }),
          block('rich-text', { content: TERMS_HTML }),
        ]),
      ],
    },
    {
      // the organiser's frame around every /availabilities/{cuid}: the availability-detail section marks where the detail goes
      title: 'Disponibilité',
      description: 'Page par défaut d’une disponibilité.',
      pathname: '/$availability',
      type: 'AVAILABILITY',
      content: [
        section('basic', 'Bon à savoir', {}, [
          block('alert', {
            title: 'Bon à savoir',
            content: 'Une place reste réservée 15 minutes dans le panier : finalisez votre inscription avant ce délai.',
            type: 'blue',
          }),
        ]),
        section('availability-detail', 'Disponibilité', {}),
        section('basic', 'Questions fréquentes', {}, [
          block('heading', { content: 'Questions fréquentes', style: { fontSize: '28px', fontWeight: 700 } }),
          block('faq', {
            items: [
              { id: 'faq-1', question: 'Que faut-il apporter ?', answer: 'Une tenue confortable, une gourde et une collation. Le matériel est fourni.' },
              {
                id: 'faq-2',
                question: 'Puis-je annuler une inscription ?',
                answer: 'Oui, depuis votre espace client, jusqu’à 14 jours avant le début de l’activité.',
              },
            ],
          }),
        ]),
      ],
    },
  ];
  // catalog pages list OPEN and FULL availabilities, those already started included (000 §2)
  const pagesSettings = { status: ['OPEN', 'FULL'], include_started: true };
  return { header, footer, topbar, pages, pagesSettings };
}
