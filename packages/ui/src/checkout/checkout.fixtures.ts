// Checkout answers for the component tests (shapes of docs/api-contract.md).
import { cart, registrationItem, session } from '../testing/fixtures';

export const voucherItem = (over: Record<string, unknown> = {}) => ({
  id: 2,
  cuid: 'it-v',
  type: 'VOUCHER',
  price: 5000,
  deposit: 0,
  quantity: 1,
  expires_at: '2026-11-21T10:15:00.000Z',
  participant: null,
  voucher: { title: 'Bon cadeau 50 €', images: [], duration: null },
  ...over,
});

export const campItem = () =>
  registrationItem({
    id: 3,
    cuid: 'it-camp',
    price: 18000,
    deposit: 5000,
    availability: {
      cuid: 'av-camp',
      start_at: '2026-12-21T08:00:00.000Z',
      end_at: '2026-12-25T16:00:00.000Z',
      location: { name: 'Kauwberg' },
      activity: { title: 'Stage multisport', images: [] },
      categories: [],
    },
    availability_dates: [],
  });

export const expiredItem = () =>
  registrationItem({
    id: 9,
    cuid: 'old',
    expires_at: '2026-11-21T09:00:00.000Z',
    availability: {
      cuid: 'x',
      start_at: '2026-11-22T08:00:00.000Z',
      end_at: '2026-11-22T09:00:00.000Z',
      activity: { title: 'Expiré', images: [] },
      categories: [],
    },
  });

export function checkoutData(over: Record<string, unknown> = {}) {
  return {
    data: {
      payment_methods: [
        { type: 'DELAYED', priority: 2 },
        { type: 'IMMEDIATE', priority: 1 },
        { type: 'IMMEDIATE_DEPOSIT', priority: 3 },
      ],
      wallet: { amount: 0 },
      service_fees: { amount: 0, percentage: 0 },
      coupons_enabled: false,
      ...over,
    },
  };
}

export const onlineSession = { data: { ...session.data, payment_methods: { online: true, bank_transfers: true, bank_account: 'BE71 0961 2345 6769' } } };

export const withCoupon = (items: unknown[], coupon: Record<string, unknown>) => {
  const c = cart(items);
  return { data: { ...c.data, coupon_id: 4, coupon: { id: 4, active: true, ...coupon } } };
};
