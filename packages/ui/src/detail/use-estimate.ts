import { useEffect, useState } from 'react';
import { detailApi, type Estimate, type EstimateRequest, detailKeys } from '@oriel/core';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { ESTIMATE_DEBOUNCE_MS } from './registration-answers.logic';

export interface EstimateState {
  /** false while no participant is known: nothing is asked (000 §7) */
  active: boolean;
  /** between a change and the answer for it */
  pending: boolean;
  data: Estimate | undefined;
  error: unknown;
}

/**
 * The price estimate of the form's current choices, asked once the choices rest for ESTIMATE_DEBOUNCE_MS and
 * kept in the query cache under `estimate:` (the cart invalidates those keys when it changes).
 */
export function useEstimate(request: EstimateRequest | null): EstimateState {
  const api = useApi(detailApi);
  const key = request ? JSON.stringify(request) : null;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return setSettled(null);
    const timer = setTimeout(() => setSettled(key), ESTIMATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const q = useQuery(detailKeys.estimate(settled ?? ''), () => api.estimateCartItem(JSON.parse(settled!) as EstimateRequest), {
    enabled: settled !== null,
  });
  const current = settled !== null && settled === key;
  return {
    active: key !== null,
    pending: key !== null && (!current || q.status === 'loading' || (!q.data && q.status !== 'error')),
    data: current ? q.data : undefined,
    error: current && q.status === 'error' ? q.error : undefined,
  };
}
