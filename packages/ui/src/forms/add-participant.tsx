import { Suspense, useRef, useState, type MouseEvent } from 'react';
import type { Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { Skeleton } from '../primitives/states';
import { useLazyWithMoreMessages } from '../context/more-messages';
import { participantCreateHref } from './participant-choice';

// Cards pages never load the form: it comes with its own chunk on the first click.
const inlineParticipantForm = () => import('../account/participants/participant-inline');

export interface AddParticipantProps {
  /** the participant just created in place (the form then selects it) */
  onCreated: (participant: Participant) => void;
}

/**
 * "Add a participant" beside an add form's participant choice: a link to the account's create screen, which
 * comes back here with ?participant= (001 §4); embedded without such a page, a small create form opens in place.
 */
export function AddParticipant({ onCreated }: AddParticipantProps) {
  const runtime = useRuntime();
  const InlineParticipantForm = useLazyWithMoreMessages(inlineParticipantForm);
  const { t, links } = runtime;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const href = participantCreateHref(links, runtime.currentLocation());
  const label = t('availability.add_participant');

  if (href) {
    const follow = (e: MouseEvent<HTMLAnchorElement>) => {
      // the shell routes without a page load; a host page loads the account page
      if (links.kind !== 'shell' || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      runtime.navigate(href);
    };
    return (
      <p className="o-add-participant">
        <a href={href} onClick={follow}>
          {label}
        </a>
      </p>
    );
  }
  const close = () => {
    setOpen(false);
    setTimeout(() => opener.current?.focus(), 0);
  };
  if (open) {
    return (
      <Suspense fallback={<Skeleton height="12rem" />}>
        <InlineParticipantForm
          onCancel={close}
          onCreated={(participant) => {
            close();
            onCreated(participant);
          }}
        />
      </Suspense>
    );
  }
  return (
    <p className="o-add-participant">
      <button ref={opener} type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {label}
      </button>
    </p>
  );
}

/** An add form's place when the customer has no participant yet: why, and the way to add one. */
export function NoParticipants({ onCreated, className }: AddParticipantProps & { className?: string }) {
  const { t } = useRuntime();
  return (
    <div className={className}>
      <p role="status">{t('availability.no_participant')}</p>
      <AddParticipant onCreated={onCreated} />
    </div>
  );
}
