import { useId } from 'react';
import { cancelledMoney, registrationActions, registrationBadges, registrationSpan, type Registration } from '@oriel/core';
import { SafeHtml } from '../../content/safe-html';
import { useRuntime } from '../../context/runtime';
import { useSignalValue } from '../../context/use-signal';
import { DetailGallery } from '../../detail/detail-gallery';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { useAccountFormat } from '../account-format';
import { AccountLink } from '../account-link';
import { AccountScreen, useSectionHeading } from '../account-screen';
import { PaymentBlock } from '../payment/payment-block';
import { RegistrationData } from './registration-data';
import { RegistrationDescription } from './registration-description';
import { RegistrationDocuments } from './registration-documents';
import { RegistrationGate } from './registration-gate';

/** /account/registrations/{cuid} (001 §2). */
export function RegistrationDetailScreen({ cuid }: { cuid: string }) {
  return <RegistrationGate cuid={cuid}>{(registration) => <RegistrationDetail registration={registration} />}</RegistrationGate>;
}

/**
 * Title and dates, instructions, the description, images, the data list, the badges, what is owed (unless
 * cancelled or free), the documents, then what the customer may do with it.
 */
function RegistrationDetail({ registration: r }: { registration: Registration }) {
  const at = useAT();
  const { range } = useAccountFormat();
  const H = useSectionHeading();
  const id = useId();
  const now = useSignalValue(useRuntime().now);
  const activity = r.availability?.activity;
  const span = registrationSpan(r);
  const detail = { view: 'registration', cuid: r.cuid } as const;
  return (
    <AccountScreen title={activity?.title ?? at('registrations.untitled')} back={{ to: { view: 'registrations' }, label: at('registrations.back_to_list') }}>
      {span && <p className="o-registration-when">{range(span.start_at, span.end_at)}</p>}
      {activity?.instructions?.trim() && (
        <section aria-labelledby={`${id}-instructions`}>
          <H id={`${id}-instructions`}>{at('registrations.detail.instructions')}</H>
          <SafeHtml className="o-richtext" html={activity.instructions} />
        </section>
      )}
      <RegistrationDescription html={activity?.description} />
      {activity && activity.images.length > 0 && (
        <section aria-label={at('registrations.detail.images')}>
          <DetailGallery images={activity.images} />
        </section>
      )}
      <RegistrationData registration={r} />
      <AccountBadges badges={registrationBadges(r)} />
      {r.cancelled && <CancelledMoney registration={r} />}
      {r.total_amount > 0 && !r.cancelled && (
        <PaymentBlock
          destination={{ registration_id: r.id }}
          total={r.total_amount}
          paid={r.paid_amount}
          deposit={r.deposit_amount}
          reference={r.reference}
          returnTo={detail}
        />
      )}
      <RegistrationDocuments registration={r} />
      <RegistrationActionLinks registration={r} now={now} />
    </AccountScreen>
  );
}

/** Why a cancelled registration shows no payment: what became of what was paid, in a sentence. */
function CancelledMoney({ registration: r }: { registration: Registration }) {
  const at = useAT();
  const { money } = useAccountFormat();
  const { code, amount } = cancelledMoney(r);
  return (
    <p className="o-registration-cancelled">{at(`registrations.detail.cancelled.${code}`, { amount: amount === undefined ? undefined : money(amount) })}</p>
  );
}

function RegistrationActionLinks({ registration: r, now }: { registration: Registration; now: number }) {
  const at = useAT();
  const actions = registrationActions(r, now);
  if (!actions.cancel && !actions.review && !actions.edit) return null;
  return (
    <div className="o-account-actions" role="group" aria-label={at('registrations.detail.actions')}>
      {actions.edit && (
        <AccountLink to={{ view: 'registration-edit', cuid: r.cuid }} className="btn btn-secondary">
          {at('registrations.detail.edit')}
        </AccountLink>
      )}
      {actions.review && (
        <AccountLink to={{ view: 'registration-review', cuid: r.cuid }} className="btn btn-secondary">
          {actions.review === 'edit' ? at('registrations.detail.review_edit') : at('registrations.detail.review_create')}
        </AccountLink>
      )}
      {actions.cancel && (
        <AccountLink to={{ view: 'registration-cancel', cuid: r.cuid }} className="btn btn-danger">
          {at('registrations.detail.cancel')}
        </AccountLink>
      )}
    </div>
  );
}
