// Realistic GET /api/account/registrations[/{cuid}] answers for the registrations screens' tests (now is
// 2026-11-21T10:00:00Z in the test runtime). Every fixture parses with registrationSchema (registrations.fixtures.test.ts).

type Json = Record<string, unknown>;

export const participant = { id: 1, cuid: 'p1', firstname: 'Léa', lastname: 'Dubois', fullname: 'Léa Dubois', birthdate: '2018-10-14' };

const location = { id: 4, name: 'Salle A', title: 'Centre sportif du Kauwberg', street: 'Rue du Kauwberg', number: '2', postcode: '1180', city: 'Uccle' };
const theme = { cuid: 'grp-theme', title: 'Thème', scope: 'PRIMARY', order: 1 };
const ages = { cuid: 'grp-ages', title: 'Âge', scope: 'PRIMARY', order: 2 };
const internal = { cuid: 'grp-int', title: 'Interne', scope: 'SECONDARY', order: 0 };
const categories = [
  { cuid: 'cat-6-8', title: '6-8 ans', group: ages },
  { cuid: 'cat-sport', title: 'Sport', group: theme },
  { cuid: 'cat-int', title: 'Compta', group: internal },
  { cuid: 'cat-nature', title: 'Nature', group: theme },
];

export const LONG_DESCRIPTION =
  '<p>Un stage pour découvrir le tennis en s’amusant : échauffement, jeux de balle, premiers échanges au filet.</p>' +
  '<p>Les raquettes sont fournies. Prévoir des chaussures de sport propres, une gourde et une collation.</p>' +
  '<p>Les parents sont les bienvenus pour la démonstration du dernier jour, à partir de 15 h.</p>' +
  '<p onclick="alert(1)">Fin de journée <script>alert(2)</script>au club-house.</p>';

function activity(over: Json = {}) {
  return {
    id: 3,
    cuid: 'act-tennis',
    title: 'Initiation au tennis',
    description: '<p>Raquettes fournies.</p>',
    instructions: '<p>Rendez-vous au club-house 10 minutes avant.</p>',
    images: [
      { id: 1, public_url: 'https://media.test/tennis-1.jpg' },
      { id: 2, public_url: 'https://media.test/tennis-2.jpg' },
    ],
    ...over,
  };
}

const day = (id: number, start: string, end: string, over: Json = {}) => ({
  id,
  cuid: `date-${id}`,
  start_at: start,
  end_at: end,
  status: 'OPEN',
  capacity: 8,
  registered: 3,
  ...over,
});
const held = (dateId: number, start: string, end: string) => ({ cuid: `rd-${dateId}`, date_id: dateId, date: { start_at: start, end_at: end } });

function registration(over: Json, availabilityOver: Json = {}) {
  const d = day(201, '2026-11-25T14:00:00.000Z', '2026-11-25T16:00:00.000Z');
  return {
    id: 11,
    cuid: 'reg-paid',
    reference: 'R-2026-0011',
    created_at: '2026-10-02T08:30:00.000Z',
    cancelled: false,
    bundle_id: null,
    bundle_capacity_refunded: false,
    total_amount: 12000,
    paid_amount: 12000,
    deposit_amount: 0,
    participant,
    dates: [held(201, d.start_at, d.end_at)],
    options: [],
    questions: [],
    availability: {
      id: 30,
      cuid: 'av-tennis',
      start_at: d.start_at,
      end_at: d.end_at,
      dates: [d],
      location,
      activity: activity(),
      categories,
      options: [],
      questions: [],
      ...availabilityOver,
    },
    documents: [],
    review: null,
    ...over,
  };
}

const doc = (id: number, title: string, settings: Json = {}, fields: Json[] = [], over: Json = {}) => ({
  id,
  cuid: `doc-${id}`,
  title,
  description: null,
  icon: null,
  settings: { payment_requirement: null, date_requirement: null, ...settings },
  pages: fields.length ? [{ elements: fields.map((f) => ({ custom_field_id: f.id, custom_field: f })) }] : [],
  ...over,
});

