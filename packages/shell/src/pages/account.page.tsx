import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { accountPath, buildHref, loadAccountTranslator, loginHref, parseAccountPath, queryString, withLangPrefix, type AccountView } from '@oriel/core';
import { AccountArea, askScreenAhead, shellT, Skeleton, useRuntime, useSignalValue, type AccountNav, type AccountQuery } from '@oriel/ui';
import type { RouteLocation } from '../router';
import { useShell, useDocumentTitle } from '../shell-context';

/** `/account/<path>` of a screen, with the page's language prefix and the screen's query. */
function accountHref(lang: RouteLocation['lang'], view: AccountView, query: AccountQuery = {}): string {
  const path = withLangPrefix(`/account/${accountPath(view)}`, lang);
  return path + queryString(query);
}

/** The shell's account navigation: the screen is the path after /account, its query the page's. */
export function shellAccountNav(location: RouteLocation, navigate: (href: string, replace?: boolean) => void, origin: string): AccountNav {
  const view = parseAccountPath(location.path.replace(/^\/account(?=\/|$)/, ''));
  return {
    view,
    query: location.query,
    href: (v, q) => accountHref(location.lang, v, q),
    absoluteHref: (v, q) => origin + accountHref(location.lang, v, q),
    go: (v, q, options) => navigate(accountHref(location.lang, v, q), options?.replace),
  };
}

/**
 * /account and every screen under it (001 §2), the links of e-mails and invoices (000 §2) included. A visitor is sent
 * to the login page, which brings them back here.
 */
export function AccountPage({ location }: { location: RouteLocation }) {
  const runtime = useRuntime();
  const { router } = useShell();
  const session = useSignalValue(runtime.session.state);
  const area = shellT(runtime)('layout.topbar.account');
  const nav = useMemo(
    () => shellAccountNav(location, (href, replace) => router.navigate(href, { replace: replace ?? false }), window.location.origin),
    [location, router],
  );
  // each screen names the page ("Mes inscriptions · Mon compte"), a detail by what it shows; the home screen, whose
  // title greets the customer, is the account itself
  const [screen, setScreen] = useState<{ path: string; title: string } | null>(null);
  const onScreenTitle = useMemo(() => (title: string) => setScreen({ path: location.path, title }), [location.path]);
  const named = screen && screen.path === location.path && nav.view?.view !== 'home';
  useDocumentTitle(named ? `${screen.title} · ${area}` : area);
  const anonymous = session.status === 'anonymous' || (session.status === 'error' && !session.data);

  // The page opened at a screen (an e-mail's link to a registration): with a stored token, the account's catalogue,
  // that screen's code, an item's answer and its image are asked for beside the session's, not after it (decisions
  // 0026, 0027). Once: a screen reached by a link of the area finds the session there, and its answer may already be
  // cached.
  const opened = useRef(nav.view);
  useLayoutEffect(() => {
    const status = runtime.session.state.peek().status;
    const view = opened.current;
    if (status === 'anonymous' || status === 'error') return;
    void loadAccountTranslator(runtime.lang).catch(() => {});
    if (!view) return;
    askScreenAhead(runtime.http, view);
  }, [runtime]);

  useEffect(() => {
    if (anonymous) router.navigate(loginHref(runtime.links, location.href) ?? buildHref(runtime.links, 'login') ?? '/auth/login', { replace: true });
  }, [anonymous, location.href, router, runtime.links]);

  return (
    <div className="o-page o-account-page">
      {session.status === 'authenticated' && session.data ? (
        <AccountArea nav={nav} headingLevel={1} onScreenTitle={onScreenTitle} />
      ) : (
        <Skeleton height="16rem" />
      )}
    </div>
  );
}
