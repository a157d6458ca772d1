import type { AccountViewName } from '@oriel/core';

/** Each screen group's chunk, fetched when one of its screens is first shown (account-screens.tsx) or foreseen. */
export const SCREEN_GROUPS = {
  profile: () => import('./profile/profile.screens'),
  participants: () => import('./participants/participants.screens'),
  registrations: () => import('./registrations/registrations.screens'),
  lists: () => import('./lists/lists.screens'),
};

export type ScreenGroup = keyof typeof SCREEN_GROUPS;

/** Which group draws each screen; home is in the area's own chunk (the first screen most visitors see). */
export const GROUP_OF: Record<AccountViewName, ScreenGroup | 'home'> = {
  home: 'home',
  profile: 'profile',
  'profile-delete': 'profile',
  participants: 'participants',
  'participant-create': 'participants',
  'participant-edit': 'participants',
  'participant-delete': 'participants',
  registrations: 'registrations',
  registration: 'registrations',
  'registration-cancel': 'registrations',
  'registration-review': 'registrations',
  'registration-edit': 'registrations',
  'registration-document': 'registrations',
  carts: 'lists',
  cart: 'lists',
  bookings: 'lists',
  booking: 'lists',
  requests: 'lists',
  request: 'lists',
  bundles: 'lists',
  bundle: 'lists',
  vouchers: 'lists',
  voucher: 'lists',
  'voucher-redeem': 'lists',
  'voucher-redeem-code': 'lists',
  memberships: 'lists',
  membership: 'lists',
  charges: 'lists',
  charge: 'lists',
};

/** Starts fetching the chunk that draws `view`; a failure is left to the screen's own load, which shows it. */
export function preloadScreen(view: AccountViewName): void {
  const group = GROUP_OF[view];
  if (group !== 'home') void SCREEN_GROUPS[group]().catch(() => {});
}
