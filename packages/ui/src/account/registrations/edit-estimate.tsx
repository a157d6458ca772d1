import { useEffect, useRef, useState } from 'react';
import { accountApi, DEBOUNCE_MS, editDifference, type EditRegistrationBody, type RegistrationEditEstimate } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useAT } from '../account-context';
import { useAccountFormat } from '../account-format';

export type EditEstimateState = { status: 'idle' } | { status: 'pending' } | { status: 'done'; estimate: RegistrationEditEstimate } | { status: 'error' };

/** What changes the price: the dates and the option prices (typed answers do not). */
export const priceKey = (body: EditRegistrationBody) => JSON.stringify([body.availability_dates, body.options.map((o) => o.price_id)]);

/**
 * The price of the edit before it is saved (POST /api/registrations/estimate): asked once the choices rest for
 * 350 ms (001 §9's search debounce); an answer for older choices is dropped, its request aborted. Nothing is
 * asked while the choices are the registration's own (`body` null) or cannot be sent.
 */
export function useEditEstimate(body: EditRegistrationBody | null): EditEstimateState {
  const { http } = useRuntime();
  const key = body && priceKey(body);
  const latest = useRef(body);
  latest.current = body;
  const [state, setState] = useState<EditEstimateState>({ status: 'idle' });
  useEffect(() => {
    if (!key || !latest.current) return setState({ status: 'idle' });
    setState({ status: 'pending' });
    const sent = latest.current;
    const controller = new AbortController();
    let live = true;
    const timer = setTimeout(() => {
      accountApi(http.withSignal(controller.signal))
        .estimateRegistrationEdit(sent)
        .then(
          (estimate) => live && setState({ status: 'done', estimate }),
          () => live && setState({ status: 'error' }),
        );
    }, DEBOUNCE_MS.search);
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, http]);
  return state;
}

/** New total, old total and the difference: to pay, back to the wallet, or none. Announced as it changes. */
export function EditEstimate({ state }: { state: EditEstimateState }) {
  const at = useAT();
  const { money } = useAccountFormat();
  let text = '';
  if (state.status === 'pending') text = at('registrations.edit.estimate.pending');
  else if (state.status === 'error') text = at('registrations.edit.estimate.failed');
  else if (state.status === 'done') {
    const { kind, amount } = editDifference(state.estimate);
    const params = { total: money(state.estimate.total_amount), previous: money(state.estimate.previous_total_amount), amount: money(amount) };
    text = at(`registrations.edit.estimate.${kind}`, params);
  }
  // always in the page, so that screen readers announce each new text
  return (
    <p className="o-registration-estimate" role="status" aria-live="polite">
      {text}
    </p>
  );
}
