import { buildHref } from '@oriel/core';
import { CheckoutSuccess, useRuntime } from '@oriel/ui';
import { useDocumentTitle } from '../shell-context';

/** /checkout/{cart}/success (000 §2); ?payment=failed when the provider refused the payment, &reason= when the API did. */
export function CheckoutSuccessPage({ cart, failed, reason = null }: { cart: string; failed: boolean; reason?: string | null }) {
  const runtime = useRuntime();
  const { t, links } = runtime;
  useDocumentTitle(failed ? t('checkout.success.failed.title') : t('checkout.success.title'));
  return (
    <div className="o-page o-checkout-page">
      <CheckoutSuccess cartCuid={cart} failed={failed} reason={reason} headingLevel={1} onBack={() => runtime.navigate(buildHref(links, 'checkout') ?? '/')} />
    </div>
  );
}
