import { describe, expect, it } from 'vitest';
import { shellLinks, type Participant } from '@oriel/core';
import { ACCOUNT_PARAM, readEmbeddedAccount } from '../account/embedded-nav';
import { EMBEDDED_ACCOUNT_REDIRECT, participantCreateHref, pickParticipant } from './participant-choice';

const people = [
  { id: 1, cuid: 'p1', fullname: 'Léa' },
  { id: 2, cuid: 'p2', fullname: 'Hugo' },
] as Participant[];

describe('pickParticipant', () => {
  it('the chosen one while it is listed, else the one the page came back with, else the first', () => {
    expect(pickParticipant(people, '2', 'p1')).toBe('2');
    expect(pickParticipant(people, null, 'p2')).toBe('2');
    expect(pickParticipant(people, null, 'unknown')).toBe('1');
    expect(pickParticipant(people, '3', null)).toBe('1');
    expect(pickParticipant([], '3', 'p2')).toBe('');
    // a participant created in place is chosen before the session lists it, then selected once it does
    expect(pickParticipant([...people, { id: 3, cuid: 'p3', fullname: 'Zoé' } as Participant], '3', null)).toBe('3');
  });

  it('only among the participants who may take part: never an ineligible one, even chosen or linked', () => {
    const notLea = (p: Participant) => p.id !== 1;
    expect(pickParticipant(people, null, null, notLea)).toBe('2');
    expect(pickParticipant(people, '1', 'p1', notLea)).toBe('2');
    expect(pickParticipant(people, null, null, () => false)).toBe('');
  });
});

describe('participantCreateHref', () => {
  it('shell: the language-prefixed create screen with the current page as redirect', () => {
    expect(participantCreateHref(shellLinks('fr'), '/fr/availabilities/a1?dates=d1')).toBe(
      '/fr/account/participants/create?redirect=%2Ffr%2Favailabilities%2Fa1%3Fdates%3Dd1',
    );
  });

  it("embedded: the host's account page template with the account element's own redirect parameter, or null without one", () => {
    const templates = { accountParticipantCreate: '/compte?oriel-account=participants/create' };
    expect(participantCreateHref({ kind: 'embedded', templates }, '/stages?x=1')).toBe(
      '/compte?oriel-account=participants/create&oriel-account-redirect=%2Fstages%3Fx%3D1',
    );
    expect(participantCreateHref({ kind: 'embedded', templates: {} }, '/stages')).toBeNull();
  });

  it("the account element reads that parameter as its create screen's redirect", () => {
    expect(EMBEDDED_ACCOUNT_REDIRECT.startsWith(`${ACCOUNT_PARAM}-`)).toBe(true);
    const href = participantCreateHref(
      { kind: 'embedded', templates: { accountParticipantCreate: '/compte?oriel-account=participants/create' } },
      '/stages?x=1',
    )!;
    const { view, query } = readEmbeddedAccount(`https://host.test${href}`, { view: 'home' });
    expect(view).toEqual({ view: 'participant-create' });
    expect(query.get('redirect')).toBe('/stages?x=1');
  });
});
