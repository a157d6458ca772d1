import type { Participant } from '@oriel/core';
import { useAccount } from '../account-context';
import { AccountLink } from '../account-link';
import { AccountScreen } from '../account-screen';
import { ParticipantForm } from './participant-form';

/** /account/participants/{cuid}: the participant's form, prefilled; saved, back to the list. */
export function ParticipantEditScreen({ participant }: { participant: Participant }) {
  const { at, nav } = useAccount();
  const cuid = participant.cuid ?? String(participant.id);
  return (
    <AccountScreen
      title={at('participants.update.title', { name: participant.fullname })}
      back={{ to: { view: 'participants' }, label: at('participants.back') }}
    >
      <ParticipantForm
        at={at}
        participant={participant}
        idPrefix="o-participant"
        submitLabel={at('participants.update.submit')}
        onSaved={() => nav.go({ view: 'participants' })}
        footer={
          <p>
            <AccountLink to={{ view: 'participant-delete', cuid }}>{at('participants.delete_named', { name: participant.fullname })}</AccountLink>
          </p>
        }
      />
    </AccountScreen>
  );
}
