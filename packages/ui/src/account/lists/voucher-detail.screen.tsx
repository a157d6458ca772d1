import type { OwnedVoucher } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountScreen } from '../account-screen';
import { PaymentBlock } from '../payment/payment-block';
import { buyerName, useVoucherValue, VoucherBadges } from './vouchers.screen';
import { isExpired, isVoucherBuyer, voucherTitle } from './lists.logic';
import { DetailScreen, Field, Images, useCustomerId, useListFormat, useNow } from './list-parts';

/**
 * /account/vouchers/{cuid} (001 §6): the buyer sees the code to pass on, the payment and who redeemed it; the
 * customer who redeemed someone else's voucher sees who offered it.
 */
export function VoucherScreen({ cuid }: { cuid: string }) {
  return (
    <DetailScreen<OwnedVoucher> cuid={cuid} kind="voucher" list="vouchers" load={(calls, id) => calls.getAccountVoucher(id)}>
      {(voucher) => <VoucherDetail voucher={voucher} />}
    </DetailScreen>
  );
}

function VoucherDetail({ voucher }: { voucher: OwnedVoucher }) {
  const at = useAT();
  const { date, dateTime } = useListFormat();
  const value = useVoucherValue();
  const buyer = isVoucherBuyer(voucher, useCustomerId());
  const expired = isExpired(voucher.expires_at, useNow());
  const recipient = voucher.recipient?.fullname ?? voucher.recipient?.email;
  return (
    <AccountScreen
      title={voucherTitle(voucher)}
      back={{ to: { view: 'vouchers' }, label: at('lists.vouchers.back') }}
      aside={<VoucherBadges voucher={voucher} buyer={buyer} />}
    >
      <Images images={voucher.voucher?.images ?? voucher.bundle?.images ?? []} label={at('lists.images')} />
      {buyer ? (
        <>
          <dl className="o-account-data">
            <Field term={at('lists.vouchers.code')}>
              <code className="o-voucher-code">{voucher.code}</code>
            </Field>
            <Field term={at('lists.vouchers.value')}>{value(voucher)}</Field>
            <GiftFields voucher={voucher} />
            <Field term={expired ? at('lists.fields.expired_at') : at('lists.fields.expires_at')}>
              {voucher.expires_at ? date(voucher.expires_at) : at('lists.no_expiry')}
            </Field>
            <Field term={at('lists.fields.bought_at')}>{voucher.created_at && dateTime(voucher.created_at)}</Field>
            <Field term={at('lists.vouchers.recipient')}>
              {voucher.redeemed_at ? (recipient ?? at('lists.vouchers.someone')) : at('lists.vouchers.not_redeemed')}
            </Field>
            <Field term={at('lists.vouchers.redeemed_at')}>{voucher.redeemed_at && dateTime(voucher.redeemed_at)}</Field>
          </dl>
          {!voucher.redeemed_at && <p className="o-muted">{at('lists.vouchers.code_help')}</p>}
          {voucher.total_amount > voucher.paid_amount && voucher.id != null && (
            <PaymentBlock
              destination={{ voucher_id: voucher.id }}
              total={voucher.total_amount}
              paid={voucher.paid_amount}
              returnTo={{ view: 'voucher', cuid: voucher.cuid }}
            />
          )}
        </>
      ) : (
        <dl className="o-account-data">
          <Field term={at('lists.vouchers.value')}>{value(voucher)}</Field>
          <Field term={at('lists.vouchers.buyer')}>{buyerName(at, voucher)}</Field>
          <GiftFields voucher={voucher} />
          <Field term={at('lists.vouchers.redeemed_at')}>{voucher.redeemed_at && dateTime(voucher.redeemed_at)}</Field>
          <Field term={expired ? at('lists.fields.expired_at') : at('lists.fields.expires_at')}>{voucher.expires_at && date(voucher.expires_at)}</Field>
        </dl>
      )}
    </AccountScreen>
  );
}

/** The buyer's words, when they wrote any: for whom, and the message as typed (its line breaks kept). */
function GiftFields({ voucher }: { voucher: OwnedVoucher }) {
  const at = useAT();
  return (
    <>
      {voucher.recipient_name && <Field term={at('lists.vouchers.recipient_name')}>{voucher.recipient_name}</Field>}
      {voucher.message && (
        <Field term={at('lists.vouchers.message')}>
          <span className="o-gift-message">{voucher.message}</span>
        </Field>
      )}
    </>
  );
}