/** Document form fields of 001 §3: TEXT (required, with a pattern), DATE, single and multiple choices. */
export const insurerField = {
  id: 51,
  type: 'TEXT',
  title: 'Numéro de mutuelle',
  description: 'Neuf chiffres',
  required: true,
  pattern: '^\\d{9}$',
  order: 4,
  choices: [],
};
export const arrivalField = { id: 52, type: 'DATE', title: "Date d'arrivée", required: false, order: 3, choices: [] };
export const sizeField = {
  id: 53,
  type: 'CHOICES_SINGLE',
  title: 'Taille du t-shirt',
  required: true,
  order: 2,
  choices: [
    { id: 531, label: 'S', order: 1 },
    { id: 532, label: 'M', order: 2 },
  ],
};
export const mealsField = {
  id: 54,
  type: 'CHOICES_MULTIPLE',
  title: 'Repas',
  required: false,
  order: 1,
  choices: [
    { id: 541, label: 'Midi', order: 1 },
    { id: 542, label: 'Goûter', order: 2 },
    { id: 543, label: 'Soir', order: 3 },
  ],
};

/** Paid in full, one date to come, an attestation to download at once. */
export const paid = registration({
  documents: [doc(61, 'Attestation de participation', {}, [], { description: 'Pour votre mutuelle.' })],
});

/** A camp with a deposit: part paid, options and questions, a document waiting for the total. */
export const partPaid = registration(
  {
    id: 12,
    cuid: 'reg-deposit',
    reference: 'R-2026-0012',
    total_amount: 18000,
    paid_amount: 5000,
    deposit_amount: 5000,
    dates: [held(302, '2026-12-22T08:00:00.000Z', '2026-12-22T16:00:00.000Z'), held(301, '2026-12-21T08:00:00.000Z', '2026-12-21T16:00:00.000Z')],
    options: [
      { cuid: 'ro-1', price_id: 71, content: null, price: { label: 'Matin', amount: 500, percentage: null, option: { title: 'Garderie' } } },
      { cuid: 'ro-2', price_id: 81, content: null, price: { label: 'Assurance', amount: null, percentage: 10, option: { title: 'Assurance' } } },
    ],
    questions: [
      { cuid: 'rq-1', question_id: 5, content: 'Arachides', question: { title: 'Allergies ?' } },
      { cuid: 'rq-2', question_id: 6, content: '', question: { title: 'Remarques' } },
    ],
    documents: [
      doc(62, 'Facture acquittée', { payment_requirement: 'TOTAL' }),
      doc(63, 'Fiche sanitaire', { payment_requirement: 'DEPOSIT' }, [insurerField, arrivalField, sizeField, mealsField]),
    ],
  },
  {
    id: 31,
    cuid: 'av-camp',
    start_at: '2026-12-21T08:00:00.000Z',
    end_at: '2026-12-22T16:00:00.000Z',
    dates: [day(301, '2026-12-21T08:00:00.000Z', '2026-12-21T16:00:00.000Z'), day(302, '2026-12-22T08:00:00.000Z', '2026-12-22T16:00:00.000Z')],
    activity: activity({ cuid: 'act-camp', title: 'Stage multisport', description: LONG_DESCRIPTION, instructions: null, images: [] }),
    location: { name: 'Salle B', street: null, number: null, postcode: '1000', city: 'Bruxelles' },
    categories: [],
  },
);

/** Cancelled: its documents are not listed, nothing is owed (what was paid went back to the wallet), nothing can be done. */
export const cancelled = registration({
  id: 13,
  cuid: 'reg-cancelled',
  cancelled: true,
  total_amount: 9000,
  paid_amount: 4000,
  refunded_amount: 4000,
  documents: [doc(64, 'Attestation de participation')],
});

/** Paid with a pass (nothing charged). */
export const bundle = registration({ id: 14, cuid: 'reg-bundle', bundle_id: 3, total_amount: 0, paid_amount: 0, documents: [] });

/** Paid with a pass, then cancelled: the place went back to the pass. */
export const bundleRefunded = registration({
  id: 18,
  cuid: 'reg-bundle-refunded',
  bundle_id: 3,
  bundle_capacity_refunded: true,
  cancelled: true,
  total_amount: 0,
  paid_amount: 0,
});

