import { useRef, type ReactNode } from 'react';
import type { AccountView, Participant } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useSignalValue } from '../../context/use-signal';
import { useAT } from '../account-context';
import { AccountScreen } from '../account-screen';
import { ParticipantCreateScreen } from './participant-create.screen';
import { ParticipantDeleteScreen } from './participant-delete.screen';
import { ParticipantEditScreen } from './participant-edit.screen';
import { ParticipantsScreen } from './participants-list.screen';

/** The participants screens (001 §2): list, create (?redirect=), edit and delete. */
export default function Screens({ view }: { view: AccountView }) {
  switch (view.view) {
    case 'participant-create':
      return <ParticipantCreateScreen />;
    case 'participant-edit':
      return <WithParticipant cuid={view.cuid}>{(p) => <ParticipantEditScreen participant={p} />}</WithParticipant>;
    case 'participant-delete':
      return <WithParticipant cuid={view.cuid}>{(p) => <ParticipantDeleteScreen participant={p} />}</WithParticipant>;
    default:
      return <ParticipantsScreen />;
  }
}

/** The session's participant whose cuid the path names, or "not found" (a wrong link, or another customer's). */
function WithParticipant({ cuid, children }: { cuid: string; children: (participant: Participant) => ReactNode }) {
  const at = useAT();
  const data = useSignalValue(useRuntime().session.state).data;
  const found = data?.participants.find((p) => (p.cuid ?? String(p.id)) === cuid);
  // a screen that just deleted its participant keeps it until it has left, rather than flashing "not found"
  const last = useRef<Participant | undefined>(undefined);
  if (found) last.current = found;
  const participant = found ?? last.current;
  if (participant) return <>{children(participant)}</>;
  return (
    <AccountScreen title={at('not_found.title')} back={{ to: { view: 'participants' }, label: at('participants.back') }}>
      <p role="status">{at('participants.not_found')}</p>
    </AccountScreen>
  );
}
