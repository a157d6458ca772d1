// Realistic answers of the account lists and details (docs/api-contract.md, 001 §3) for this group's tests.
// Each parses with its core schema (lists.fixtures.test.ts). "Now" in tests is 2026-11-21T10:00:00Z.
import { registrationItem } from '../../testing/fixtures';

const kauwberg = { id: 1, name: 'Kauwberg', title: 'Centre sportif du Kauwberg', street: 'Rue du Kauwberg', number: '2', postcode: '1180', city: 'Uccle' };
const lea = { id: 1, fullname: 'Léa Dubois' };
const hugo = { id: 2, fullname: 'Hugo Dubois' };

/** `{data, count}` of one page: `count` the total across pages. */
export const page = <T>(data: T[], count = data.length) => ({ data, count });
export const one = <T>(data: T) => ({ data });

// --- orders
export const cartTransfer = {
  id: 42,
  cuid: 'cart42',
  reference: 'CMD-0042',
  coupon_id: null,
  coupon: null,
  created_at: '2026-11-18T09:12:00.000Z',
  processed_at: '2026-11-18T09:20:00.000Z',
  payment_reference: '+++090/0000/04285+++',
  to_pay_amount: 4500,
  items: [
    registrationItem({ id: 601, cuid: 'it601', price: 2000 }),
    {
      id: 602,
      cuid: 'it602',
      type: 'BUNDLE',
      price: 12000,
      deposit: 0,
      quantity: 1,
      expires_at: '2026-11-18T09:35:00.000Z',
      participant: hugo,
      bundle: { id: 4, cuid: 'bun-10', title: 'Carte 10 séances', images: [], duration: null, expires_at: null, capacity: 10, entity: 'PARTICIPANTS' },
    },
    {
      id: 603,
      cuid: 'it603',
      type: 'VOUCHER',
      price: 5000,
      deposit: 0,
      quantity: 1,
      expires_at: '2026-11-18T09:35:00.000Z',
      participant: null,
      voucher: { id: 8, cuid: 'vch-50', title: 'Bon cadeau 50 €', images: [], duration: null },
    },
  ],
};

export const cartPaid = {
  id: 40,
  cuid: 'cart40',
  reference: 'CMD-0040',
  coupon_id: 3,
  coupon: { id: 3, title: 'Bienvenue', label: 'BIENVENUE', amount: 500, percentage: null, active: true },
  created_at: '2026-10-02T16:00:00.000Z',
  processed_at: '2026-10-02T16:04:00.000Z',
  payment_reference: null,
  to_pay_amount: 0,
  items: [
    {
      id: 590,
      cuid: 'it590',
      type: 'MEMBERSHIP',
      price: 3500,
      deposit: 0,
      quantity: 1,
      expires_at: '2026-10-02T16:15:00.000Z',
      participant: lea,
      membership: {
        id: 2,
        cuid: 'mem-club',
        title: 'Adhésion au club',
        images: [],
        period_type: 'ROLLING',
        rolling_period_duration: 1,
        rolling_period_type: 'years',
        entity: 'PARTICIPANTS',
      },
    },
  ],
};

// --- bookings
export const booking = {
  id: 70,
  cuid: 'bk70',
  reference: 'RES-0070',
  resource: {
    id: 5,
    cuid: 'court-1',
    name: 'Terrain de padel 1',
    images: [{ id: 3, public_url: 'https://media.test/padel.jpg', alt: 'Le terrain couvert' }],
    location: kauwberg,
  },
  dates: [
    { start_at: '2026-11-28T10:00:00.000Z', end_at: '2026-11-28T11:30:00.000Z' },
    { start_at: '2026-11-26T18:00:00.000Z', end_at: '2026-11-26T19:00:00.000Z' },
  ],
  participations: [
    { id: 1, participant: { id: 1, customer_id: 1, fullname: 'Léa Dubois' }, total_amount: 1500, paid_amount: 1500 },
    { id: 2, participant: { id: 2, customer_id: 1, fullname: 'Hugo Dubois' }, total_amount: 1500, paid_amount: 0 },
    // a friend's share of a split booking: theirs to pay
    { id: 3, participant: { id: 7, customer_id: 9, fullname: 'Marc Lenoir' }, total_amount: 1500, paid_amount: 0 },
  ],
  created_at: '2026-11-20T08:00:00.000Z',
};
export const bookingPaid = { ...booking, id: 71, cuid: 'bk71', reference: 'RES-0071', participations: [{ ...booking.participations[0]! }] };

