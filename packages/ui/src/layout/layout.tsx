import type { ReactNode } from 'react';
import { stripLangPrefix, type Website } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { LazyCartDrawer } from '../cart/lazy-cart-drawer';
import { LazyToaster } from '../toasts/lazy-toaster';
import { Skeleton } from '../primitives/states';
import { Topbar } from './topbar';
import { Header } from './header';
import { Footer } from './footer';
import { ProgressBar } from './progress-bar';
import { routeKey } from './progress.logic';

export interface LayoutProps {
  /** undefined while loading (space is held), null when it failed (no header, footer or top bar) */
  website: Website | null | undefined;
  /** the current path, query and hash */
  location?: string;
  /** a route is loading its data: shows the progress bar */
  loading?: boolean;
  children: ReactNode;
}

/** The page frame of 001 §2: top bar, header, main, footer, cart drawer, toasts and the route progress bar. */
export function Layout({ website, location = '/', loading = false, children }: LayoutProps) {
  const t = useShellT();
  const path = stripLangPrefix(location.split(/[?#]/)[0] ?? '/').path;
  return (
    <div className="o-layout">
      <a className="o-skip-link" href="#o-main">
        {t('layout.skip_to_content')}
      </a>
      <ProgressBar active={loading} route={routeKey(location)} />
      {website === undefined ? (
        <div className="o-layout-placeholder" aria-hidden="true">
          <Skeleton height="100%" />
        </div>
      ) : (
        website && (
          <>
            <Topbar config={website.topbar} />
            <Header config={website.header} organiser={website.organiser} location={location} onCheckoutPage={path === '/checkout'} />
          </>
        )
      )}
      <main id="o-main" className="o-main" tabIndex={-1} aria-busy={loading || undefined}>
        {children}
      </main>
      {website && <Footer config={website.footer} organiser={website.organiser} />}
      <LazyCartDrawer />
      <LazyToaster />
    </div>
  );
}
