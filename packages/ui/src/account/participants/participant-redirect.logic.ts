import { safeRedirect } from '@oriel/core';

/**
 * 001 §4: after a participant is created from `participants/create?redirect=…`, the customer goes back to the
 * redirect with the redirect's own query, every other parameter the create screen received (an add form's
 * selection), and participant={cuid} so that form preselects the new participant. Null without a redirect, or
 * when it would leave `origin` (an open redirect must not send the customer to another site).
 */
export function participantRedirect(redirect: string | null | undefined, screenQuery: URLSearchParams, participantCuid: string, origin: string): string | null {
  const target = safeRedirect(redirect, origin, '');
  if (!target) return null;
  const url = new URL(target, origin);
  const carried = new Set([...screenQuery.keys()].filter((key) => key !== 'redirect' && key !== 'participant'));
  // the screen's values win over the redirect's for the same key, and keep every value of a repeated key
  for (const key of [...carried, 'participant']) url.searchParams.delete(key);
  for (const [key, value] of screenQuery) if (carried.has(key)) url.searchParams.append(key, value);
  url.searchParams.append('participant', participantCuid);
  return url.pathname + url.search + url.hash;
}
