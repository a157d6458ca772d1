/** Static content of the demo organiser "Les Ateliers du Parc" (Brussels). Dates live in schedule.ts, relative to now. */

export const LOCATIONS = [
  {
    key: 'parc',
    name: 'Pavillon du Parc',
    title: 'Pavillon du Parc du Cinquantenaire',
    street: 'Avenue de la Renaissance',
    number: '10',
    postcode: '1000',
    city: 'Bruxelles',
    latitude: 50.8412,
    longitude: 4.3927,
  },
  {
    key: 'etangs',
    name: 'Atelier des Étangs',
    title: 'Atelier des Étangs d’Ixelles',
    street: 'Rue du Belvédère',
    number: '27',
    postcode: '1050',
    city: 'Ixelles',
    latitude: 50.8255,
    longitude: 4.3741,
  },
  {
    key: 'kauwberg',
    name: 'Centre sportif du Kauwberg',
    title: 'Centre sportif du Kauwberg',
    street: 'Chaussée de Saint-Job',
    number: '620',
    postcode: '1180',
    city: 'Uccle',
    latitude: 50.7932,
    longitude: 4.3669,
  },
] as const;

export const CATEGORY_GROUPS = [
  {
    key: 'age',
    title: 'Âge',
    categories: [
      ['enfants', 'Enfants'],
      ['ados', 'Ados'],
      ['adultes', 'Adultes'],
    ],
  },
  {
    key: 'theme',
    title: 'Thème',
    categories: [
      ['sport', 'Sport'],
      ['art', 'Art'],
      ['nature', 'Nature'],
    ],
  },
  {
    key: 'format',
    title: 'Format',
    categories: [
      ['stage', 'Stage'],
      ['cours', 'Cours hebdomadaire'],
      ['atelier', 'Atelier ponctuel'],
    ],
  },
] as const;

export const CATALOGS = [
  { key: 'stages', title: 'Stages de vacances' },
  { key: 'cours', title: 'Cours et ateliers' },
  { key: 'famille', title: 'En famille' },
] as const;

