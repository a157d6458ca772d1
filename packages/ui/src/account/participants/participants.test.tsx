import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { parseAccountPath } from '@oriel/core';
import type { AccountQuery } from '../account-context';
import { describedBy as errorOf, field as input, typeInto as type } from '../../forms/field.test-utils';
import { lastBody, memoryNav, renderAccount } from '../account.test-utils';
import { participantRoutes, sessionParticipants } from './participants.fixtures';
import Screens from './participants.screens';
import { withoutLang } from '../../testing/test-runtime';

const sessionLoads = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([u, i]) => withoutLang(String(u)).endsWith('/api/session') && ((i as RequestInit | undefined)?.method ?? 'GET') === 'GET').length;

async function renderAt(path: string, query: AccountQuery = {}, session: Record<string, unknown> = { participants: sessionParticipants }) {
  const { nav, moves } = memoryNav(path, query);
  const utils = await renderAccount(<Screens view={parseAccountPath(path)!} />, { routes: participantRoutes(), nav, session });
  return { ...utils, moves };
}

async function fillNew() {
  await screen.findByLabelText('Allergies');
  type('Prénom', ' Zoé ');
  type('Nom', 'Dubois');
  type('Date de naissance', '2020-02-29');
  fireEvent.input(input('Allergies'), { target: { value: 'Aucune' } });
}
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter le participant' }));

