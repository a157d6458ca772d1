import { paymentBadge, type AccountTranslator, type AttendanceCharge } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountList } from '../account-list';
import { AccountScreen } from '../account-screen';
import { ListRow, RowFacts, useAccountCalls, useListFormat } from './list-parts';

export const chargeTitle = (at: AccountTranslator, c: AttendanceCharge) => c.billing_cycle?.configuration?.title ?? at('lists.charges.untitled');

/** /account/attendance-charges (001 §2): each billing period's charge with its reference, total and payment. */
export function ChargesScreen() {
  const at = useAT();
  const calls = useAccountCalls();
  const { days, money } = useListFormat();
  const title = at('lists.charges.title');
  return (
    <AccountScreen title={title}>
      <AccountList<AttendanceCharge>
        name="attendance-charges"
        label={title}
        empty={at('lists.charges.empty')}
        load={(paging, signal) => calls(signal).listAccountAttendanceCharges(paging)}
        itemKey={(c) => c.cuid}
        item={(c) => (
          <ListRow to={{ view: 'charge', cuid: c.cuid }} title={chargeTitle(at, c)} badges={<AccountBadges badges={[paymentBadge(c)]} />}>
            <RowFacts
              facts={[
                c.billing_cycle && days(c.billing_cycle.start_at, c.billing_cycle.end_at),
                c.reference && at('lists.reference_is', { reference: c.reference }),
                at('lists.total_is', { amount: money(c.total_amount) }),
              ]}
            />
          </ListRow>
        )}
      />
    </AccountScreen>
  );
}
