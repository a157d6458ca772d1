import { commonEn } from './common.en';
import { homeEn } from './home.en';
import { listsEn } from './lists.en';
import { participantsEn } from './participants.en';
import { paymentEn } from './payment.en';
import { profileEn } from './profile.en';
import { registrationsEn } from './registrations.en';

/**
 * The account area's messages, a catalogue apart from the main one: only a page that shows the account loads it
 * (docs/design.md §5 counts one locale on every page). One file per area, English the source of truth.
 */
export const accountEn = {
  ...commonEn,
  home: homeEn,
  profile: profileEn,
  participants: participantsEn,
  registrations: registrationsEn,
  payment: paymentEn,
  lists: listsEn,
};
