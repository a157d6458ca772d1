import type { AccountView } from '../links/account-paths';
import { segment } from './client';

/** The account's areas as the API names them (our contract: GET /api/account/<area>[/{cuid}]). */
export type AccountApiArea = 'carts' | 'registrations' | 'bookings' | 'registrations-requests' | 'bundles' | 'vouchers' | 'memberships' | 'attendance-charges';

/** An area's list, or one of its items: the one spelling account.api and the screens' early asks share. */
export const accountAreaPath = (area: AccountApiArea, cuid?: string): string => `account/${area}${cuid === undefined ? '' : `/${segment(cuid)}`}`;

const AREA_OF: Partial<Record<AccountView['view'], AccountApiArea>> = {
  cart: 'carts',
  registration: 'registrations',
  'registration-cancel': 'registrations',
  'registration-review': 'registrations',
  'registration-edit': 'registrations',
  'registration-document': 'registrations',
  booking: 'bookings',
  request: 'registrations-requests',
  bundle: 'bundles',
  voucher: 'vouchers',
  membership: 'memberships',
  charge: 'attendance-charges',
};

/**
 * The answer a screen that shows one item of an area reads first (its GET's path), which the page may ask for
 * before the screen's code has loaded; null for the other screens.
 */
export function accountItemPath(view: AccountView): string | null {
  const area = AREA_OF[view.view];
  return area && 'cuid' in view ? accountAreaPath(area, view.cuid) : null;
}
