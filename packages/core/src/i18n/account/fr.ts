import type { AccountMessages } from './types';
import { commonFr } from './common.fr';
import { homeFr } from './home.fr';
import { listsFr } from './lists.fr';
import { participantsFr } from './participants.fr';
import { paymentFr } from './payment.fr';
import { profileFr } from './profile.fr';
import { registrationsFr } from './registrations.fr';

export const accountFr = {
  ...commonFr,
  home: homeFr,
  profile: profileFr,
  participants: participantsFr,
  registrations: registrationsFr,
  payment: paymentFr,
  lists: listsFr,
} satisfies AccountMessages;
