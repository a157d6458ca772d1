import { paymentBadge, sortDatesByStart, type Booking } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountList } from '../account-list';
import { AccountScreen } from '../account-screen';
import { bookingAmounts, locationLines } from './lists.logic';
import { ListRow, RowFacts, useAccountCalls, useCustomerId, useListFormat } from './list-parts';

/** /account/bookings (001 §2): each booked resource with its first date, place and payment state. */
export function BookingsScreen() {
  const at = useAT();
  const calls = useAccountCalls();
  const { range } = useListFormat();
  const me = useCustomerId();
  const title = at('lists.bookings.title');
  return (
    <AccountScreen title={title}>
      <AccountList<Booking>
        name="bookings"
        label={title}
        empty={at('lists.bookings.empty')}
        load={(paging, signal) => calls(signal).listAccountBookings(paging)}
        itemKey={(b) => b.cuid}
        item={(booking) => {
          const [first, ...others] = sortDatesByStart(booking.dates);
          return (
            <ListRow
              to={{ view: 'booking', cuid: booking.cuid }}
              title={booking.resource.name}
              badges={<AccountBadges badges={[paymentBadge(bookingAmounts(booking, me))]} />}
            >
              <RowFacts
                facts={[
                  first && range(first.start_at, first.end_at),
                  others.length > 0 && at('lists.more_dates', { count: others.length }),
                  locationLines(booking.resource.location).name,
                ]}
              />
            </ListRow>
          );
        }}
      />
    </AccountScreen>
  );
}
