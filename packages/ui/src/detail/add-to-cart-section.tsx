import { useEffect, useRef } from 'react';
import { formatDateTime, type AddToCartState, type Availability, type Translator } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { LoginPrompt } from '../auth/login-prompt';
import { AddAvailabilityForm } from './add-availability-form';
import { WaitingListForm } from './waiting-list-form';
import { CustomerGate } from '../auth/customer-gate';
import { WAITING_LIST_ANCHOR } from './waiting-list.logic';

function stateText(t: Translator, state: AddToCartState, av: Availability, fmt: { locale: string; timeZone: string }): string {
  switch (state) {
    case 'waiting-list':
      return av.status === 'CLOSED' ? t('availability.waiting_list_closed_title') : t('availability.waiting_list.title');
    case 'opening-scheduled':
      return t('availability.opening_scheduled', { date: av.registrations_start_at ? formatDateTime(av.registrations_start_at, fmt) : '' });
    case 'closing-scheduled':
      return t('availability.closing_scheduled', { date: av.registrations_end_at ? formatDateTime(av.registrations_end_at, fmt) : '' });
    default:
      return t('availability.closed');
  }
}

/**
 * The side form of an availability by its add-to-cart state (000 §4): the add form when open, the waiting list
 * for CLOSED or FULL, otherwise what keeps it closed (opening scheduled, closing scheduled, closed). Forms need a
 * signed-in customer; visitors get the login prompt (000 §2). The waiting list carries an anchor: a full session's
 * card links to it, and a page opened at that anchor scrolls to it and focuses its first control.
 */
export function AddToCartSection({
  availability: av,
  state,
  onLogin,
  level = 3,
}: {
  availability: Availability;
  state: AddToCartState;
  onLogin?: (() => void) | undefined;
  /** heading level of its sub-titles: 2 on a page whose h1 is the detail title, 3 in a dialog */
  level?: 2 | 3;
}) {
  const { t, lang, timezone } = useRuntime();
  const withForm = state === 'open' || state === 'waiting-list';
  const waiting = state === 'waiting-list';
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!waiting || typeof location === 'undefined' || location.hash !== `#${WAITING_LIST_ANCHOR}`) return;
    const el = section.current;
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    // the form comes once the customer's session has loaded: focus its first control when it does
    const focusFirst = () => {
      const control = el.querySelector<HTMLElement>('select, input:not([type=hidden]), button, a[href]');
      control?.focus({ preventScroll: true });
      return !!control;
    };
    if (focusFirst()) return;
    const watch = new MutationObserver(() => focusFirst() && watch.disconnect());
    watch.observe(el, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [waiting]);
  const form = (
    <CustomerGate login={<LoginPrompt onLogin={onLogin} level={level} />}>
      {(participants) =>
        state === 'open' ? (
          <AddAvailabilityForm availability={av} participants={participants} />
        ) : (
          <WaitingListForm availability={av} participants={participants} />
        )
      }
    </CustomerGate>
  );
  return (
    <section ref={section} id={waiting ? WAITING_LIST_ANCHOR : undefined} className="o-add" aria-label={t('availability.add_to_cart')}>
      {state !== 'open' && (
        <div className="o-add-state" role="status">
          <strong>{stateText(t, state, av, { locale: lang, timeZone: timezone })}</strong>
          {state === 'waiting-list' && <p>{t('availability.waiting_list.subtitle')}</p>}
        </div>
      )}
      {withForm && form}
    </section>
  );
}
