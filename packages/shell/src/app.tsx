import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { ErrorState, Layout, RuntimeContext, errorMessage, useRuntime, useSignalValue } from '@oriel/ui';
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
            <RouteView key={match?.route.name === 'account' ? 'account' : `${match?.route.name ?? 'page'}:${location.path}`}>{view}</RouteView>
          </Layout>
        </div>
      </ShellContext.Provider>
    </RuntimeContext.Provider>
  );
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
