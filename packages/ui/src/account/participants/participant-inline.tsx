import { useId } from 'react';
import type { Participant } from '@oriel/core';
import { errorMessage } from '../../context/errors';
import { useRuntime } from '../../context/runtime';
import { ErrorState, Skeleton } from '../../primitives/states';
import { useAccountTranslator } from '../use-account-translator';
import { ParticipantForm } from './participant-form';

/**
 * The participant-create form opened in place by a catalog add form when the page has no account screen to go
 * to (embedded without a template). Its own chunk: the account catalogue and the form load on the first click.
 */
export default function InlineParticipantForm({ onCreated, onCancel }: { onCreated: (participant: Participant) => void; onCancel: () => void }) {
  const runtime = useRuntime();
  const { at, failed, retry } = useAccountTranslator(runtime.lang);
  const idPrefix = `o-new-participant${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (failed) return <ErrorState message={errorMessage(runtime.t, null)} onRetry={retry} />;
  if (!at) return <Skeleton height="12rem" />;
  return (
    <ParticipantForm
      at={at}
      idPrefix={idPrefix}
      submitLabel={at('participants.create.submit')}
      inline={{ legend: at('participants.create.title'), onCancel }}
      onSaved={onCreated}
    />
  );
}
