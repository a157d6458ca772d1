import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../primitives/states';
import type { AccountView } from '@oriel/core';
import { BookingScreen } from './booking-detail.screen';
import { BookingsScreen } from './bookings.screen';
import { BundleScreen } from './bundle-detail.screen';
import { BundlesScreen } from './bundles.screen';
import { CartScreen } from './cart-detail.screen';
import { CartsScreen } from './carts.screen';
import { ChargeScreen } from './charge-detail.screen';
import { ChargesScreen } from './charges.screen';
import { MembershipScreen } from './membership-detail.screen';
import { MembershipsScreen } from './memberships.screen';
import { RequestScreen } from './request-detail.screen';
import { RequestsScreen } from './requests.screen';
import { VoucherScreen } from './voucher-detail.screen';
import { VouchersScreen } from './vouchers.screen';

// Redeeming a code (a form, then its confirmation) is a journey of its own: apart from the lists.
const VoucherRedeemScreen = lazy(() => import('./voucher-redeem.screen'));
const VoucherRedeemCodeScreen = lazy(() => import('./voucher-redeem-code.screen'));

/**
 * The account's lists and details other than registrations (001 §2): orders, bookings, requests, passes, gift
 * vouchers (with redeem), memberships and attendance charges. One chunk, loaded with the first of them shown.
 */
export default function Screens({ view }: { view: AccountView }) {
  switch (view.view) {
    case 'carts':
      return <CartsScreen />;
    case 'cart':
      return <CartScreen cuid={view.cuid} />;
    case 'bookings':
      return <BookingsScreen />;
    case 'booking':
      return <BookingScreen cuid={view.cuid} />;
    case 'requests':
      return <RequestsScreen />;
    case 'request':
      return <RequestScreen cuid={view.cuid} />;
    case 'bundles':
      return <BundlesScreen />;
    case 'bundle':
      return <BundleScreen cuid={view.cuid} />;
    case 'vouchers':
      return <VouchersScreen />;
    case 'voucher':
      return <VoucherScreen cuid={view.cuid} />;
    case 'voucher-redeem':
      return later(<VoucherRedeemScreen />);
    case 'voucher-redeem-code':
      return later(<VoucherRedeemCodeScreen code={view.code} />);
    case 'memberships':
      return <MembershipsScreen />;
    case 'membership':
      return <MembershipScreen cuid={view.cuid} />;
    case 'charges':
      return <ChargesScreen />;
    case 'charge':
      return <ChargeScreen cuid={view.cuid} />;
    default:
      return null;
  }
}

/** A screen of its own chunk, with the frame kept while it comes. */
function later(screen: ReactNode) {
  return <Suspense fallback={<Skeleton height="12rem" />}>{screen}</Suspense>;
}
