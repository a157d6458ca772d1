import { paymentBadge, voucherRedemptionBadge, type AccountTranslator, type OwnedVoucher } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountLink } from '../account-link';
import { AccountList } from '../account-list';
import { AccountScreen } from '../account-screen';
import { isExpired, isVoucherBuyer, voucherTitle } from './lists.logic';
import { ListRow, RowFacts, useAccountCalls, useCustomerId, useListFormat, useNow } from './list-parts';

/** What a voucher is worth: an amount, or a pass. */
export function useVoucherValue(): (v: Pick<OwnedVoucher, 'amount' | 'bundle'>) => string | null {
  const at = useAT();
  const { money } = useListFormat();
  return (v) => (v.amount != null ? money(v.amount) : v.bundle ? at('lists.vouchers.bundle_value', { title: v.bundle.title }) : null);
}

/** Payment (buyer only), redemption (once paid, 001 §4) or expiry: an expired voucher no longer waits to be used. */
export function VoucherBadges({ voucher, buyer }: { voucher: OwnedVoucher; buyer: boolean }) {
  // the hook before the test: behind `&&` it ran only for unredeemed vouchers, so a voucher redeemed while shown changed the hook order
  const now = useNow();
  const expired = !voucher.redeemed_at && isExpired(voucher.expires_at, now);
  return (
    <span className="o-badges">
      {buyer && <AccountBadges badges={[paymentBadge(voucher)]} />}
      {expired ? (
        <AccountBadges prefix="lists.badges" badges={[{ code: 'expired', tone: 'red' }]} />
      ) : (
        <AccountBadges badges={[voucherRedemptionBadge(voucher)]} />
      )}
    </span>
  );
}

export const buyerName = (at: AccountTranslator, v: OwnedVoucher) => v.customer?.fullname ?? v.customer?.email ?? at('lists.vouchers.someone');

/** /account/vouchers (001 §2, §6): vouchers bought (code to pass on, payment) and vouchers redeemed (who offered them). */
export function VouchersScreen() {
  const at = useAT();
  const calls = useAccountCalls();
  const { date } = useListFormat();
  const value = useVoucherValue();
  const me = useCustomerId();
  const now = useNow();
  const title = at('lists.vouchers.title');
  return (
    <AccountScreen
      title={title}
      aside={
        <AccountLink to={{ view: 'voucher-redeem' }} className="btn btn-secondary">
          {at('lists.redeem.title')}
        </AccountLink>
      }
    >
      <AccountList<OwnedVoucher>
        name="vouchers"
        label={title}
        empty={at('lists.vouchers.empty')}
        load={(paging, signal) => calls(signal).listAccountVouchers(paging)}
        itemKey={(v) => v.cuid}
        item={(voucher) => {
          const buyer = isVoucherBuyer(voucher, me);
          return (
            <ListRow to={{ view: 'voucher', cuid: voucher.cuid }} title={voucherTitle(voucher)} badges={<VoucherBadges voucher={voucher} buyer={buyer} />}>
              <RowFacts
                facts={[
                  value(voucher),
                  buyer ? at('lists.vouchers.code_is', { code: voucher.code }) : at('lists.vouchers.bought_by', { name: buyerName(at, voucher) }),
                  voucher.expires_at &&
                    !voucher.redeemed_at &&
                    at(isExpired(voucher.expires_at, now) ? 'lists.expired_on' : 'lists.valid_until', { date: date(voucher.expires_at) }),
                ]}
              />
            </ListRow>
          );
        }}
      />
    </AccountScreen>
  );
}
