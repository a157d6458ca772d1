import { paymentBadge, type AttendanceCharge } from '@oriel/core';
import { SafeHtml } from '../../content/safe-html';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountScreen, useSectionHeading } from '../account-screen';
import { PaymentBlock } from '../payment/payment-block';
import { chargeTitle } from './charges.screen';
import { chargeItemRow } from './lists.logic';
import { DetailScreen, Field, Images, useListFormat } from './list-parts';

/** /account/attendance-charges/{cuid}: the billing cycle, its reference and payment, and the attendances billed (a table). */
export function ChargeScreen({ cuid }: { cuid: string }) {
  return (
    <DetailScreen<AttendanceCharge> cuid={cuid} kind="charge" list="charges" load={(calls, id) => calls.getAccountAttendanceCharge(id)}>
      {(c) => <ChargeDetail charge={c} />}
    </DetailScreen>
  );
}

function ChargeDetail({ charge }: { charge: AttendanceCharge }) {
  const at = useAT();
  const H = useSectionHeading();
  const { money, date, days, time, duration } = useListFormat();
  const cycle = charge.billing_cycle;
  const rows = charge.items.map(chargeItemRow).sort((a, b) => (a.day && b.day ? Date.parse(a.day) - Date.parse(b.day) : 0));
  return (
    <AccountScreen
      title={chargeTitle(at, charge)}
      back={{ to: { view: 'charges' }, label: at('lists.charges.back') }}
      aside={<AccountBadges badges={[paymentBadge(charge)]} />}
    >
      <Images images={cycle?.configuration?.images ?? []} label={at('lists.images')} />
      <SafeHtml html={cycle?.configuration?.description} className="o-account-description" />
      <dl className="o-account-data">
        <Field term={at('lists.fields.period')}>{cycle && days(cycle.start_at, cycle.end_at)}</Field>
        <Field term={at('lists.fields.reference')}>{charge.reference}</Field>
        <Field term={at('lists.fields.total')}>{money(charge.total_amount)}</Field>
        <Field term={at('lists.fields.paid')}>{money(charge.paid_amount)}</Field>
      </dl>
      <section aria-labelledby="o-charge-items">
        <H id="o-charge-items">{at('lists.charges.items.title')}</H>
        {rows.length === 0 ? (
          <p>{at('lists.charges.items.none')}</p>
        ) : (
          <div className="o-account-table-wrap">
            <table className="o-account-table">
              <caption className="sr-only">{at('lists.charges.items.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{at('lists.charges.items.date')}</th>
                  <th scope="col">{at('lists.fields.participant')}</th>
                  <th scope="col">{at('lists.charges.items.arrival')}</th>
                  <th scope="col">{at('lists.charges.items.departure')}</th>
                  <th scope="col">{at('lists.charges.items.duration')}</th>
                  <th scope="col">{at('lists.fields.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{r.day ? date(r.day) : ''}</th>
                    <td>{r.participant ?? ''}</td>
                    <td>{r.arrival ? time(r.arrival) : ''}</td>
                    <td>{r.departure ? time(r.departure) : ''}</td>
                    <td>{duration(r.duration)}</td>
                    <td>{money(r.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {charge.total_amount > charge.paid_amount && charge.id != null && (
        <PaymentBlock
          destination={{ attendance_charge_id: charge.id }}
          total={charge.total_amount}
          paid={charge.paid_amount}
          reference={charge.reference}
          returnTo={{ view: 'charge', cuid: charge.cuid }}
        />
      )}
    </AccountScreen>
  );
}
