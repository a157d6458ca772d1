import * as v from 'valibot';
import { useMemo, type ReactNode } from 'react';
import { buildHref, langOf, topbarSchema, type Topbar as TopbarConfig } from '@oriel/core';
import { shellT, useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { SiteLink } from './site-link';
import { Icon } from '../primitives/icons';
import { MAIL_ICON, PHONE_ICON } from './layout-icons';
import { OwnTurn } from '../builder/turn-boundary';

/** Spec 001 §2 top bar; an invalid configuration renders nothing (001 §8). */
export function Topbar({ config }: { config: unknown }) {
  const parsed = useMemo(() => v.safeParse(topbarSchema, config), [config]);
  // over a served page's markup, taken over in a task of its own (builder/turn-boundary.tsx OwnTurn)
  return parsed.success ? (
    <OwnTurn>
      <TopbarView topbar={parsed.output} />
    </OwnTurn>
  ) : null;
}

function TopbarView({ topbar }: { topbar: TopbarConfig }) {
  const runtime = useRuntime();
  const { links, session, toasts } = runtime;
  const t = shellT(runtime);
  const state = useSignalValue(session.state);
  const { contacts, announcement } = topbar.content;
  const phone = contacts?.phone?.trim();
  const email = contacts?.email?.trim();
  const text = announcement?.text?.trim();
  const style = { background: topbar.settings.background.color, color: topbar.settings.text.color };
  const firstname = state.status === 'authenticated' ? state.data?.customer.firstname : null;

  async function logout() {
    // The token is dropped even when the call fails, so the visitor is signed out either way.
    await session.logout().catch(() => undefined);
    toasts.success(t('auth.logout.success'));
    runtime.emit(null, 'logout', {});
  }

  let account: ReactNode;
  const greeting = firstname != null ? t('layout.topbar.greeting', { firstname }) : '';
  const accountHref = buildHref(links, 'account');
  if (firstname != null) {
    // in an element of its own: the takeover, which reuses the server's elements of the same tag, never turns
    // the server's sign-in link into the greeting (a node that moves is a layout shift; a new node is not)
    account = (
      <span className="o-topbar-customer">
        {/* the greeting leads to the account (a phone's top bar has no room for a link of its own); embedded, with no
            account page to link to, it stays text */}
        {accountHref ? (
          <SiteLink className="o-topbar-action o-topbar-greeting" href={accountHref} aria-label={`${greeting} · ${t('layout.topbar.account')}`}>
            {greeting}
          </SiteLink>
        ) : (
          <span className="o-topbar-greeting">{greeting}</span>
        )}
        <button type="button" className="o-topbar-action" onClick={() => void logout()}>
          {t('auth.logout.button')}
        </button>
      </span>
    );
  } else {
    // also while a stored token's session loads, hidden (aria-busy): the row keeps the links' height, so a top bar
    // that wraps (a tablet's) does not lose its second line for that moment and push the page up, then down
    account = (
      <>
        <SiteLink className="o-topbar-action" href={buildHref(links, 'login') ?? '/auth/login'}>
          {t('layout.topbar.login')}
        </SiteLink>
        <SiteLink className="o-topbar-action" href={buildHref(links, 'register') ?? '/auth/register'}>
          {t('layout.topbar.register')}
        </SiteLink>
      </>
    );
  }

  return (
    <section className="o-topbar" style={style} aria-label={t('layout.topbar.label')}>
      <div className="o-topbar-inner">
        <ul className="o-topbar-contacts">
          {phone && (
            <li>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={`${t('layout.topbar.phone')} ${phone}`}>
                <Icon d={PHONE_ICON} size={16} />
                <span className="o-topbar-contact-text">{phone}</span>
              </a>
            </li>
          )}
          {email && (
            <li>
              <a href={`mailto:${email}`} aria-label={`${t('layout.topbar.email')} ${email}`}>
                <Icon d={MAIL_ICON} size={16} />
                <span className="o-topbar-contact-text">{email}</span>
              </a>
            </li>
          )}
        </ul>
        {text && (
          <p className="o-topbar-announcement" lang={langOf(announcement, 'text')}>
            {announcement?.href ? <SiteLink href={announcement.href}>{text}</SiteLink> : text}
          </p>
        )}
        {/* the account area keeps its box while the session loads: nothing shifts. The server cannot read the stored
            token: its HTML carries no data-oriel-session, and with scripting on the stylesheet hides the sign-in links
            until the browser's first render knows (synchronously, from the token) whether someone is signed in */}
        <div
          className="o-topbar-account"
          data-oriel-session={runtime.prerender ? undefined : state.status}
          aria-busy={firstname == null && state.status !== 'anonymous' && state.status !== 'error' ? true : undefined}
        >
          {account}
        </div>
      </div>
    </section>
  );
}
