// Realistic answer fixtures shared by the schema and client tests.

export const availabilityFixture = {
  id: 12,
  cuid: 'clav1x2y3z4',
  status: 'OPEN',
  start_at: '2026-11-23T14:00:00.000+01:00',
  end_at: '2026-11-27T16:00:00.000+01:00',
  registrations_start_at: null,
  registrations_end_at: '2026-11-22T23:59:00.000+01:00',
  price: 12500,
  deposit: 3000,
  capacity: 12,
  registered: 4,
  age_minimum: 6,
  age_maximum: 12,
  location: { name: 'Salle A', title: 'Centre sportif', street: 'Rue Haute', number: '12', postcode: '1000', city: 'Bruxelles' },
  activity: {
    id: 3,
    cuid: 'clact0001',
    title: 'Stage multisports',
    description: '<p>Une semaine de sport</p>',
    images: [{ id: 1, public_url: 'https://cdn.example/1.jpg' }],
    settings: { allow_registrations_after_start: false },
    default_capacity: 12,
    default_price: 12500,
    default_deposit: 3000,
    registration_flow: 'DEFAULT',
    internal_note: 'stripped',
  },
  dates: [
    { id: 100, cuid: 'cldate0001', start_at: '2026-11-23T14:00:00.000+01:00', end_at: '2026-11-23T16:00:00.000+01:00', status: 'OPEN', capacity: 12, registered: 4 },
  ],
  categories: [{ title: 'Sport', group: { cuid: 'clgrp0001', title: 'Thème', scope: 'PRIMARY', order: 1 } }],
  questions: [{ id: 5, title: 'Allergies ?', required: false }],
  options: [{ id: 7, title: 'Garderie', prices: [{ id: 70, label: 'Matin', amount: 500, percentage: null }] }],
};

export const cartFixture = {
  id: 41,
  cuid: 'clcart0041',
  reference: 'C-0041',
  coupon_id: null,
  coupon: null,
  created_at: '2026-11-01T10:00:00.000Z',
  processed_at: null,
  items: [
    {
      id: 1,
      cuid: 'clitem0001',
      type: 'REGISTRATION',
      price: 12500,
      deposit: 3000,
      quantity: 1,
      expires_at: '2026-11-01T10:15:00.000Z',
      participant: { id: 9, fullname: 'Léa Dupont' },
      availability: {
        cuid: 'clav1x2y3z4',
        start_at: '2026-11-23T14:00:00.000+01:00',
        end_at: '2026-11-27T16:00:00.000+01:00',
        location: { name: 'Salle A' },
        activity: { title: 'Stage multisports', images: [{ public_url: 'https://cdn.example/1.jpg' }] },
        categories: [],
      },
      availability_dates: [{ date: { start_at: '2026-11-23T14:00:00.000+01:00', end_at: '2026-11-23T16:00:00.000+01:00' } }],
    },
    {
      id: 2, cuid: 'clitem0002', type: 'BUNDLE', price: 9000, deposit: 0, quantity: 1, expires_at: '2026-11-01T10:15:00.000Z',
      participant: null,
      bundle: { title: '10 séances', images: [], duration: 31536000, expires_at: null, capacity: 10, entity: 'PARTICIPANTS' },
    },
    {
      id: 3, cuid: 'clitem0003', type: 'VOUCHER', price: 5000, deposit: 0, expires_at: '2026-11-01T10:15:00.000Z',
      voucher: { title: 'Bon cadeau', images: [], duration: 31536000 },
    },
    {
      id: 4, cuid: 'clitem0004', type: 'MEMBERSHIP', price: 2000, deposit: 0, expires_at: '2026-11-01T10:15:00.000Z',
      membership: { title: 'Membre', images: [], entity: 'CUSTOMERS', period_type: 'ROLLING', rolling_period_type: 'months', rolling_period_duration: 12, fixed_period_start_at: null, fixed_period_end_at: null },
    },
    {
      id: 5, cuid: 'clitem0005', type: 'REGISTRATION_REQUEST', price: 0, deposit: 0, expires_at: '2026-11-01T10:15:00.000Z',
      availabilities: [{ cuid: 'clav2', start_at: '2026-12-01T09:00:00Z', end_at: '2026-12-01T10:00:00Z', activity: { title: 'Natation' }, location: null, categories: [] }],
    },
    {
      id: 6, cuid: 'clitem0006', type: 'BOOKING', price: 1500, deposit: 0, expires_at: '2026-11-01T10:15:00.000Z',
      resource: { cuid: 'clres1', name: 'Court 1', images: [], location: { name: 'Parc' } },
      booking_dates: [{ start_at: '2026-11-05T10:00:00Z', end_at: '2026-11-05T11:00:00Z' }],
      participants: [{ fullname: 'Léa Dupont' }],
    },
  ],
};

export const sessionFixture = {
  customer: {
    id: 1, firstname: 'Marie', lastname: 'Dupont', email: 'marie@example.com', phone: '+32470000000',
    address: { address: 'Rue Haute 12, 1000 Bruxelles', street: 'Rue Haute', number: '12', postcode: '1000', city: 'Bruxelles', country: 'BE', longitude: 4.35, latitude: 50.84 },
    custom_data: [{ field_id: 3, data: 'Oui' }],
  },
  participants: [{ id: 9, cuid: 'clpart9', firstname: 'Léa', lastname: 'Dupont', fullname: 'Léa Dupont', birthdate: '2016-04-02', custom_data: [] }],
  counters: { participants: 1, registrations: 3, vouchers: 0, available_vouchers: 1 },
  payment_methods: { online: true, bank_transfers: true, bank_account: 'BE71 0961 2345 6769' },
  wallet: { amount: 1500 },
};