// --- registration requests
const climbing = (id: number, start: string) => ({
  id,
  cuid: `av-climb-${id}`,
  start_at: start,
  end_at: start.replace('T17:00', 'T19:00'),
  location: kauwberg,
  activity: { title: 'Escalade à la carte', images: [] },
  categories: [],
});
export const requestPending = {
  id: 31,
  cuid: 'rq31',
  status: 'PENDING',
  total_amount: 4800,
  paid_amount: 0,
  deposit_amount: 1000,
  reference: 'DEM-0031',
  participant: lea,
  availabilities: [climbing(101, '2026-12-02T17:00:00.000Z'), climbing(100, '2026-11-30T17:00:00.000Z')],
  options: [{ cuid: 'op1', content: null, price: { label: 'Location du baudrier', amount: 400, percentage: null, option: { title: 'Matériel' } } }],
  questions: [{ cuid: 'q1', question_id: 5, content: 'Aucune', question: { title: 'Allergies ?' } }],
  created_at: '2026-11-19T12:00:00.000Z',
};
export const requestApprovedOwing = {
  ...requestPending,
  id: 32,
  cuid: 'rq32',
  status: 'APPROVED',
  reference: 'DEM-0032',
  participant: hugo,
  options: [],
  questions: [],
};
export const requestApprovedDeposited = { ...requestApprovedOwing, id: 33, cuid: 'rq33', reference: 'DEM-0033', paid_amount: 1000 };
export const requestRejected = { ...requestPending, id: 34, cuid: 'rq34', status: 'REJECTED', reference: 'DEM-0034' };
export const requestApprovedPaid = { ...requestApprovedOwing, id: 35, cuid: 'rq35', reference: 'DEM-0035', paid_amount: 4800 };

// --- passes
export const bundleOwing = {
  id: 12,
  cuid: 'ob12',
  expires_at: '2027-06-30T21:59:59.000Z',
  capacity: 10,
  used: 3,
  total_amount: 12000,
  paid_amount: 4000,
  participant: hugo,
  entity: 'PARTICIPANTS',
  bundle: { id: 4, cuid: 'bun-10', title: 'Carte 10 séances', images: [{ id: 9, public_url: 'https://media.test/carte.jpg' }], entity: 'PARTICIPANTS' },
  created_at: '2026-11-18T09:20:00.000Z',
};
export const bundleUnlimitedExpired = {
  id: 13,
  cuid: 'ob13',
  expires_at: '2026-09-30T21:59:59.000Z',
  capacity: null,
  used: 14,
  total_amount: 20000,
  paid_amount: 20000,
  participant: lea,
  entity: 'CUSTOMERS',
  bundle: { id: 6, cuid: 'bun-free', title: 'Pass illimité été', images: [], entity: 'CUSTOMERS' },
  created_at: '2026-06-01T09:00:00.000Z',
};

// --- gift vouchers (the signed-in customer is id 1)
export const voucherBoughtUnpaid = {
  id: 21,
  cuid: 'ov21',
  code: 'NOEL-7KQ2',
  amount: 5000,
  bundle: null,
  expires_at: '2027-11-18T22:59:59.000Z',
  redeemed_at: null,
  recipient: null,
  customer_id: 1,
  customer: { id: 1, fullname: 'Claire Dubois', email: 'demo@oriel.test' },
  total_amount: 5000,
  paid_amount: 0,
  voucher: { id: 8, cuid: 'vch-50', title: 'Bon cadeau 50 €', images: [] },
  created_at: '2026-11-18T09:20:00.000Z',
};
export const voucherBoughtRedeemed = {
  ...voucherBoughtUnpaid,
  id: 22,
  cuid: 'ov22',
  code: 'ANNIV-3PX9',
  paid_amount: 5000,
  redeemed_at: '2026-11-19T15:00:00.000Z',
  recipient: { id: 9, fullname: 'Marc Lenoir', email: 'marc@example.test' },
};
export const voucherBoughtWaiting = { ...voucherBoughtUnpaid, id: 23, cuid: 'ov23', code: 'FETE-8ZZ1', paid_amount: 5000 };
export const voucherReceived = {
  id: 24,
  cuid: 'ov24',
  code: 'PADEL-4MN7',
  amount: null,
  bundle: { id: 4, cuid: 'bun-10', title: 'Carte 10 séances', images: [], entity: 'PARTICIPANTS', capacity: 10 },
  expires_at: '2027-03-31T21:59:59.000Z',
  redeemed_at: '2026-11-20T10:00:00.000Z',
  recipient: { id: 1, fullname: 'Claire Dubois', email: 'demo@oriel.test' },
  customer_id: 9,
  customer: { id: 9, fullname: 'Marc Lenoir', email: 'marc@example.test' },
  total_amount: 12000,
  paid_amount: 12000,
  voucher: { id: 9, cuid: 'vch-padel', title: 'Bon cadeau padel', images: [] },
  created_at: '2026-11-02T09:00:00.000Z',
};

