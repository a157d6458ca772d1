import { useCallback } from 'react';
import { useRuntime } from '../context/runtime';
import { useUrlParam } from '../context/url-state';
import { CheckoutView } from './checkout-view';
import { CheckoutSuccess } from './checkout-success';
import { navigateTop, withoutCheckoutParams } from './checkout.logic';

/** Both view parameters in one history entry (every reader of the query string follows the runtime's address). */
function checkoutParams(href: string, cart: string | null, payment: string | null): URL {
  const url = new URL(href);
  url.searchParams.delete('cart');
  url.searchParams.delete('payment');
  url.searchParams.delete('reason');
  if (cart) url.searchParams.set('cart', cart);
  if (cart && payment) url.searchParams.set('payment', payment);
  return url;
}

/**
 * <oriel-checkout> on a host page (docs/design.md §2b, §3): the view lives in the host page's query string. The
 * provider returns to this page with ?cart={cuid}&payment=success|failed; a delayed payment sets the same
 * parameters itself, so reload and back/forward keep the view.
 */
export function EmbeddedCheckout({ redirect = navigateTop, headingLevel = 2 }: { redirect?: (url: string) => void; headingLevel?: 1 | 2 }) {
  const [cart] = useUrlParam('cart', true);
  const [payment] = useUrlParam('payment', true);
  const [reason] = useUrlParam('reason', true);
  const { pageUrl } = useRuntime();
  const setCheckoutParams = useCallback(
    (cuid: string | null, outcome: string | null) => pageUrl.go(checkoutParams(pageUrl.href.peek(), cuid, outcome)),
    [pageUrl],
  );
  const back = useCallback(() => setCheckoutParams(null, null), [setCheckoutParams]);
  if (cart && (payment === 'success' || payment === 'failed'))
    return <CheckoutSuccess cartCuid={cart} failed={payment === 'failed'} reason={reason} onBack={back} headingLevel={headingLevel} />;
  return (
    <CheckoutView
      returnUrl={withoutCheckoutParams(window.location.href)}
      onSuccess={(cuid) => setCheckoutParams(cuid, 'success')}
      redirect={redirect}
      headingLevel={headingLevel}
    />
  );
}
