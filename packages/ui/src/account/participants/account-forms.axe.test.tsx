import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { parseAccountPath } from '@oriel/core';
import { AvailabilityDetail } from '../../detail/availability-detail';
import { availability, participants, session } from '../../testing/fixtures';
import { failure, renderWith, testRuntime } from '../../testing/test-runtime';
import { memoryNav, renderAccount } from '../account.test-utils';
import { profileCustomer, profileRoutes } from '../profile/profile.fixtures';
import ProfileScreens from '../profile/profile.screens';
import { participantRoutes, sessionParticipants } from './participants.fixtures';
import ParticipantsScreens from './participants.screens';

// Structure rules only: happy-dom has no layout, so colour contrast is left to the browser tests.
async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(5);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

async function renderScreen(path: string, Screens: typeof ProfileScreens, routes = participantRoutes()) {
  return renderAccount(<Screens view={parseAccountPath(path)!} />, {
    nav: memoryNav(path).nav,
    routes,
    session: { customer: profileCustomer, participants: sessionParticipants },
  });
}

describe('profile and participants screens accessibility (axe)', () => {
  it('the profile form with its errors, server ones included', async () => {
    const { container } = await renderScreen(
      'profile',
      ProfileScreens,
      profileRoutes({ 'PUT /api/session': failure(409, { error: 'EMAIL_TAKEN', fields: { email: 'taken' } }) }),
    );
    await screen.findByLabelText('Demandé plus tard');
    fireEvent.input(screen.getByLabelText('Prénom'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));
    await screen.findAllByText('Ce champ est obligatoire.');
    expect(await violations(container)).toEqual([]);
    fireEvent.input(screen.getByLabelText('Prénom'), { target: { value: 'Claire' } });
    fireEvent.input(screen.getByLabelText('Demandé plus tard'), { target: { value: 'Oui' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));
    await screen.findByText('Un compte existe déjà avec cet e-mail.');
    expect(await violations(container)).toEqual([]);
  });

  it('the account deletion with a refused confirmation', async () => {
    const { container } = await renderScreen('profile/delete', ProfileScreens);
    fireEvent.input(screen.getByLabelText('Votre nom complet'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await screen.findByText('Tapez-le exactement comme indiqué.');
    expect(await violations(container)).toEqual([]);
  });

  it('the participants list', async () => {
    const { container } = await renderScreen('participants', ParticipantsScreens);
    await screen.findByText('Arachides');
    expect(await violations(container)).toEqual([]);
  });

  it('the create and edit forms with their errors', async () => {
    const create = await renderScreen('participants/create', ParticipantsScreens);
    await screen.findByLabelText('Allergies');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le participant' }));
    await screen.findAllByText('Ce champ est obligatoire.');
    expect(await violations(create.container)).toEqual([]);
    create.unmount();
    const edit = await renderScreen('participants/p1', ParticipantsScreens);
    await screen.findByLabelText('Allergies');
    fireEvent.input(screen.getByLabelText('Date de naissance'), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText('La date de naissance ne peut pas être dans le futur.');
    expect(await violations(edit.container)).toEqual([]);
  });

  it('the participant deletion with a refused confirmation, and an unknown participant', async () => {
    const removal = await renderScreen('participants/p2/delete', ParticipantsScreens);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le participant' }));
    await screen.findByText('Tapez-le exactement comme indiqué.');
    expect(await violations(removal.container)).toEqual([]);
    removal.unmount();
    const missing = await renderScreen('participants/nope', ParticipantsScreens);
    expect(await violations(missing.container)).toEqual([]);
  });

  it('the add form with the in-place participant form and its errors (embedded)', async () => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': { data: { ...session.data, participants } },
        'GET /api/availabilities/av-tennis-1': { data: availability() },
        ...participantRoutes(),
      },
    });
    const { container } = renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <AvailabilityDetail cuid="av-tennis-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un participant' }));
    const group = await screen.findByRole('group', { name: 'Ajouter un participant' });
    await within(group).findByLabelText('Allergies');
    fireEvent.click(within(group).getByRole('button', { name: 'Ajouter le participant' }));
    await waitFor(() => expect(within(group).getAllByText('Ce champ est obligatoire.').length).toBeGreaterThan(0));
    expect(await violations(container)).toEqual([]);
  });
});
