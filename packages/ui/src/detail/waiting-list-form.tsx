import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import { detailApi, waitingListRequestSchema, type Availability, type Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { issuesToFieldErrors } from '../forms/field-errors';
import { useToastSubmit } from '../forms/use-toast-submit';
import { NoParticipants } from '../forms/add-participant';
import { useParticipantChoice } from '../forms/participant-choice';
import { ParticipantSelect } from '../forms/participant-select';
import { Spinner } from '../primitives/states';
import { softDisabled } from '../forms/submit-button';
import { ErrorSummary } from '../forms/error-summary';
import { fits, participantFieldError } from '../forms/eligibility.logic';
import { useEligibility } from '../forms/use-eligibility';

/**
 * "Rejoindre la liste d'attente" for a CLOSED or FULL availability (000 §4, §5: participant_id an integer,
 * §7 POST /api/registrations/waiting-list). A participant already listed gets the server's refusal as text.
 */
export function WaitingListForm({ availability, participants }: { availability: Availability; participants: readonly Participant[] }) {
  const { t } = useRuntime();
  const api = useApi(detailApi);
  const eligibility = useEligibility(participants, [availability]);
  const [participantId, setParticipantId] = useParticipantChoice(participants, (p) => fits(eligibility, p.id));
  const { errors, setErrors, summary, busy, run } = useToastSubmit();
  const [joined, setJoined] = useState<readonly string[]>([]);
  const idp = `o-wait-${availability.cuid}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const participantError = participantFieldError(eligibility, participantId);
    if (participantError) return setErrors({ participant_id: participantError });
    const parsed = v.safeParse(waitingListRequestSchema, {
      availability_id: availability.id,
      participant_id: participantId === '' ? undefined : Number(participantId),
    });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.issues));
    if (await run(() => api.joinWaitingList(parsed.output), { success: t('availability.waiting_list.success') })) {
      setJoined((j) => [...j, participantId]);
    }
  }

  if (participants.length === 0) return <NoParticipants onCreated={(p) => setParticipantId(String(p.id))} />;
  return (
    <form ref={summary.formRef} className="o-form" onSubmit={submit} noValidate aria-busy={busy}>
      <ErrorSummary control={summary} id={`${idp}-errors`} />
      <ParticipantSelect
        id={`${idp}-participant`}
        participants={participants}
        value={participantId}
        onValue={setParticipantId}
        error={errors.participant_id}
        eligibility={eligibility}
      />
      {joined.includes(participantId) && <p role="status">{t('availability.waiting_list.success')}</p>}
      <button type="submit" className="btn btn-secondary btn-block" disabled={joined.includes(participantId)} {...softDisabled(busy)}>
        {busy && <Spinner />}
        {t('availability.waiting_list.button')}
      </button>
    </form>
  );
}
