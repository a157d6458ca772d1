import type { ReactNode } from 'react';
import { ROUTES } from '@oriel/core';
import { matchRoute, type RouteDef, type RouteLocation } from './router';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './pages/not-found.page';

// each page is its own chunk; not found stays in the entry, since any path may need it
const HomePage = lazyPage(() => import('./pages/home.page').then((m) => m.HomePage));
// with the organiser's AVAILABILITY page frame (a chunk of its own), so a landing never renders without it
const AvailabilityPage = lazyPage(() => import('./pages/availability.page').then(async (m) => (await m.AvailabilityFrame.preload(), m.AvailabilityPage)));
const BundlePage = lazyPage(() => import('./pages/bundle.page').then((m) => m.BundlePage));
const CartAddPage = lazyPage(() => import('./pages/cart-add.page').then((m) => m.CartAddPage));
const RequestSchedulePage = lazyPage(() => import('./pages/request-schedule.page').then((m) => m.RequestSchedulePage));
const RequestPage = lazyPage(() => import('./pages/request.page').then((m) => m.RequestPage));
const MembershipPage = lazyPage(() => import('./pages/membership.page').then((m) => m.MembershipPage));
const VoucherPage = lazyPage(() => import('./pages/voucher.page').then((m) => m.VoucherPage));
const ActivityPage = lazyPage(() => import('./pages/activity.page').then((m) => m.ActivityPage));
const BookingAddPage = lazyPage(() => import('./pages/booking-add.page').then((m) => m.BookingAddPage));
const ResourcePage = lazyPage(() => import('./pages/resource.page').then((m) => m.ResourcePage));
const LoginPage = lazyPage(() => import('./pages/login.page').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('./pages/register.page').then((m) => m.RegisterPage));
const PasswordPage = lazyPage(() => import('./pages/password.page').then((m) => m.PasswordPage));
const AuthRedirectPage = lazyPage(() => import('./pages/auth-redirect.page').then((m) => m.AuthRedirectPage));
const UnsubscribePage = lazyPage(() => import('./pages/unsubscribe.page').then((m) => m.UnsubscribePage));
const TermsPage = lazyPage(() => import('./pages/terms.page').then((m) => m.TermsPage));
const AccessibilityPage = lazyPage(() => import('./pages/accessibility.page').then((m) => m.AccessibilityPage));
const CheckoutPage = lazyPage(() => import('./pages/checkout.page').then((m) => m.CheckoutPage));
const CheckoutSuccessPage = lazyPage(() => import('./pages/checkout-success.page').then((m) => m.CheckoutSuccessPage));
const AccountPage = lazyPage(() => import('./pages/account.page').then((m) => m.AccountPage));
const BlogPage = lazyPage(() => import('./pages/blog.page').then((m) => m.BlogPage));
const BlogArticlePage = lazyPage(() => import('./pages/blog-article.page').then((m) => m.BlogArticlePage));
/** the organiser's own pages (paths no route names): the home page's chunk */
export const WebsitePage = lazyPage(() => import('./pages/home.page').then((m) => m.WebsitePage));

export interface RouteContext {
  params: Record<string, string>;
  location: RouteLocation;
}
export type RouteView = (context: RouteContext) => ReactNode;

const preview = (location: RouteLocation) => location.query.get('preview') === 'true';

/** The shell's routes (000 §2, 001 §2) with core's path templates. Other paths: website pages, else not found. */
export const SHELL_ROUTES: readonly RouteDef<RouteView>[] = [
  { name: 'home', pattern: ROUTES.home, data: ({ location }) => <HomePage preview={preview(location)} /> },
  {
    name: 'availability',
    pattern: ROUTES.availability,
    data: ({ params, location }) => <AvailabilityPage cuid={params.cuid ?? ''} from={location.query.get('from')} />,
  },
  { name: 'bundle', pattern: ROUTES.bundle, data: ({ params, location }) => <BundlePage cuid={params.cuid ?? ''} from={location.query.get('from')} /> },
  { name: 'cartAdd', pattern: ROUTES.cartAdd, data: ({ location }) => <CartAddPage location={location} /> },
  { name: 'requestAdd', pattern: ROUTES.requestAdd, data: ({ location }) => <RequestPage location={location} /> },
  {
    name: 'requestActivity',
    pattern: ROUTES.requestActivity,
    data: ({ params, location }) => <RequestSchedulePage activity={params.activity ?? ''} location={location} />,
  },
  {
    name: 'membership',
    pattern: ROUTES.membership,
    data: ({ params, location }) => <MembershipPage cuid={params.cuid ?? ''} from={location.query.get('from')} />,
  },
  { name: 'voucher', pattern: ROUTES.voucher, data: ({ params, location }) => <VoucherPage cuid={params.cuid ?? ''} from={location.query.get('from')} /> },
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
  {
    name: 'unsubscribe',
    pattern: ROUTES.unsubscribe,
    data: ({ location }) => <UnsubscribePage token={location.query.get('token')} redirect={location.query.get('redirect')} />,
  },
  { name: 'terms', pattern: ROUTES.terms, data: () => <TermsPage /> },
  { name: 'accessibility', pattern: ROUTES.accessibility, data: () => <AccessibilityPage /> },
  { name: 'blog', pattern: ROUTES.blog, data: () => <BlogPage /> },
  { name: 'blogArticle', pattern: ROUTES.blogArticle, data: ({ params }) => <BlogArticlePage slug={params.slug ?? ''} /> },
  { name: 'checkout', pattern: ROUTES.checkout, data: ({ location }) => <CheckoutPage location={location} /> },
  {
    name: 'checkoutSuccess',
    pattern: ROUTES.checkoutSuccess,
    data: ({ params, location }) => (
      <CheckoutSuccessPage cart={params.cart ?? ''} failed={location.query.get('payment') === 'failed'} reason={location.query.get('reason')} />
    ),
  },
  { name: 'pageNotFound', pattern: ROUTES.pageNotFound, data: () => <NotFoundPage /> },
  // every screen of the account area (001 §2); the area reads the rest of the path
  { name: 'account', pattern: `${ROUTES.account}{*rest}`, data: ({ location }) => <AccountPage location={location} /> },
];

const PAGES: Readonly<Record<string, { preload(): Promise<void> }>> = {
  home: HomePage,
  availability: AvailabilityPage,
  bundle: BundlePage,
  cartAdd: CartAddPage,
  requestAdd: RequestPage,
  requestActivity: RequestSchedulePage,
  membership: MembershipPage,
  voucher: VoucherPage,
  activity: ActivityPage,
  resource: ResourcePage,
  bookingAdd: BookingAddPage,
  login: LoginPage,
  register: RegisterPage,
  password: PasswordPage,
  authRedirect: AuthRedirectPage,
  unsubscribe: UnsubscribePage,
  terms: TermsPage,
  accessibility: AccessibilityPage,
  blog: BlogPage,
  blogArticle: BlogArticlePage,
  checkout: CheckoutPage,
  checkoutSuccess: CheckoutSuccessPage,
  account: AccountPage,
};

/**
 * Loads the chunk of the page at `path` (a website page's when no route names it): the page load's first render
 * and the server render wait for it, so the page a visitor lands on renders in one go.
 */
export function preloadRoute(path: string): Promise<void> {
  const match = matchRoute(SHELL_ROUTES, path);
  if (match?.route.name === 'pageNotFound') return Promise.resolve();
  return (match ? PAGES[match.route.name] : WebsitePage)?.preload() ?? Promise.resolve();
}
