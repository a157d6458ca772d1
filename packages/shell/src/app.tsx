import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { ToastsStore } from '@oriel/core';
import { ErrorState, Layout, PageImageLead, RuntimeContext, errorMessage, useRuntime, useSignalValue } from '@oriel/ui';
import { matchRoute, type Router } from './router';
import { SHELL_ROUTES, WebsitePage } from './routes';
import { ShellContext, useWebsite, type ShellContextValue } from './shell-context';
import { NotFoundPage } from './pages/not-found.page';
import { useOrganiserCss } from './organiser-css';
import { withOrganiser } from './shell-runtime';
import { focusNewPage } from './route-focus';

/** The hosted storefront: the organiser's layout around the page the route names. */
export function App({ router, server }: { router: Router; server?: Pick<ShellContextValue, 'serverTitle' | 'serverNotFound'> }) {
  const base = useRuntime();
  const { t } = base;
  const location = useSignalValue(router.location);
  const website = useWebsite();
  // the organiser's zone and currency (000 §1), and the website's own CSS (scoped and sanitised)
  const organiser = website.data?.organiser;
  const runtime = useMemo(() => withOrganiser(base, organiser), [base, organiser]);
  useOrganiserCss(website.data?.css);
  const [loadingIds, setLoadingIds] = useState<ReadonlySet<symbol>>(new Set());
  const reportLoading = useCallback((id: symbol, loading: boolean) => {
    setLoadingIds((ids) => {
      if (ids.has(id) === loading) return ids;
      const next = new Set(ids);
      if (loading) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const shell = useMemo(() => ({ router, reportLoading, ...server }), [router, reportLoading, server]);
  useToastsAcrossPages(base.toasts, location.path, loadingIds.size > 0);

  // After a client-side navigation, focus moves to the new page's heading, as a page load would put it at the top. A
  // layout effect: a heading drawn with the route has the focus before that frame is painted.
  const firstPath = useRef(location.path);
  useLayoutEffect(() => {
    if (location.path === firstPath.current) return;
    firstPath.current = '';
    return focusNewPage();
  }, [location.path]);

  const match = matchRoute(SHELL_ROUTES, location.path);
  const view = match ? match.route.data({ params: match.params, location }) : <FallbackPage path={location.path} />;
  const failed = website.status === 'error' && !website.data;
  const accent = website.data?.accent_color;

  return (
    <RuntimeContext.Provider value={runtime}>
      <ShellContext.Provider value={shell}>
        <div className="oriel-root" style={accent ? ({ '--oriel-accent': accent } as CSSProperties) : undefined}>
          <Layout website={website.data ?? (failed ? null : undefined)} location={location.href} loading={loadingIds.size > 0 || (!website.data && !failed)}>
            {failed && (
              <div className="o-page">
                <ErrorState message={errorMessage(t, website.error)} onRetry={website.refetch} />
              </div>
            )}
            {/* the account area is one page whose screens change inside it (its tab bar stays) */}
            <RouteView key={match?.route.name === 'account' ? 'account' : `${match?.route.name ?? 'page'}:${location.path}`}>
              {/* one image of the page is asked for at high priority: the first to claim it */}
              <PageImageLead page={null}>{view}</PageImageLead>
            </RouteView>
          </Layout>
        </div>
      </ShellContext.Provider>
    </RuntimeContext.Provider>
  );
}

/** The longest a page change holds the toasts' time: a page still loading by then shows them running. */
const CARRY_MAX_MS = 10_000;
/** How long nothing of the new page must load before it counts as drawn: its first reports come a frame or two late. */
const QUIET_MS = 250;

/**
 * The toasts showing when the path changes (the outcome of the action that changed it: registered, cancelled, signed
 * in) keep their whole time for the new page: stopped at the change, run once nothing of the new page has loaded for
 * a moment (001 §8).
 */
function useToastsAcrossPages(toasts: ToastsStore, path: string, loading: boolean) {
  const first = useRef(path);
  // read by the check below, not by an effect: a page's reports of loading come in effects of their own, a frame late
  const busy = useRef({ loading, since: 0 });
  if (busy.current.loading !== loading) busy.current = { loading, since: Date.now() };
  useLayoutEffect(() => {
    if (path === first.current) return;
    first.current = '';
    toasts.carry();
    const carried = Date.now();
    busy.current.since = Math.max(busy.current.since, carried);
    const check = setInterval(() => {
      const { loading: now, since } = busy.current;
      if (Date.now() - carried < CARRY_MAX_MS && (now || Date.now() - since < QUIET_MS)) return;
      clearInterval(check);
      toasts.land();
    }, 50);
    return () => clearInterval(check);
  }, [path, toasts]);
}

/** Remounts per route, so one page's state never leaks into the next. */
function RouteView({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}

/** A path without a route: one of the website's own pages (000 §3 pages), else not found. */
function FallbackPage({ path }: { path: string }) {
  const website = useWebsite();
  if (!website.data) return website.status === 'error' ? <NotFoundPage /> : <div className="o-page" aria-busy="true" />;
  const page = website.data.pages.find((p) => p.type === 'DEFAULT' && p.pathname === path);
  return page ? <WebsitePage pathname={page.pathname} /> : <NotFoundPage />;
}
