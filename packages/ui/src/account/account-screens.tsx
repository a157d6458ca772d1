import { lazy, type ComponentType } from 'react';
import type { AccountView, AccountViewName } from '@oriel/core';
import { HomeScreen } from './home/home.screen';

/** A screen group: one chunk, loaded when one of its screens is first shown. */
export type ScreensModule = { default: ComponentType<{ view: AccountView }> };

const profile = lazy(() => import('./profile/profile.screens'));
const participants = lazy(() => import('./participants/participants.screens'));
const registrations = lazy(() => import('./registrations/registrations.screens'));
const lists = lazy(() => import('./lists/lists.screens'));

/** Which group draws each screen (home is in the area's own chunk: it is the first screen most visitors see). */
export const SCREENS: Record<AccountViewName, ComponentType<{ view: AccountView }>> = {
  home: HomeScreen,
  profile,
  'profile-delete': profile,
  participants,
  'participant-create': participants,
  'participant-edit': participants,
  'participant-delete': participants,
  registrations,
  registration: registrations,
  'registration-cancel': registrations,
  'registration-review': registrations,
  'registration-edit': registrations,
  'registration-document': registrations,
  carts: lists,
  cart: lists,
  bookings: lists,
  booking: lists,
  requests: lists,
  request: lists,
  bundles: lists,
  bundle: lists,
  vouchers: lists,
  voucher: lists,
  'voucher-redeem': lists,
  'voucher-redeem-code': lists,
  memberships: lists,
  membership: lists,
  charges: lists,
  charge: lists,
};
