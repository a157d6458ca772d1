// Realistic API answers for component tests (shapes of docs/api-contract.md; not exported from the package).
export const NOW = '2026-11-21T10:00:00Z';

export function availability(over: Record<string, unknown> = {}) {
  return {
    id: 9,
    cuid: 'av-tennis-1',
    status: 'OPEN',
    start_at: '2026-11-25T14:00:00.000Z',
    end_at: '2026-11-25T15:30:00.000Z',
    registrations_start_at: null,
    registrations_end_at: null,
    price: 2000,
    deposit: 0,
    capacity: 6,
    registered: 1,
    age_minimum: 6,
    age_maximum: 10,
    location: { id: 1, name: 'Kauwberg', title: 'Centre sportif du Kauwberg', street: 'Rue du Kauwberg', number: '2', postcode: '1180', city: 'Uccle' },
    activity: {
      id: 3,
      cuid: 'act-tennis',
      title: 'Initiation au tennis',
      description: '<p>Raquettes fournies.</p><img src="x" onerror="alert(1)">',
      images: [{ id: 1, public_url: 'https://media.test/tennis.svg' }],
      settings: { allow_registrations_after_start: false },
    },
    categories: [],
    dates: [{ id: 91, cuid: 'd91', start_at: '2026-11-25T14:00:00.000Z', end_at: '2026-11-25T15:30:00.000Z', status: 'OPEN', capacity: 6, registered: 1 }],
    questions: [],
    options: [],
    ...over,
  };
}

export const camp = () =>
  availability({
    id: 65,
    cuid: 'av-camp',
    start_at: '2026-12-21T08:00:00.000Z',
    end_at: '2026-12-25T16:00:00.000Z',
    deposit: 5000,
    price: 18000,
    activity: { ...availability().activity, title: 'Stage multisport' },
    dates: [
      { id: 1, cuid: 'c1', start_at: '2026-12-21T08:00:00.000Z', end_at: '2026-12-21T16:00:00.000Z', status: 'OPEN', capacity: 12, registered: 3 },
      { id: 2, cuid: 'c2', start_at: '2026-12-22T08:00:00.000Z', end_at: '2026-12-22T16:00:00.000Z', status: 'FULL', capacity: 12, registered: 12 },
      { id: 3, cuid: 'c3', start_at: '2026-12-23T08:00:00.000Z', end_at: '2026-12-23T16:00:00.000Z', status: 'OPEN', capacity: 12, registered: 3 },
    ],
  });

export const customer = {
  id: 1,
  cuid: 'cus1',
  firstname: 'Claire',
  lastname: 'Dubois',
  fullname: 'Claire Dubois',
  email: 'demo@oriel.test',
  phone: '+32 470 12 34 56',
};
export const participants = [
  { id: 1, cuid: 'p1', firstname: 'Léa', lastname: 'Dubois', fullname: 'Léa Dubois', birthdate: '2018-10-14' },
  { id: 2, cuid: 'p2', firstname: 'Hugo', lastname: 'Dubois', fullname: 'Hugo Dubois', birthdate: '2013-08-15' },
];
export const session = { data: { customer, participants, counters: {}, payment_methods: { online: false, bank_transfers: true }, wallet: { amount: 0 } } };

export function registrationItem(over: Record<string, unknown> = {}) {
  const av = availability();
  return {
    id: 501,
    cuid: 'it501',
    type: 'REGISTRATION',
    price: 2000,
    deposit: 0,
    quantity: 1,
    expires_at: '2026-11-21T10:15:00.000Z',
    participant: { id: 1, fullname: 'Léa Dubois' },
    availability: {
      cuid: av.cuid,
      start_at: av.start_at,
      end_at: av.end_at,
      location: { name: 'Kauwberg' },
      activity: { title: av.activity.title, images: [] },
      categories: [],
    },
    availability_dates: [{ date: { start_at: av.start_at, end_at: av.end_at } }],
    ...over,
  };
}

export const cart = (items: unknown[]) => ({
  data: { id: 7, cuid: 'cart7', reference: 'C-7', coupon_id: null, coupon: null, created_at: NOW, processed_at: null, items },
});
