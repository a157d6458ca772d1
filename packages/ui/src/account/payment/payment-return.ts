import { useEffect, useState } from 'react';

export type PaymentReturn = 'success' | 'failed' | null;

/**
 * The provider comes back to the screen that started the payment with `payment=success|failed` added to its URL
 * (docs/api-contract.md "Payments of what is owed"). Read once, then taken out of the address bar, so a reload
 * does not announce the result again.
 */
export function usePaymentReturn(): PaymentReturn {
  const [result] = useState<PaymentReturn>(() => {
    const value = new URL(window.location.href).searchParams.get('payment');
    return value === 'success' || value === 'failed' ? value : null;
  });
  useEffect(() => {
    if (!result) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('payment');
    window.history.replaceState(window.history.state, '', url);
  }, [result]);
  return result;
}
