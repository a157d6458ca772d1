import { useState } from 'react';
import { cartSummary, checkoutApi, loginHref, type Session, checkoutKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useSignalValue } from '../context/use-signal';
import { errorMessage } from '../context/errors';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { LoginForm } from '../auth/login-form';
import { CheckoutItemRow } from './checkout-item';
import { CouponBox } from './coupon-box';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutForm } from './checkout-form';
import { checkoutPlan, navigateTop } from './checkout.logic';
import { HoldNotice, useHoldClock } from '../cart/cart-hold';
import { expiredItems, holdEnd } from '../cart/cart-hold.logic';

export interface CheckoutViewProps {
  /** where the payment provider returns (shell: the /checkout route; embedded: the host page) */
  returnUrl: string;
  /** a confirmed (not online-paid) cart: show its success view */
  onSuccess(cartCuid: string): void;
  /** leaves for the payment provider; tests inject it */
  redirect?: (url: string) => void;
  /** 1 when the view is the page's main content (shell) */
  headingLevel?: 1 | 2;
}

/** Visitors: the login prompt (000 §6: checkout renders nothing else without a signed-in customer). */
function CheckoutLogin({ level }: { level: 1 | 2 }) {
  const runtime = useRuntime();
  const { t } = runtime;
  const [inline, setInline] = useState(false);
  const href = loginHref(runtime.links, runtime.currentLocation());
  const H = level === 1 ? 'h1' : 'h2';
  return (
    <section className="o-checkout o-login-prompt" aria-labelledby="o-checkout-login">
      <H id="o-checkout-login">{t('checkout.login.title')}</H>
      <p>{t('checkout.login.subtitle')}</p>
      {inline ? (
        <LoginForm onSuccess={() => setInline(false)} onCancel={() => setInline(false)} />
      ) : href ? (
        <a className="btn btn-primary" href={href} onClick={(e) => (e.preventDefault(), runtime.navigate(href))}>
          {t('availability.login.button')}
        </a>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setInline(true)}>
          {t('availability.login.button')}
        </button>
      )}
    </section>
  );
}

/**
 * The checkout (000 §2 /checkout): the cart's live items, the coupon box when coupons apply, the summary
 * of 000 §9 and the payment form.
 */
export function CheckoutView({ headingLevel = 2, ...props }: CheckoutViewProps) {
  const runtime = useRuntime();
  const session = useSignalValue(runtime.session.state);
  if (session.status === 'authenticated' && session.data) return <SignedInCheckout {...props} session={session.data} level={headingLevel} />;
  if (session.status === 'anonymous') return <CheckoutLogin level={headingLevel} />;
  if (session.status === 'error' && !session.data)
    return <ErrorState message={errorMessage(runtime.t, session.error)} onRetry={() => void runtime.session.refresh()} />;
  return <Skeleton height="20rem" />;
}

function SignedInCheckout({
  returnUrl,
  onSuccess,
  redirect = navigateTop,
  session,
  level,
}: Omit<CheckoutViewProps, 'headingLevel'> & { session: Session; level: 1 | 2 }) {
  const runtime = useRuntime();
  const { t, cart } = runtime;
  const api = useApi(checkoutApi);
  const data = useQuery(checkoutKeys.data(), () => api.getCheckoutData());
  const state = useSignalValue(cart.state);
  // ticks with the hold: an item leaves the order the instant its hold ends, not at the runtime's next 15 s tick
  const now = useHoldClock(state.data?.items ?? []);
  const H = level === 1 ? 'h1' : 'h2';
  const sub = level === 1 ? 2 : 3;
  const H2 = sub === 2 ? 'h2' : 'h3';

  const title = <H id="o-checkout-title">{t('checkout.title')}</H>;
  const failed = (state.status === 'error' && !state.data && state.error) || (data.status === 'error' && !data.data && data.error);
  if (failed)
    return (
      <section className="o-checkout" aria-labelledby="o-checkout-title">
        {title}
        <ErrorState message={errorMessage(t, failed)} onRetry={() => (void cart.refresh(), data.refetch())} />
      </section>
    );
  if ((!state.data && state.status !== 'success') || !data.data) return <Skeleton height="20rem" />;

  const summary = cartSummary(state.data?.items ?? [], now);
  const lost = expiredItems(state.data?.items ?? [], state.data?.expired_items ?? [], now).length > 0;
  const hold = <HoldNotice end={holdEnd(summary.items, now)} now={now} lost={lost} />;
  if (!state.data || summary.count === 0)
    return (
      <section className="o-checkout" aria-labelledby="o-checkout-title">
        {title}
        {lost && hold}
        <EmptyState title={t('cart.empty.title')} level={sub}>
          <p>{t('cart.empty.subtitle')}</p>
        </EmptyState>
      </section>
    );

  const current = state.data;
  const plan = checkoutPlan({ items: summary.items, coupon: current.coupon, data: data.data, online: session.payment_methods.online });
  const revalidate = async () => {
    await cart.refresh();
  };

  return (
    <section className="o-checkout" aria-labelledby="o-checkout-title">
      {title}
      {hold}
      <div className="o-checkout-grid">
        <section aria-labelledby="o-checkout-items">
          <H2 id="o-checkout-items">{t('checkout.items')}</H2>
          <ul className="o-cart-list">
            {summary.items.map((item) => (
              <CheckoutItemRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
        <div className="o-checkout-side">
          {data.data.coupons_enabled && <CouponBox cart={current} discount={plan.discount} onChanged={revalidate} />}
          <CheckoutSummary plan={plan} headingId="o-checkout-summary" level={sub} />
          <CheckoutForm cart={current} plan={plan} returnUrl={returnUrl} onSuccess={onSuccess} redirect={redirect} level={sub} />
        </div>
      </div>
    </section>
  );
}