export interface ActivitySeed {
  key: string;
  title: string;
  description: string;
  instructions: string;
  location: string;
  categories: string[];
  catalogs: string[];
  capacity: number | null;
  price: number;
  deposit: number;
  ages: [number | null, number | null];
  color: string;
  shape: 'circle' | 'triangle' | 'square' | 'star' | 'wave' | 'hexagon';
  allowAfterStart?: boolean;
  options?: { title: string; required?: boolean; multiple?: boolean; prices: [string, number][] }[];
  questions?: { title: string; required: boolean }[];
  /** REQUEST: visitors ask for a set of sessions the organiser approves (000 §2), within one of the tiers [min, max]. */
  flow?: 'REQUEST';
  tiers?: [number, number][];
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

export const ACTIVITIES: ActivitySeed[] = [
  {
    key: 'multisport',
    title: 'Stage multisport',
    location: 'kauwberg',
    categories: ['enfants', 'sport', 'stage'],
    catalogs: ['stages', 'famille'],
    description:
      p(
        'Une semaine pour <strong>bouger, jouer et découvrir</strong> : football, badminton, athlétisme et grands jeux.',
        'Encadrement par des moniteurs diplômés, un pour huit enfants.',
      ) + '<ul><li>De 9 h à 16 h</li><li>Garderie dès 8 h et jusqu’à 17 h 30</li></ul>',
    instructions: p('Prévoir des baskets, une gourde et un pique-nique.'),
    capacity: 16,
    price: 16500,
    deposit: 5000,
    ages: [6, 12],
    color: '#e67e22',
    shape: 'circle',
    options: [
      { title: 'Garderie', prices: [['Garderie du matin et du soir', 2500]] },
      {
        title: 'Repas',
        prices: [
          ['Repas chaud (5 jours)', 3000],
          ['Collation seule', 1000],
        ],
      },
    ],
    questions: [
      { title: 'Allergies ou régime alimentaire', required: false },
      { title: 'Personne à contacter en cas d’urgence', required: true },
    ],
  },
  {
    key: 'arts',
    title: 'Stage arts plastiques',
    location: 'etangs',
    categories: ['enfants', 'art', 'stage'],
    catalogs: ['stages'],
    description: p('Peinture, collage, modelage : chaque jour une nouvelle technique et une <em>exposition</em> pour les parents le vendredi.'),
    instructions: p('Des vêtements qui peuvent se salir !'),
    capacity: 12,
    price: 14500,
    deposit: 4000,
    ages: [5, 10],
    color: '#8e44ad',
    shape: 'star',
    options: [{ title: 'Garderie', prices: [['Garderie du soir', 1500]] }],
    questions: [{ title: 'Allergies ou régime alimentaire', required: false }],
  },
  {
    key: 'poterie',
    title: 'Cours de poterie',
    location: 'etangs',
    categories: ['adultes', 'art', 'cours'],
    catalogs: ['cours'],
    description: p('Tournage et modelage à l’atelier, pour débutants et initiés. Cuisson et émaillage compris.'),
    instructions: p('Tablier fourni. Ongles courts conseillés.'),
    capacity: 8,
    price: 3500,
    deposit: 0,
    ages: [16, null],
    color: '#c0392b',
    shape: 'hexagon',
    options: [{ title: 'Matériel', prices: [['Kit de terre supplémentaire', 800]] }],
  },
  {
    key: 'tennis',
    title: 'Initiation au tennis',
    location: 'kauwberg',
    categories: ['ados', 'sport', 'cours'],
    catalogs: ['cours'],
    description: p('Apprendre les coups de base en petits groupes sur terre battue.'),
    instructions: p('Raquettes prêtées sur place.'),
    capacity: 6,
    price: 2000,
    deposit: 0,
    ages: [12, 17],
    color: '#27ae60',
    shape: 'circle',
  },
  {
    key: 'yoga',
    title: 'Yoga au parc',
    location: 'parc',
    categories: ['adultes', 'sport', 'cours'],
    catalogs: ['cours'],
    description: p('Une heure de yoga doux en plein air (ou au pavillon s’il pleut).'),
    instructions: p('Apportez votre tapis.'),
    capacity: 20,
    price: 1200,
    deposit: 0,
    ages: [16, null],
    color: '#16a085',
    shape: 'wave',
    allowAfterStart: true,
  },
  {
    key: 'balade',
    title: 'Balade nature en famille',
    location: 'parc',
    categories: ['enfants', 'adultes', 'nature', 'atelier'],
    catalogs: ['famille'],
    description: p('À la découverte des arbres et des oiseaux du parc, avec un guide nature. Gratuit pour les moins de 3 ans.'),
    instructions: p('Rendez-vous devant le pavillon. Bottes conseillées.'),
    capacity: null,
    price: 800,
    deposit: 0,
    ages: [null, null],
    color: '#2ecc71',
    shape: 'triangle',
  },
  {
    key: 'photo',
    title: 'Atelier photo nature',
    location: 'parc',
    categories: ['adultes', 'nature', 'art', 'atelier'],
    catalogs: ['cours', 'famille'],
    description: p('Lumière, cadrage et macro : une matinée pour photographier la nature en ville.'),
    instructions: p('Appareil photo ou smartphone.'),
    capacity: 10,
    price: 4500,
    deposit: 1500,
    ages: [14, null],
    color: '#2980b9',
    shape: 'square',
    questions: [{ title: 'Quel matériel utiliserez-vous ?', required: false }],
  },
  {
    key: 'theatre',
    title: 'Théâtre pour ados',
    location: 'etangs',
    categories: ['ados', 'art', 'cours'],
    catalogs: ['cours'],
    description: p('Improvisation, voix et jeu de scène, avec un spectacle en fin de trimestre.'),
    instructions: p('Tenue confortable.'),
    capacity: 14,
    price: 2500,
    deposit: 0,
    ages: [12, 17],
    color: '#d35400',
    shape: 'star',
  },
  {
    key: 'escalade',
    title: 'Escalade à la carte',
    location: 'kauwberg',
    categories: ['ados', 'adultes', 'sport', 'cours'],
    catalogs: ['cours'],
    description: p('Composez votre formule : choisissez vos séances sur le mur du Kauwberg, nous validons votre demande selon le niveau du groupe.'),
    instructions: p('Chaussons prêtés. Baudrier fourni.'),
    capacity: 8,
    price: 1800,
    deposit: 0,
    ages: [10, null],
    color: '#7f8c8d',
    shape: 'triangle',
    options: [{ title: 'Location de chaussons', prices: [['Chaussons pour toutes les séances', 500]] }],
    questions: [{ title: 'Niveau de grimpe', required: true }],
    flow: 'REQUEST',
    tiers: [
      [2, 2],
      [3, 5],
    ],
  },
];

export const FIRST_NAMES = [
  'Emma',
  'Louis',
  'Olivia',
  'Arthur',
  'Louise',
  'Jules',
  'Alice',
  'Noah',
  'Mila',
  'Victor',
  'Zoé',
  'Adam',
  'Inès',
  'Gabriel',
  'Nina',
  'Liam',
  'Chloé',
  'Sacha',
  'Elena',
  'Mathis',
];
export const LAST_NAMES = ['Peeters', 'Janssens', 'Maes', 'Dupont', 'Lambert', 'Dubois', 'Leroy', 'Renard', 'Claes', 'Wouters'];
export const PARENT_NAMES = ['Sophie', 'Thomas', 'Julie', 'Nicolas', 'Camille', 'Antoine', 'Marie', 'Pierre', 'Laura', 'Maxime'];

export const ARTICLES = [
  {
    slug: 'preparer-son-stage',
    title: 'Bien préparer le stage de votre enfant',
    shape: 'circle' as const,
    color: '#e67e22',
    content: `<h2>La veille</h2><p>Préparez le sac ensemble : gourde, collation, vêtements de rechange.</p><h2>Le premier jour</h2><p>Arrivez quelques minutes en avance pour rencontrer l’équipe.</p><ul><li>Étiquetez les vêtements</li><li>Signalez les allergies</li></ul>`,
  },
  {
    slug: 'poterie-debutants',
    title: 'Poterie : cinq conseils pour débuter',
    shape: 'hexagon' as const,
    color: '#c0392b',
    content: `<p>Le tournage demande de la patience. Voici nos conseils :</p><ol><li>Centrez bien la terre</li><li>Gardez les mains humides</li><li>Ne forcez pas</li><li>Travaillez lentement</li><li>Acceptez les ratés</li></ol>`,
  },
  {
    slug: 'oiseaux-du-parc',
    title: 'Les oiseaux du parc en hiver',
    shape: 'triangle' as const,
    color: '#2ecc71',
    content: `<p>Mésanges, rouges-gorges et pics épeiches restent avec nous tout l’hiver.</p><blockquote>Observer, c’est déjà protéger.</blockquote>`,
  },
  {
    slug: 'nouveaux-terrains',
    title: 'Nos terrains de tennis sont réservables en ligne',
    shape: 'square' as const,
    color: '#27ae60',
    content: `<p>Réservez un court pour une heure ou une heure et demie, directement depuis notre site.</p><p><a href="/terrains">Voir les créneaux</a></p>`,
  },
];
