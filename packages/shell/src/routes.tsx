import type { ReactNode } from 'react';
import { ROUTES } from '@oriel/core';
import type { RouteDef, RouteLocation } from './router';
import { HomePage } from './pages/home.page';
import { AvailabilityPage } from './pages/availability.page';
import { BundlePage } from './pages/bundle.page';
import { CartAddPage } from './pages/cart-add.page';
import { RequestSchedulePage } from './pages/request-schedule.page';
import { RequestPage } from './pages/request.page';
import { MembershipPage } from './pages/membership.page';
import { VoucherPage } from './pages/voucher.page';
import { ActivityPage } from './pages/activity.page';
import { BookingAddPage } from './pages/booking-add.page';
import { ResourcePage } from './pages/resource.page';
import { LoginPage } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { PasswordPage } from './pages/password.page';
import { AuthRedirectPage } from './pages/auth-redirect.page';
import { TermsPage } from './pages/terms.page';
import { NotFoundPage } from './pages/not-found.page';
import { CheckoutPage } from './pages/checkout.page';
import { CheckoutSuccessPage } from './pages/checkout-success.page';
import { AccountPage } from './pages/account.page';

export interface RouteContext {
  params: Record<string, string>;
  location: RouteLocation;
}
export type RouteView = (context: RouteContext) => ReactNode;

const preview = (location: RouteLocation) => location.query.get('preview') === 'true';

/** The shell's routes (000 §2, 001 §2) with core's path templates. Other paths: website pages, else not found. */
export const SHELL_ROUTES: readonly RouteDef<RouteView>[] = [
  { name: 'home', pattern: ROUTES.home, data: ({ location }) => <HomePage preview={preview(location)} /> },
  { name: 'availability', pattern: ROUTES.availability, data: ({ params }) => <AvailabilityPage cuid={params.cuid ?? ''} /> },
  { name: 'bundle', pattern: ROUTES.bundle, data: ({ params }) => <BundlePage cuid={params.cuid ?? ''} /> },
  { name: 'cartAdd', pattern: ROUTES.cartAdd, data: ({ location }) => <CartAddPage location={location} /> },
  { name: 'requestAdd', pattern: ROUTES.requestAdd, data: ({ location }) => <RequestPage location={location} /> },
  { name: 'requestActivity', pattern: ROUTES.requestActivity, data: ({ params, location }) => <RequestSchedulePage activity={params.activity ?? ''} location={location} /> },
  { name: 'membership', pattern: ROUTES.membership, data: ({ params }) => <MembershipPage cuid={params.cuid ?? ''} /> },
  { name: 'voucher', pattern: ROUTES.voucher, data: ({ params }) => <VoucherPage cuid={params.cuid ?? ''} /> },
  { name: 'activity', pattern: ROUTES.activity, data: ({ params }) => <ActivityPage cuid={params.cuid ?? ''} /> },
  { name: 'resource', pattern: ROUTES.resource, data: ({ params }) => <ResourcePage cuid={params.cuid ?? ''} /> },
  { name: 'bookingAdd', pattern: ROUTES.bookingAdd, data: ({ location }) => <BookingAddPage location={location} /> },
  { name: 'login', pattern: ROUTES.login, data: ({ location }) => <LoginPage redirect={location.query.get('redirect')} /> },
  { name: 'register', pattern: ROUTES.register, data: ({ location }) => <RegisterPage redirect={location.query.get('redirect')} /> },
  {
    name: 'password',
    pattern: ROUTES.password,
    data: ({ location }) => <PasswordPage token={location.query.get('token')} redirect={location.query.get('redirect')} />,
  },
  { name: 'authRedirect', pattern: ROUTES.authRedirect, data: ({ location }) => <AuthRedirectPage redirect={location.query.get('redirect')} /> },
  { name: 'terms', pattern: ROUTES.terms, data: () => <TermsPage /> },
  { name: 'checkout', pattern: ROUTES.checkout, data: ({ location }) => <CheckoutPage location={location} /> },
  {
    name: 'checkoutSuccess',
    pattern: ROUTES.checkoutSuccess,
    data: ({ params, location }) => <CheckoutSuccessPage cart={params.cart ?? ''} failed={location.query.get('payment') === 'failed'} />,
  },
  { name: 'pageNotFound', pattern: ROUTES.pageNotFound, data: () => <NotFoundPage /> },
  // every screen of the account area (001 §2); the area reads the rest of the path
  { name: 'account', pattern: `${ROUTES.account}{*rest}`, data: ({ location }) => <AccountPage location={location} /> },
];
