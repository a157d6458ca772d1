import { lazy, Suspense, useLayoutEffect } from 'react';
import { loadAccountTranslator, parseAccountPath, type SessionStatus } from '@oriel/core';
import { useRuntime, type OrielRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { errorMessage } from '../context/errors';
import { ErrorState, Skeleton } from '../primitives/states';
import { readEmbeddedAccount, useEmbeddedAccountNav } from '../account/embedded-nav';
import { askScreenAhead } from '../account/screen-ahead';
import type { AccountTitleSetting } from '../account/account-title.logic';

// Each half is a chunk of its own: a visitor never loads the account area, a customer never the sign-in forms.
const SignedOutViews = lazy(() => import('./signed-out-views').then((m) => ({ default: m.SignedOutViews })));
const loadArea = () => import('../account/account-area');
const AccountArea = lazy(() => loadArea().then((m) => ({ default: m.AccountArea })));

export interface AccountPanelProps {
  /** the screen shown when the host page's URL names none (data-view) */
  view?: string;
  tabs?: boolean;
  headingLevel?: 1 | 2;
  /** data-title: whether the area draws its own title (account-title.logic.ts) */
  title?: AccountTitleSetting;
  /** the texts of the host page's h1 elements */
  hostHeadings?: readonly string[];
}

const customerStatus = (status: SessionStatus) => status === 'unknown' || status === 'loading' || status === 'authenticated';

/**
 * A stored token is most likely a customer's: the area, its catalogue, the chunk of the screen the page names, that
 * screen's answer and its image are all asked for beside the session's, not each after the one before (the largest
 * paint of an account page opened at a registration is that image). Nothing here changes what is drawn; asked twice,
 * nothing is fetched twice. `<oriel-account>` calls it as soon as the runtime is up, and the panel in its commit
 * (the first, and a sign-in's).
 */
export function foreseeAccount(runtime: OrielRuntime, view = 'home'): void {
  if (!customerStatus(runtime.session.state.peek().status)) return;
  const shown = readEmbeddedAccount(runtime.pageUrl.href.peek(), parseAccountPath(view) ?? { view: 'home' }).view;
  void loadArea().catch(() => {});
  // the screen takes that answer when its code has come (api/warm.ts), under the same token only
  if (shown) askScreenAhead(runtime.http, shown);
  void loadAccountTranslator(runtime.lang).catch(() => {});
}

/**
 * <oriel-account>: login, register or password reset for visitors; for a customer the whole account area (001 §2),
 * its screen kept in the host page's query string.
 */
export function AccountPanel({ view = 'home', tabs = true, headingLevel = 2, title = 'auto', hostHeadings = [] }: AccountPanelProps) {
  const runtime = useRuntime();
  const state = useSignalValue(runtime.session.state);
  const customer = customerStatus(state.status);
  useLayoutEffect(() => {
    if (customer) foreseeAccount(runtime, view);
  }, [customer, runtime, view]);
  if (state.status === 'unknown' || state.status === 'loading') return <Skeleton height="12rem" />;
  if (state.status === 'error' && !state.data)
    return <ErrorState message={errorMessage(runtime.t, state.error)} onRetry={() => void runtime.session.refresh()} />;
  return (
    <Suspense fallback={<Skeleton height="12rem" />}>
      {state.status === 'authenticated' && state.data ? (
        <SignedIn view={view} tabs={tabs} headingLevel={headingLevel} title={title} hostHeadings={hostHeadings} />
      ) : (
        <SignedOutViews />
      )}
    </Suspense>
  );
}

function SignedIn({ view, tabs, headingLevel, title, hostHeadings }: Required<AccountPanelProps>) {
  const nav = useEmbeddedAccountNav(parseAccountPath(view) ?? { view: 'home' });
  return <AccountArea nav={nav} tabs={tabs} headingLevel={headingLevel} title={title} hostHeadings={hostHeadings} />;
}
