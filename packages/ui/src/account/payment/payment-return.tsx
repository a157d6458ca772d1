import { useEffect, useLayoutEffect, useState } from 'react';
import { accountPath, type AccountView, accountKeys } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useAccount } from '../account-context';

export type PaymentReturn = 'success' | 'failed' | null;

/**
 * The provider comes back to the screen that started the payment with `payment=success|failed` added to its URL
 * (docs/api-contract.md "Payments of what is owed"). Read once, then taken out of the address bar, so a reload
 * does not announce the result again. A layout effect: the address is clean by the time the notice is painted.
 */
export function usePaymentReturn(): PaymentReturn {
  const [result] = useState<PaymentReturn>(() => {
    const value = new URL(window.location.href).searchParams.get('payment');
    return value === 'success' || value === 'failed' ? value : null;
  });
  useLayoutEffect(() => {
    if (!result) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('payment');
    window.history.replaceState(window.history.state, '', url);
  }, [result]);
  return result;
}

/**
 * The result of a payment the provider came back from, above whatever screen it returned to (a balance paid in full
 * leaves no payment block to speak in): a toast, and a notice that stays until the customer moves on. What was paid
 * changed amounts, badges and the wallet: the account is read again.
 */
export function PaymentReturnNotice() {
  const { toasts, queries, session } = useRuntime();
  const { at, nav } = useAccount();
  const returned = usePaymentReturn();
  const here = (v: AccountView | null) => (v ? accountPath(v) : '');
  const [screen] = useState(() => here(nav.view));
  useEffect(() => {
    if (!returned) return;
    if (returned === 'success') toasts.success(at('payment.returned.success'));
    else toasts.error(at('payment.returned.failed'));
    void queries.invalidate(accountKeys.all);
    void session.refresh();
    // once per return
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);
  if (!returned || here(nav.view) !== screen) return null;
  return (
    <p className={returned === 'success' ? 'o-form-success' : 'o-form-error'} role="status">
      {returned === 'success' ? at('payment.returned.success') : at('payment.returned.failed')}
    </p>
  );
}
