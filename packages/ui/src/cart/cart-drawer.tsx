import { buildHref, cartSummary, formatMoney, formatTime, loginHref, stripLangPrefix } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useStyles } from '../lazy/add-styles';
import cartDrawerCss from '../styles/cart-drawer.css?inline';
import formsCss from '../styles/forms.css?inline';
import { useSignalValue } from '../context/use-signal';
import { errorMessage } from '../context/errors';
import { Dialog } from '../primitives/dialog';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { CartItemRow } from './cart-item';
import { focusAfterRemoval } from './removal-focus';
import { HoldNotice, useHoldClock } from './cart-hold';
import { expiredItems, holdEnd } from './cart-hold.logic';
import { focusElement } from '../primitives/focus';
import { Suspense, useRef, useState } from 'react';
import { useLazyWithMoreMessages } from '../context/more-messages';

// fetched when a visitor asks to sign in from the drawer, not with the cart on every page
// the drawer's rules and the forms' its sign-in prompt and errors use: the cart's own chunk leaves both to the drawer
const DRAWER_CSS = `${formsCss}\n${cartDrawerCss}`;
const loginForm = () => import('../auth/login-form').then((m) => ({ default: m.LoginForm }));

/**
 * The cart panel (spec 000 §2, 001 §2): login prompt for visitors, empty state, or the items sorted by the
 * cart rules, until when they are held, and a footer that stays in view with the total, the deposit line and the
 * checkout button. Items whose hold ran out follow apart, not counted, each with a way to hold it again. Opens from
 * the right, a bottom sheet under 600 px.
 */
