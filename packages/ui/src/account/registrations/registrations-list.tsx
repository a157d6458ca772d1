import { accountApi, registrationBadges, registrationSpan, type Registration } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { useAccountFormat } from '../account-format';
import { AccountLink } from '../account-link';
import { AccountList } from '../account-list';
import { AccountScreen, useSectionHeading } from '../account-screen';

/** /account/registrations (001 §2): the customer's registrations, 20 a page, each leading to its detail. */
export function RegistrationsList() {
  const { http } = useRuntime();
  const at = useAT();
  return (
    <AccountScreen title={at('registrations.title')}>
      <AccountList<Registration>
        name="registrations"
        load={(paging, signal) => accountApi(http.withSignal(signal)).listAccountRegistrations(paging)}
        label={at('registrations.title')}
        empty={at('registrations.empty')}
        itemKey={(r) => r.cuid}
        item={(r) => <RegistrationRow registration={r} />}
      />
    </AccountScreen>
  );
}

/** Title (the link), who, when, where, and the badges of 001 §4. */
function RegistrationRow({ registration: r }: { registration: Registration }) {
  const at = useAT();
  const { range } = useAccountFormat();
  const H = useSectionHeading();
  const span = registrationSpan(r);
  const location = r.availability?.location;
  const place = location?.name ?? location?.title;
  return (
    <>
      <H>
        <AccountLink to={{ view: 'registration', cuid: r.cuid }}>{r.availability?.activity?.title ?? at('registrations.untitled')}</AccountLink>
      </H>
      <p className="o-muted o-account-row-facts">
        {[r.participant && at('registrations.row.participant', { name: r.participant.fullname }), span && range(span.start_at, span.end_at), place]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <AccountBadges badges={registrationBadges(r)} />
    </>
  );
}
