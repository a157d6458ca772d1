import type { ReactNode } from 'react';
import type { Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { Skeleton } from '../primitives/states';

/**
 * Add forms are for signed-in customers (000 §2, §6): their form once the session is known, a skeleton of the
 * form's size while it loads, and the login prompt (`login`) for visitors.
 */
export function CustomerGate({ children, login }: { children: (participants: readonly Participant[]) => ReactNode; login: ReactNode }) {
  const s = useSignalValue(useRuntime().session.state);
  if (s.status === 'authenticated' && s.data) return <>{children(s.data.participants ?? [])}</>;
  if (s.status === 'unknown' || s.status === 'loading') return <Skeleton height="8rem" />;
  return <>{login}</>;
}
