import type { ReactNode } from 'react';
import { accountApi, ApiError, normaliseError, type Registration, accountKeys } from '@oriel/core';
import { errorMessage } from '../../context/errors';
import { useRuntime } from '../../context/runtime';
import { useQuery } from '../../context/use-query';
import { ErrorState, Skeleton } from '../../primitives/states';
import { useAccount } from '../account-context';
import { AccountLink } from '../account-link';

export function useRegistration(cuid: string) {
  const { http } = useRuntime();
  return useQuery(accountKeys.registration(cuid), (signal) => accountApi(http.withSignal(signal)).getAccountRegistration(cuid));
}

const isNotFound = (error: unknown) => (error instanceof ApiError && error.status === 404) || normaliseError(error).code === 'NOT_FOUND';

/**
 * What every registration screen shows before its content: a skeleton while the registration loads, the area's
 * not-found message for a registration that is not (or no longer) the customer's, an error with a retry otherwise.
 */
export function RegistrationGate({ cuid, children }: { cuid: string; children: (registration: Registration) => ReactNode }) {
  const { t } = useRuntime();
  const query = useRegistration(cuid);
  if (query.data) return <>{children(query.data)}</>;
  if (query.status === 'error') {
    if (isNotFound(query.error)) return <RegistrationNotFound />;
    return <ErrorState message={errorMessage(t, query.error)} onRetry={query.refetch} />;
  }
  return (
    <div className="o-account-screen-body" aria-busy="true">
      <Skeleton height="2rem" width="60%" />
      <Skeleton height="1rem" width="40%" />
      <Skeleton height="10rem" />
    </div>
  );
}

/** The area's not-found message, leading back to the list. */
export function RegistrationNotFound({ message }: { message?: string }) {
  const { at, headingLevel } = useAccount();
  const H = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <div className="state" role="status">
      <H>{at('registrations.not_found.title')}</H>
      <p>{message ?? at('registrations.not_found.subtitle')}</p>
      <AccountLink to={{ view: 'registrations' }} className="btn btn-secondary">
        {at('registrations.back_to_list')}
      </AccountLink>
    </div>
  );
}