describe('/account/participants', () => {
  it('lists the session participants with birthdate, age and answers, and links to add, edit and delete', async () => {
    await renderAt('participants');
    const list = screen.getByRole('list', { name: 'Participants' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const lea = within(rows[0]!);
    lea.getByRole('heading', { name: 'Léa Dubois' });
    lea.getByText('14 octobre 2018');
    lea.getByText('8 ans');
    await lea.findByText('Allergies');
    lea.getByText('Arachides');
    expect(lea.getByRole('link', { name: 'Modifier Léa Dubois' }).getAttribute('href')).toBe('/fr/account/participants/p1');
    expect(lea.getByRole('link', { name: 'Supprimer Léa Dubois' }).getAttribute('href')).toBe('/fr/account/participants/p1/delete');
    within(rows[1]!).getByText('13 ans');
    expect(screen.getByRole('link', { name: 'Ajouter un participant' }).getAttribute('href')).toBe('/fr/account/participants/create');
  });

  it('without participants: an empty state and the add link', async () => {
    await renderAt('participants', {}, { participants: [] });
    screen.getByRole('heading', { name: /Aucun participant/ });
    screen.getByRole('link', { name: 'Ajouter un participant' });
  });
});

describe('/account/participants/create', () => {
  it('refuses empty names, a missing birthdate and an unanswered required field; the first invalid field takes focus', async () => {
    const { fetch } = await renderAt('participants/create');
    await screen.findByLabelText('Allergies');
    add();
    // the summary takes the focus; its first link leads to the first invalid field
    const summary = screen.getByText(/^Il y a un problème/).closest<HTMLElement>('.o-error-summary')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(within(summary).getAllByRole('link')[0]!);
    expect(document.activeElement).toBe(input('Prénom'));
    expect(errorOf('Prénom')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Date de naissance')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Allergies')).toBe('Ce champ est obligatoire.');
    type('Date de naissance', '2026-11-22');
    add();
    await waitFor(() => expect(errorOf('Date de naissance')).toBe('La date de naissance ne peut pas être dans le futur.'));
    expect(input('Date de naissance').getAttribute('max')).toBe('2026-11-21');
    expect(lastBody(fetch, 'POST', '/api/participants')).toBeUndefined();
  });

  it('with ?redirect=: creates, refreshes the session, then goes back with the redirect query, the other parameters and participant={cuid}', async () => {
    const redirect = '/fr/availabilities/av-tennis-1?dates=d91&participant=p1';
    const { fetch, navigate, runtime, moves } = await renderAt('participants/create', { redirect, availabilities: 'av-camp' });
    const loads = sessionLoads(fetch);
    await fillNew();
    add();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate).toHaveBeenCalledWith('/fr/availabilities/av-tennis-1?dates=d91&availabilities=av-camp&participant=pnew');
    expect(lastBody(fetch, 'POST', '/api/participants')).toEqual({
      firstname: 'Zoé',
      lastname: 'Dubois',
      birthdate: '2020-02-29',
      custom_data: [{ field_id: 21, data: 'Aucune' }],
    });
    expect(sessionLoads(fetch)).toBeGreaterThan(loads);
    expect(runtime.toasts.all.value.map((x) => x.message)).toContain('Le participant a été ajouté.');
    expect(moves).toEqual([]);
  });

  it('an off-site redirect is refused: the list instead', async () => {
    for (const redirect of ['https://evil.test/steal', '//evil.test/x', 'javascript:alert(1)', '/.//x//evil.test', '/%2e/%2e//evil.test', '/%2F%2Fevil.test']) {
      const { navigate, moves, unmount } = await renderAt('participants/create', { redirect });
      await fillNew();
      add();
      await waitFor(() => expect(moves).toEqual([{ path: 'participants', query: {} }]));
      expect(navigate).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('without a redirect: back to the list', async () => {
    const { navigate, moves } = await renderAt('participants/create');
    await fillNew();
    add();
    await waitFor(() => expect(moves).toEqual([{ path: 'participants', query: {} }]));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('/account/participants/{cuid}', () => {
  it('is prefilled; PUT /api/participants with participant_id, then a toast and the list', async () => {
    const { fetch, runtime, moves } = await renderAt('participants/p1');
    screen.getByRole('heading', { name: 'Modifier Léa Dubois' });
    expect(input('Prénom').value).toBe('Léa');
    expect(input('Date de naissance').value).toBe('2018-10-14');
    expect((await screen.findByLabelText('Allergies')) as HTMLTextAreaElement).toHaveProperty('value', 'Arachides');
    type('Nom', 'Dubois-Martin');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(moves).toEqual([{ path: 'participants', query: {} }]));
    expect(lastBody(fetch, 'PUT', '/api/participants')).toEqual({
      participant_id: 1,
      firstname: 'Léa',
      lastname: 'Dubois-Martin',
      birthdate: '2018-10-14',
      custom_data: [{ field_id: 21, data: 'Arachides' }],
    });
    expect(runtime.toasts.all.value.map((x) => x.message)).toContain('Modifications enregistrées.');
  });

  it('server field codes land under their fields and what was typed stays', async () => {
    const { nav } = memoryNav('participants/p1');
    await renderAccount(<Screens view={{ view: 'participant-edit', cuid: 'p1' }} />, {
      nav,
      session: { participants: sessionParticipants },
      routes: participantRoutes({
        'PUT /api/participants': { __status: 400, body: { error: 'VALIDATION_ERROR', fields: { birthdate: 'invalid', custom_field_21: 'required' } } },
      }),
    });
    await screen.findByLabelText('Allergies');
    type('Prénom', 'Léna');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(errorOf('Date de naissance')).toBe("Ce champ n'est pas valide."));
    expect(errorOf('Allergies')).toBe('Ce champ est obligatoire.');
    expect(input('Prénom').value).toBe('Léna');
  });

  it('an unknown cuid says the participant cannot be found', async () => {
    await renderAt('participants/nope');
    screen.getByText('Ce participant est introuvable.');
    expect(screen.queryByLabelText('Prénom')).toBeNull();
  });
});

describe('/account/participants/{cuid}/delete', () => {
  const field = () => input('Prénom du participant');
  const button = () => screen.getByRole('button', { name: 'Supprimer le participant' });

  it('a wrong first name is refused and nothing is deleted', async () => {
    const { fetch } = await renderAt('participants/p1/delete');
    screen.getByRole('heading', { name: 'Supprimer Léa Dubois' });
    expect(button().getAttribute('aria-disabled')).toBe('true');
    fireEvent.input(field(), { target: { value: 'Hugo' } });
    fireEvent.click(button());
    await waitFor(() => expect(errorOf('Prénom du participant')).toContain('Tapez-le exactement comme indiqué.'));
    expect(fetch.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
  });

  it('the first name (any case, any spaces) deletes it: DELETE ?participant_id=, a toast, the session again, the list', async () => {
    const { fetch, runtime, moves } = await renderAt('participants/p1/delete');
    const loads = sessionLoads(fetch);
    fireEvent.input(field(), { target: { value: ' LÉA ' } });
    expect(button().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button());
    await waitFor(() => expect(moves).toEqual([{ path: 'participants', query: {} }]));
    const call = fetch.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'DELETE');
    expect(withoutLang(String(call?.[0]))).toBe('http://api.test/api/participants?participant_id=1');
    expect(runtime.toasts.all.value.map((x) => x.message)).toContain('Le participant a été supprimé.');
    expect(sessionLoads(fetch)).toBeGreaterThan(loads);
  });
});
