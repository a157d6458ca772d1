import { Suspense, useEffect, useMemo, useRef, type RefObject } from 'react';
import { accountTabOf, type AccountView } from '@oriel/core';
import { errorMessage } from '../context/errors';
import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { deepActiveElement, focusElement } from '../primitives/focus';
import { ErrorState, Skeleton } from '../primitives/states';
import { AccountContext, useAccount, type AccountNav } from './account-context';
import { AccountLink } from './account-link';
import { SCREENS } from './account-screens';

export { preloadScreen } from './screen-loaders';
import { AccountTabs } from './account-tabs';
import { useAccountTranslator } from './use-account-translator';
import { PaymentReturnNotice } from './payment/payment-return';
import { drawsOwnTitle, type AccountTitleSetting } from './account-title.logic';

export interface AccountAreaProps {
  nav: AccountNav;
  /** 1 on the shell's account pages (the area's title is the page's), 2 inside a host page */
  headingLevel?: 1 | 2;
  /** false: only the screen, without the tab bar (an element showing one data-view) */
  tabs?: boolean;
  /** the shown screen's title, each time it changes (the shell titles its page after it) */
  onScreenTitle?: (title: string) => void;
  /** whether the area draws its own title (account-title.logic.ts); not drawn, its screens' titles are h2 */
  title?: AccountTitleSetting;
  /** the texts of the host page's h1 elements, for `title="auto"` */
  hostHeadings?: readonly string[];
}

/**
 * The customer account area (001 §2): its title, the tab bar and the screen the navigation names. Rendered for a
 * signed-in customer only (the shell and <oriel-account> show the sign-in views otherwise).
 */
export function AccountArea({ nav, headingLevel = 2, tabs = true, onScreenTitle, title = 'true', hostHeadings = [] }: AccountAreaProps) {
  const runtime = useRuntime();
  const session = useSignalValue(runtime.session.state);
  const { at, failed, retry } = useAccountTranslator(runtime.lang);
  const drawn = !at || drawsOwnTitle(title, at('title'), hostHeadings);
  // the host's h1 names the area: the screens' titles come next, as h2
  const level = drawn ? headingLevel : 1;
  const context = useMemo(() => (at ? { nav, at, headingLevel: level, onScreenTitle } : null), [nav, at, level, onScreenTitle]);
  const area = useRef<HTMLElement>(null);
  useScreenFocus(nav.view ? screenKey(nav.view) : '', area);

  if (failed) return <ErrorState message={errorMessage(runtime.t, null)} onRetry={retry} />;
  if (!context || !session.data) return <Skeleton height="16rem" />;
  const view = nav.view;
  const H = headingLevel === 1 ? 'h1' : 'h2';
  const Screen = view ? SCREENS[view.view] : null;
  return (
    <AccountContext.Provider value={context}>
      <section
        ref={area}
        className="o-account"
        aria-labelledby={drawn ? 'o-account-title' : undefined}
        aria-label={drawn ? undefined : context.at('title')}
        data-route-title-soon=""
      >
        {drawn && (
          <H id="o-account-title" className="o-account-title">
            {context.at('title')}
          </H>
        )}
        {tabs && <AccountTabs counters={session.data.counters} current={accountTabOf(view ?? { view: 'home' })} />}
        <PaymentReturnNotice />
        <div className="o-account-screen">
          <Suspense fallback={<Skeleton height="12rem" />}>{Screen && view ? <Screen key={screenKey(view)} view={view} /> : <AccountNotFound />}</Suspense>
        </div>
      </section>
    </AccountContext.Provider>
  );
}

/**
 * A new screen whose opener went with the old one (a list's link, a form's button) would leave the focus on <body>,
 * sending keyboard users back to the page's top: it goes to the new screen's title once drawn. Focus kept somewhere
 * (a tab of the bar, the shell's route focus on its h1) is left alone.
 */
function useScreenFocus(key: string, area: RefObject<HTMLElement | null>) {
  const shown = useRef(key);
  useEffect(() => {
    const el = area.current;
    if (shown.current === key || !el) return;
    shown.current = key;
    const observer = new MutationObserver(() => tryTitle());
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    const tryTitle = () => {
      if (deepActiveElement(el.ownerDocument)) return stop();
      const title = el.querySelector<HTMLElement>('.o-account-screen-title');
      if (!title) return;
      focusElement(title);
      stop();
    };
    // a screen drawing its data late (a registration's detail) puts its title in a little after
    const timer = setTimeout(stop, 2000);
    observer.observe(el, { childList: true, subtree: true });
    tryTitle();
    return stop;
  }, [key, area]);
}

/** A new screen is a new component: no form state leaks from one registration's page to another's. */
function screenKey(view: AccountView): string {
  return Object.values(view).join('/');
}

function AccountNotFound() {
  const { at, headingLevel } = useAccount();
  const H = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <div className="state" role="status">
      {/* names the screen for the shell's route focus, as every screen's title does */}
      <H data-route-title="">{at('not_found.title')}</H>
      <p>{at('not_found.subtitle')}</p>
      <AccountLink to={{ view: 'home' }} className="btn btn-secondary">
        {at('not_found.back')}
      </AccountLink>
    </div>
  );
}
