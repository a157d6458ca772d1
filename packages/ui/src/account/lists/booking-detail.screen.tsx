import { paymentBadge, sortDatesByStart, type Booking } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountScreen, useSectionHeading } from '../account-screen';
import { PaymentBlock } from '../payment/payment-block';
import { bookingAmounts, isOwnParticipation } from './lists.logic';
import { PaymentCells, DetailScreen, Field, Images, LocationText, useCustomerId, useListFormat } from './list-parts';

/** /account/bookings/{cuid}: the resource, its place and dates, each participant's share, and what is left to pay. */
export function BookingScreen({ cuid }: { cuid: string }) {
  return (
    <DetailScreen<Booking> cuid={cuid} kind="booking" list="bookings" load={(calls, id) => calls.getAccountBooking(id)}>
      {(booking) => <BookingDetail booking={booking} />}
    </DetailScreen>
  );
}

function BookingDetail({ booking }: { booking: Booking }) {
  const at = useAT();
  const H = useSectionHeading();
  const { range, dateTime } = useListFormat();
  const me = useCustomerId();
  const amounts = bookingAmounts(booking, me);
  const owed = amounts.total_amount > amounts.paid_amount;
  const dates = sortDatesByStart(booking.dates);
  return (
    <AccountScreen
      title={booking.resource.name}
      back={{ to: { view: 'bookings' }, label: at('lists.bookings.back') }}
      aside={<AccountBadges badges={[paymentBadge(amounts)]} />}
    >
      <Images images={booking.resource.images} label={at('lists.images')} />
      <dl className="o-account-data">
        <Field term={at('lists.fields.reference')}>{booking.reference}</Field>
        <Field term={at('lists.bookings.booked_at')}>{dateTime(booking.created_at)}</Field>
        <Field term={at('lists.fields.location')}>{booking.resource.location && <LocationText location={booking.resource.location} />}</Field>
        <Field term={at('lists.fields.dates')}>
          {dates.length > 0 && (
            <ul className="o-account-plain">
              {dates.map((d) => (
                <li key={d.start_at}>{range(d.start_at, d.end_at)}</li>
              ))}
            </ul>
          )}
        </Field>
      </dl>
      {booking.participations.length > 0 && (
        <section aria-labelledby="o-booking-participations">
          <H id="o-booking-participations">{at('lists.bookings.participations.title')}</H>
          {/* a phone scrolls the table sideways: a tab stop of its own lets the keyboard scroll it too (axe
              scrollable-region-focusable, WCAG 2.1.1) */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="o-account-table-wrap" tabIndex={0} role="group" aria-labelledby="o-booking-participations">
            <table className="o-account-table">
              <caption className="sr-only">{at('lists.bookings.participations.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{at('lists.fields.participant')}</th>
                  <th scope="col">{at('lists.fields.amount')}</th>
                  <th scope="col">{at('lists.fields.paid')}</th>
                  <th scope="col">{at('lists.fields.payment')}</th>
                </tr>
              </thead>
              <tbody>
                {booking.participations.map((p, i) => (
                  <tr key={p.id ?? i}>
                    <th scope="row">
                      {p.participant.fullname}
                      {!isOwnParticipation(p, me) && <span className="o-muted"> · {at('lists.bookings.participations.other_customer')}</span>}
                    </th>
                    <PaymentCells amounts={p} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {owed && booking.id != null && (
        <PaymentBlock
          destination={{ booking_id: booking.id }}
          total={amounts.total_amount}
          paid={amounts.paid_amount}
          reference={booking.reference}
          returnTo={{ view: 'booking', cuid: booking.cuid }}
        />
      )}
    </AccountScreen>
  );
}
