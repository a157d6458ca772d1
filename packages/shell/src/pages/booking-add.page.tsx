import { BookingAdd, readBookingQuery, useRuntime } from '@oriel/ui';
import type { RouteLocation } from '../router';
import { useDocumentTitle } from '../shell-context';

/**
 * /cart/bookings/add (000 §2): the slot chosen in a resources daily schedule, read from the query (start_at,
 * duration, amount and our `resource`), previewed with the booking form; visitors get the login prompt.
 */
export function BookingAddPage({ location }: { location: RouteLocation }) {
  const { t } = useRuntime();
  useDocumentTitle(t('offers.booking.title'));
  return (
    <div className="o-page o-booking-page">
      <BookingAdd query={readBookingQuery(location.query)} headingLevel={1} />
    </div>
  );
}
