import type { Participant } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useAccount } from '../account-context';
import { AccountScreen } from '../account-screen';
import { ParticipantForm } from './participant-form';
import { participantRedirect } from './participant-redirect.logic';

/**
 * /account/participants/create (001 §2, §4): after the participant is created, back to the add form that sent
 * the customer here (?redirect=, same site only) with participant={cuid}; without one, to the list.
 */
export function ParticipantCreateScreen() {
  const runtime = useRuntime();
  const { at, nav } = useAccount();

  function done(participant: Participant) {
    const target = participant.cuid ? participantRedirect(nav.query.get('redirect'), nav.query, participant.cuid, window.location.origin) : null;
    if (target) runtime.navigate(target);
    else nav.go({ view: 'participants' });
  }

  return (
    <AccountScreen title={at('participants.create.title')} back={{ to: { view: 'participants' }, label: at('participants.back') }}>
      <ParticipantForm at={at} idPrefix="o-participant" submitLabel={at('participants.create.submit')} onSaved={done} />
    </AccountScreen>
  );
}
