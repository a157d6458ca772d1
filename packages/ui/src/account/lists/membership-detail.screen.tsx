import type { OwnedMembership } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountScreen, useSectionHeading } from '../account-screen';
import { PaymentBlock } from '../payment/payment-block';
import { membershipSummary } from './lists.logic';
import { MembershipBadges, membershipTitle, usePeriodText } from './memberships.screen';
import { PaymentCells, DetailScreen, Field, Images, useListFormat } from './list-parts';

/** /account/memberships/{cuid}: participant, period, badges, the billing cycles table, and payment of what a cycle still owes. */
export function MembershipScreen({ cuid }: { cuid: string }) {
  return (
    <DetailScreen<OwnedMembership> cuid={cuid} kind="membership" list="memberships" load={(calls, id) => calls.getAccountMembership(id)}>
      {(m) => <MembershipDetail membership={m} />}
    </DetailScreen>
  );
}

function MembershipDetail({ membership }: { membership: OwnedMembership }) {
  const at = useAT();
  const H = useSectionHeading();
  const { date, dateTime } = useListFormat();
  const period = usePeriodText();
  const { cycles, amounts, owes } = membershipSummary(membership);
  return (
    <AccountScreen
      title={membershipTitle(at, membership)}
      back={{ to: { view: 'memberships' }, label: at('lists.memberships.back') }}
      aside={<MembershipBadges membership={membership} />}
    >
      <Images images={membership.membership?.images ?? []} label={at('lists.images')} />
      <dl className="o-account-data">
        <Field term={at('lists.fields.participant')}>{membership.participant?.fullname}</Field>
        <Field term={at('lists.fields.period')}>{period(membership)}</Field>
        <Field term={at('lists.fields.bought_at')}>{membership.created_at && dateTime(membership.created_at)}</Field>
      </dl>
      <section aria-labelledby="o-membership-cycles">
        <H id="o-membership-cycles">{at('lists.memberships.cycles.title')}</H>
        {cycles.length === 0 ? (
          <p>{at('lists.memberships.cycles.none')}</p>
        ) : (
          <div className="o-account-table-wrap">
            <table className="o-account-table">
              <caption className="sr-only">{at('lists.memberships.cycles.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{at('lists.memberships.cycles.start')}</th>
                  <th scope="col">{at('lists.memberships.cycles.end')}</th>
                  <th scope="col">{at('lists.fields.total')}</th>
                  <th scope="col">{at('lists.fields.paid')}</th>
                  <th scope="col">{at('lists.fields.payment')}</th>
                </tr>
              </thead>
              <tbody>
                {cycles.map((c) => (
                  <tr key={c.start_at}>
                    <th scope="row">{date(c.start_at)}</th>
                    <td>{c.end_at ? date(c.end_at) : at('lists.memberships.cycles.open_end')}</td>
                    <PaymentCells amounts={c} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {owes && membership.id != null && (
        <PaymentBlock
          destination={{ membership_id: membership.id }}
          total={amounts.total_amount}
          paid={amounts.paid_amount}
          returnTo={{ view: 'membership', cuid: membership.cuid }}
        />
      )}
    </AccountScreen>
  );
}
