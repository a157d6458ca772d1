import { membershipBadges, paymentBadge, type AccountTranslator, type OwnedMembership } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountList } from '../account-list';
import { AccountScreen } from '../account-screen';
import { membershipSummary } from './lists.logic';
import { ListRow, RowFacts, useAccountCalls, useListFormat } from './list-parts';

export const membershipTitle = (at: AccountTranslator, m: OwnedMembership) => m.membership?.title ?? at('lists.memberships.untitled');

/** Cancelled and recurring (001 §4), then the payment of all its cycles. */
export function MembershipBadges({ membership }: { membership: OwnedMembership }) {
  return (
    <span className="o-badges">
      <AccountBadges badges={membershipBadges(membership)} />
      <AccountBadges badges={[paymentBadge(membershipSummary(membership).amounts)]} />
    </span>
  );
}

/** "12 Jan 2026 – 11 Jan 2027", or "from 12 Jan 2026" while the last cycle has no end. */
export function usePeriodText(): (m: OwnedMembership) => string | null {
  const at = useAT();
  const { date } = useListFormat();
  return (m) => {
    const p = membershipSummary(m).period;
    if (!p) return null;
    return p.end ? at('lists.period', { start: date(p.start), end: date(p.end) }) : at('lists.since', { start: date(p.start) });
  };
}

/** /account/memberships (001 §2): each membership with its participant, period and badges. */
export function MembershipsScreen() {
  const at = useAT();
  const calls = useAccountCalls();
  const period = usePeriodText();
  const title = at('lists.memberships.title');
  return (
    <AccountScreen title={title}>
      <AccountList<OwnedMembership>
        name="memberships"
        label={title}
        empty={at('lists.memberships.empty')}
        load={(paging, signal) => calls(signal).listAccountMemberships(paging)}
        itemKey={(m) => m.cuid}
        item={(m) => (
          <ListRow to={{ view: 'membership', cuid: m.cuid }} title={membershipTitle(at, m)} badges={<MembershipBadges membership={m} />}>
            <RowFacts facts={[m.participant && at('lists.for', { name: m.participant.fullname }), period(m)]} />
          </ListRow>
        )}
      />
    </AccountScreen>
  );
}
