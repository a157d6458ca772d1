import { useState } from 'react';
import { buildHref, type LinkMode, type Participant } from '@oriel/core';
import { useUrlParam } from '../context/url-state';

/**
 * The participant an add form is for: the one the customer chose while it is still theirs, else the one the page
 * came back with (`?participant={cuid}` after creating it, 001 §4), else the first (000 §5); only among those who
 * may take part (`usable`: the session's ages), '' when none may. Derived rather than stored, so a participant
 * created while the form is open is selected as soon as the session lists it.
 */
export function pickParticipant(
  participants: readonly Participant[],
  chosen: string | null,
  linkedCuid: string | null,
  usable: (participant: Participant) => boolean = () => true,
): string {
  const open = participants.filter(usable);
  if (chosen && open.some((p) => String(p.id) === chosen)) return chosen;
  const linked = linkedCuid ? open.find((p) => p.cuid === linkedCuid) : undefined;
  const first = linked ?? open[0];
  return first ? String(first.id) : '';
}

/** [participant id as the select's value ('' when none), choose] */
export function useParticipantChoice(participants: readonly Participant[], usable?: (participant: Participant) => boolean): [string, (id: string) => void] {
  const [linked] = useUrlParam('participant', true);
  const [chosen, setChosen] = useState<string | null>(null);
  return [pickParticipant(participants, chosen, linked, usable), setChosen];
}

/**
 * <oriel-account>'s own redirect parameter on a host page (embedded-nav's ACCOUNT_PARAM prefix): spelled here so
 * the add forms do not bring the account area's navigation into the catalog chunks.
 */
export const EMBEDDED_ACCOUNT_REDIRECT = 'oriel-account-redirect';

/**
 * The account's participant-create screen with a way back here (001 §4), or null when there is no such page
 * (embedded without a `data-href-account-participant-create` template: the form opens in place). On a host page
 * the account element reads its own parameters under its prefix.
 */
export function participantCreateHref(mode: LinkMode, current: string): string | null {
  const key = mode.kind === 'shell' ? 'redirect' : EMBEDDED_ACCOUNT_REDIRECT;
  return buildHref(mode, 'accountParticipantCreate', {}, { [key]: current });
}
