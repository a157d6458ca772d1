import { formatDateTime, type AddToCartState, type Availability, type Translator } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { LoginPrompt } from '../auth/login-prompt';
import { AddAvailabilityForm } from './add-availability-form';
import { WaitingListForm } from './waiting-list-form';
import { CustomerGate } from '../auth/customer-gate';

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
 * signed-in customer; visitors get the login prompt (000 §2).
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
    <section className="o-add" aria-label={t('availability.add_to_cart')}>
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
