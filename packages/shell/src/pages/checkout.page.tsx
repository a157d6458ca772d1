import { useEffect } from 'react';
import { buildHref } from '@oriel/core';
import { CheckoutView, Skeleton, useRuntime } from '@oriel/ui';
import type { RouteLocation } from '../router';
import { useDocumentTitle, useShell } from '../shell-context';

/**
 * /checkout (000 §2). The payment provider returns here with ?cart={cuid}&payment=success|failed (docs/design.md §3):
 * that visit is replaced by /checkout/{cart}/success, so back does not land on the provider's answer again.
 */
export function CheckoutPage({ location }: { location: RouteLocation }) {
  const runtime = useRuntime();
  const { t, links } = runtime;
  const { router } = useShell();
  const cart = location.query.get('cart');
  const payment = location.query.get('payment');
  const returned = cart && (payment === 'success' || payment === 'failed') ? cart : null;
  useDocumentTitle(t('checkout.title'));

  useEffect(() => {
    if (!returned) return;
    const query = payment === 'failed' ? { payment } : {};
    router.navigate(buildHref(links, 'checkoutSuccess', { cart: returned }, query) ?? '/', { replace: true });
  }, [returned, payment, links, router]);

  if (returned) return <Skeleton height="20rem" />;
  const returnUrl = new URL(buildHref(links, 'checkout') ?? '/checkout', window.location.href).href;
  return (
    <div className="o-page o-checkout-page">
      <CheckoutView headingLevel={1} returnUrl={returnUrl} onSuccess={(cuid) => runtime.navigate(buildHref(links, 'checkoutSuccess', { cart: cuid }) ?? '/')} />
    </div>
  );
}
