import { participantDeletionConfirmed, participantsApi, type Participant, accountKeys } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { TypeToConfirm } from '../../forms/type-to-confirm';
import { useAccount } from '../account-context';
import { accountErrorMessage } from '../account-errors';
import { AccountLink } from '../account-link';
import { AccountScreen } from '../account-screen';

/**
 * /account/participants/{cuid}/delete (001 §4, §5): typing the first name confirms; DELETE
 * /api/participants?participant_id=, a toast, and back to the list.
 */
export function ParticipantDeleteScreen({ participant }: { participant: Participant }) {
  const runtime = useRuntime();
  const { t, toasts, session, queries } = runtime;
  const { at, nav } = useAccount();
  const api = useApi(participantsApi);
  const firstname = participant.firstname ?? participant.fullname;

  async function remove() {
    try {
      await api.deleteParticipant(participant.id);
      toasts.success(at('participants.remove.success'));
      await Promise.all([session.refresh(), queries.invalidate(accountKeys.all)]);
      nav.go({ view: 'participants' });
    } catch (error) {
      toasts.error(accountErrorMessage(at, t, error));
    }
  }

  return (
    <AccountScreen
      title={at('participants.remove.title', { name: participant.fullname })}
      back={{ to: { view: 'participants' }, label: at('participants.back') }}
    >
      <p>{at('participants.remove.warning')}</p>
      <TypeToConfirm
        id="o-participant-delete-confirm"
        label={at('participants.remove.confirm_label')}
        hint={at('participants.remove.confirm_hint', { firstname })}
        matches={(typed) => participantDeletionConfirmed(typed, firstname)}
        mismatch={at('errors.confirmation')}
        submitLabel={at('participants.remove.submit')}
        onConfirm={remove}
      >
        <AccountLink to={{ view: 'participants' }} className="btn btn-secondary">
          {t('common.cancel')}
        </AccountLink>
      </TypeToConfirm>
    </AccountScreen>
  );
}