/**
 * A partial registration on a week of sessions: held on the 20th (started, locked), the 23rd and the 29th (CLOSED
 * since, but held); the 25th is FULL, the 27th OPEN. Options: a single-price switch, a multi-price choice, a
 * single-price option asking an answer. A required question.
 */
export const partial = registration(
  {
    id: 15,
    cuid: 'reg-partial',
    total_amount: 6000,
    paid_amount: 6000,
    dates: [
      held(401, '2026-11-20T09:00:00.000Z', '2026-11-20T12:00:00.000Z'),
      held(402, '2026-11-23T09:00:00.000Z', '2026-11-23T12:00:00.000Z'),
      held(405, '2026-11-29T09:00:00.000Z', '2026-11-29T12:00:00.000Z'),
    ],
    options: [{ cuid: 'ro-3', price_id: 92, content: null, price: { label: 'Pâtes', amount: 700, percentage: null, option: { title: 'Repas' } } }],
    questions: [{ cuid: 'rq-3', question_id: 7, content: 'Aucune', question: { title: 'Allergies ?' } }],
  },
  {
    id: 32,
    cuid: 'av-week',
    start_at: '2026-11-20T09:00:00.000Z',
    end_at: '2026-11-29T12:00:00.000Z',
    dates: [
      day(401, '2026-11-20T09:00:00.000Z', '2026-11-20T12:00:00.000Z'),
      day(402, '2026-11-23T09:00:00.000Z', '2026-11-23T12:00:00.000Z'),
      day(403, '2026-11-25T09:00:00.000Z', '2026-11-25T12:00:00.000Z', { status: 'FULL', registered: 8 }),
      day(404, '2026-11-27T09:00:00.000Z', '2026-11-27T12:00:00.000Z'),
      day(405, '2026-11-29T09:00:00.000Z', '2026-11-29T12:00:00.000Z', { status: 'CLOSED' }),
    ],
    options: [
      { id: 8, title: 'Garderie', required: false, answer_required: false, prices: [{ id: 81, label: 'Garderie', amount: 500 }] },
      {
        id: 9,
        title: 'Repas',
        required: false,
        answer_required: false,
        prices: [
          { id: 91, label: 'Sandwich', amount: 500 },
          { id: 92, label: 'Pâtes', amount: 700 },
        ],
      },
      { id: 10, title: 'T-shirt', required: false, answer_required: true, prices: [{ id: 101, label: 'T-shirt', amount: 1200 }] },
    ],
    questions: [
      { id: 7, title: 'Allergies ?', required: true },
      { id: 8, title: 'Remarques', required: false },
    ],
  },
);

/** Paid, with a document opening at the end of the stay and one asking questions. */
export const withDocuments = registration({
  id: 16,
  cuid: 'reg-docs',
  documents: [
    doc(65, 'Certificat de réussite', { date_requirement: 'AVAILABILITY_END' }),
    doc(66, 'Autorisation parentale', {}, [insurerField, arrivalField, sizeField, mealsField]),
  ],
});

/** Over, with a private review left by the customer. */
export const reviewed = registration(
  {
    id: 17,
    cuid: 'reg-reviewed',
    dates: [held(501, '2026-10-10T09:00:00.000Z', '2026-10-10T12:00:00.000Z')],
    review: { id: 41, score: 4, message: 'Super stage', private: true },
  },
  {
    start_at: '2026-10-10T09:00:00.000Z',
    end_at: '2026-10-10T12:00:00.000Z',
    dates: [day(501, '2026-10-10T09:00:00.000Z', '2026-10-10T12:00:00.000Z')],
  },
);

export const ALL = { paid, partPaid, cancelled, bundle, bundleRefunded, partial, withDocuments, reviewed };

/** `GET /api/account/registrations/{cuid}` for each registration given. */
export function detailRoutes(...registrations: { cuid: string }[]): Record<string, unknown> {
  return Object.fromEntries(registrations.map((r) => [`GET /api/account/registrations/${r.cuid}`, { data: r }]));
}