export function CartDrawer() {
  const runtime = useRuntime();
  const LoginForm = useLazyWithMoreMessages(loginForm);
  const { t, lang, currency, cart, session, toasts } = runtime;
  const open = useSignalValue(runtime.cartOpen);
  const state = useSignalValue(cart.state);
  const deleting = useSignalValue(cart.deleting);
  const sessionState = useSignalValue(session.state);
  const [loggingIn, setLoggingIn] = useState(false);
  const [holding, setHolding] = useState<ReadonlySet<number>>(new Set());
  const list = useRef<HTMLUListElement>(null);
  const live = state.data?.items ?? [];
  // the drawer's own clock: the countdown's seconds, and an item leaves the list the instant its hold ends
  const now = useHoldClock(live);
  const summary = cartSummary(live, now);
  const expired = expiredItems(live, state.data?.expired_items ?? [], now);
  const end = holdEnd(summary.items, now);
  const close = () => (runtime.cartOpen.value = false);
  // its rules come with this chunk: the cart button on every page no longer carries them
  const styled = useStyles(DRAWER_CSS);
  const signedIn = sessionState.status === 'authenticated';
  const href = loginHref(runtime.links, runtime.currentLocation());

  async function remove(id: number) {
    const index = summary.items.findIndex((item) => item.id === id);
    const scope = list.current?.parentElement;
    // 000 §4: a loading toast, replaced in place by the outcome
    const pending = toasts.loading(t('common.loading'));
    try {
      await cart.remove(id);
      // the row and its delete button are gone: focus goes to the next row, or the empty state's heading
      requestAnimationFrame(() => focusAfterRemoval(list.current, index, scope));
      toasts.update(pending, 'success', t('cart.messages.updated'));
    } catch (error) {
      toasts.update(pending, 'error', errorMessage(t, error));
    }
  }

  async function holdAgain(id: number) {
    setHolding((ids) => new Set([...ids, id]));
    const pending = toasts.loading(t('common.loading'));
    try {
      const data = await cart.hold([id]);
      const until = holdEnd(data.items, now);
      toasts.update(
        pending,
        'success',
        until ? t('cart_drawer.held_again', { time: formatTime(until, { locale: lang, timeZone: runtime.timezone }) }) : t('cart.messages.updated'),
      );
      // its button is gone with the expired row: focus goes to the same item, now in the held list
      requestAnimationFrame(() => focusElement(list.current?.querySelector<HTMLElement>(`[data-item-id="${id}"] a, [data-item-id="${id}"] button`)));
    } catch (error) {
      toasts.update(pending, 'error', errorMessage(t, error));
    } finally {
      setHolding((ids) => new Set([...ids].filter((x) => x !== id)));
    }
  }

  const expiredList = expired.length > 0 && (
    <section className="o-cart-expired-list" aria-labelledby="o-cart-expired-title">
      <h3 id="o-cart-expired-title">{t('cart_drawer.expired_title')}</h3>
      <p className="o-muted">{t('cart_drawer.expired_text')}</p>
      <ul className="o-cart-list">
        {expired.map((item) => (
          <CartItemRow
            key={item.id}
            item={item}
            deleting={deleting.has(item.id)}
            onDelete={() => void remove(item.id)}
            expired={{ holding: holding.has(item.id), onHold: () => void holdAgain(item.id) }}
          />
        ))}
      </ul>
    </section>
  );

  let body;
  let footer = null;
  if (!signedIn) {
    body = loggingIn ? (
      <Suspense fallback={<Skeleton height="12rem" />}>
        <LoginForm onSuccess={() => setLoggingIn(false)} onCancel={() => setLoggingIn(false)} />
      </Suspense>
    ) : (
      <EmptyState title={t('cart.login.title')}>
        <p>{t('cart.login.subtitle')}</p>
        {href ? (
          <a className="btn btn-primary" href={href} onClick={(e) => (e.preventDefault(), close(), runtime.navigate(href))}>
            {t('availability.login.button')}
          </a>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setLoggingIn(true)}>
            {t('availability.login.button')}
          </button>
        )}
      </EmptyState>
    );
  } else if (state.status === 'error' && !state.data) {
    body = <ErrorState message={errorMessage(t, state.error)} onRetry={() => void cart.refresh()} />;
  } else if (!state.data && state.status !== 'success') {
    body = <Skeleton height="6rem" />;
  } else if (summary.count === 0) {
    body = (
      <>
        <EmptyState title={t('cart.empty.title')}>
          <p>{t('cart.empty.subtitle')}</p>
        </EmptyState>
        {expiredList}
      </>
    );
  } else {
    body = (
      <>
        <ul ref={list} className="o-cart-list">
          {summary.items.map((item) => (
            <CartItemRow key={item.id} item={item} deleting={deleting.has(item.id)} onDelete={() => void remove(item.id)} />
          ))}
        </ul>
        {expiredList}
      </>
    );
    footer = (
      <div className="o-cart-foot">
        <dl className="o-cart-total">
          <div>
            <dt>{t('cart.total')}</dt>
            <dd>{formatMoney(summary.total, { locale: lang, currency })}</dd>
          </div>
          {summary.showDeposit && (
            <div>
              <dt>{t('cart.deposit')}</dt>
              <dd>{formatMoney(summary.deposit, { locale: lang, currency })}</dd>
            </div>
          )}
        </dl>
        <CheckoutButton close={close} />
      </div>
    );
  }

  return (
    <Dialog open={open} onClose={close} title={t('cart.title')} variant="drawer" footer={footer}>
      <div ref={styled} className="o-cart-subtitle">
        {signedIn && (summary.count > 0 || expired.length > 0) ? (
          <HoldNotice end={end} now={now} lost={expired.length > 0} />
        ) : (
          <p className="o-muted">{t('cart.subtitle')}</p>
        )}
      </div>
      {body}
    </Dialog>
  );
}

/**
 * The footer's checkout button (spec 000 §2): a link to /checkout, which only closes the panel when the
 * visitor is already there. On a host page it goes to the page's own <oriel-checkout>, else to the
 * integrator's data-href-checkout; with neither there is nowhere to check out, so no button.
 */
function CheckoutButton({ close }: { close: () => void }) {
  const runtime = useRuntime();
  const { t, links } = runtime;
  const href = buildHref(links, 'checkout');
  const here = stripLangPrefix(runtime.currentLocation().split('?')[0] ?? '/').path === '/checkout';
  const onHost = links.kind === 'embedded' && typeof document !== 'undefined' ? document.querySelector('oriel-checkout') : null;
  if (here || (onHost && !href)) {
    return (
      <button
        type="button"
        className="btn btn-primary btn-block o-cart-checkout"
        onClick={() => {
          close();
          onHost?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      >
        {t('cart.checkout')}
      </button>
    );
  }
  if (!href) return null;
  return (
    <a
      className="btn btn-primary btn-block o-cart-checkout"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        close();
        runtime.navigate(href);
      }}
    >
      {t('cart.checkout')}
    </a>
  );
}
