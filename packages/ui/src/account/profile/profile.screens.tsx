import type { AccountView } from '@oriel/core';
import { ProfileDeleteScreen } from './profile-delete.screen';
import { ProfileScreen } from './profile.screen';

/** The profile screens (001 §2): /account/profile and /account/profile/delete. */
export default function Screens({ view }: { view: AccountView }) {
  return view.view === 'profile-delete' ? <ProfileDeleteScreen /> : <ProfileScreen />;
}