/** Vouchers as GET /api/vouchers/redeem answers them, one per confirmation state (001 §4). */
export const redeemable = {
  valid: { ...voucherBoughtWaiting, id: 41, cuid: 'ov41', code: 'CADEAU-50', customer_id: 9, customer: { id: 9, fullname: 'Marc Lenoir' } },
  participants: { ...voucherReceived, id: 42, cuid: 'ov42', code: 'PADEL-NEW', redeemed_at: null, recipient: null },
  redeemed: { ...voucherBoughtRedeemed, id: 43, cuid: 'ov43', code: 'DEJA-PRIS' },
  redeemedExpired: { ...voucherBoughtRedeemed, id: 44, cuid: 'ov44', code: 'VIEUX-PRIS', expires_at: '2026-10-01T00:00:00.000Z' },
  expiredUnpaid: { ...voucherBoughtUnpaid, id: 45, cuid: 'ov45', code: 'VIEUX-DU', expires_at: '2026-10-01T00:00:00.000Z' },
  unpaid: { ...voucherBoughtUnpaid, id: 46, cuid: 'ov46', code: 'PAS-PAYE' },
};

// --- memberships
export const membershipOwing = {
  id: 15,
  cuid: 'om15',
  status: 'ACTIVE',
  recurring: true,
  cycles: [
    { start_at: '2026-10-01T00:00:00.000Z', end_at: '2026-10-31T22:59:59.000Z', total_amount: 3000, paid_amount: 3000 },
    { start_at: '2026-09-01T00:00:00.000Z', end_at: '2026-09-30T21:59:59.000Z', total_amount: 3000, paid_amount: 3000 },
    { start_at: '2026-11-01T00:00:00.000Z', end_at: '2026-11-30T22:59:59.000Z', total_amount: 3000, paid_amount: 0 },
  ],
  participant: lea,
  membership: {
    id: 2,
    cuid: 'mem-club',
    title: 'Adhésion au club',
    images: [],
    period_type: 'ROLLING',
    rolling_period_duration: 1,
    rolling_period_type: 'months',
  },
  created_at: '2026-09-01T08:00:00.000Z',
};
export const membershipCancelled = {
  ...membershipOwing,
  id: 16,
  cuid: 'om16',
  status: 'CANCELLED',
  recurring: false,
  participant: hugo,
  cycles: [{ start_at: '2026-01-01T00:00:00.000Z', end_at: '2026-06-30T21:59:59.000Z', total_amount: 9000, paid_amount: 9000 }],
};

// --- attendance charges
const attendance = (cuid: string, day: string, arrival: string, departure: string, seconds: number, amount: number, who = lea) => ({
  cuid,
  amount,
  duration: seconds,
  registration_date: { date: day, arrival, departure, registration: { participant: who } },
});
export const chargeOwing = {
  id: 51,
  cuid: 'ch51',
  reference: 'GAR-2026-10',
  total_amount: 2150,
  paid_amount: 0,
  billing_cycle: {
    configuration: {
      title: 'Garderie du mercredi',
      description: '<p>Accueil après les cours, de 12 h à 18 h.</p>',
      images: [{ id: 11, public_url: 'https://media.test/garderie.jpg' }],
    },
    start_at: '2026-10-01T00:00:00.000Z',
    end_at: '2026-10-31T22:59:59.000Z',
  },
  items: [
    attendance('ci2', '2026-10-14T00:00:00.000Z', '2026-10-14T10:30:00.000Z', '2026-10-14T16:00:00.000Z', 19800, 1100),
    attendance('ci1', '2026-10-07T00:00:00.000Z', '2026-10-07T10:00:00.000Z', '2026-10-07T11:30:00.000Z', 5400, 600, hugo),
    {
      cuid: 'ci3',
      amount: 450,
      duration: 2700,
      registration_date: {
        date: { start_at: '2026-10-21T10:00:00.000Z', end_at: '2026-10-21T16:00:00.000Z' },
        arrival: '2026-10-21T10:00:00.000Z',
        departure: '2026-10-21T10:45:00.000Z',
        registration: { participant: lea },
      },
    },
  ],
  created_at: '2026-11-01T06:00:00.000Z',
};
export const chargePaid = { ...chargeOwing, id: 50, cuid: 'ch50', reference: 'GAR-2026-09', paid_amount: 2150, items: [] };
