import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { participantFields } from '../auth/auth.fixtures';
import { availability, participants, session } from '../testing/fixtures';
import { renderWith, testRuntime, type FakeRoutes, withoutLang } from '../testing/test-runtime';
import { AvailabilityDetail } from '../detail/availability-detail';

const PAGE = '/fr/availabilities/av-tennis-1?dates=d91';
const one = (data: unknown) => ({ data });

afterEach(() => window.history.replaceState(null, '', '/'));

/** A signed-in customer on an availability page; the session lists whatever `list` holds when it is read. */
function signedIn(list: unknown[], over: FakeRoutes = {}, location = PAGE) {
  return testRuntime({
    token: 'tok',
    location,
    routes: {
      'GET /api/session': () => ({ data: { ...session.data, participants: list } }),
      'GET /api/availabilities/av-tennis-1': one(availability()),
      'GET /api/custom-fields': participantFields,
      ...over,
    },
  });
}
const select = () => screen.getByRole('combobox', { name: 'Participant' }) as HTMLSelectElement;

describe('"Add a participant" beside the add form (001 §4)', () => {
  it('shell: a link to the account create screen that comes back to this page', async () => {
    const { runtime, navigate } = signedIn(participants);
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    const link = await screen.findByRole('link', { name: 'Ajouter un participant' });
    const href = '/fr/account/participants/create?redirect=%2Ffr%2Favailabilities%2Fav-tennis-1%3Fdates%3Dd91';
    expect(link.getAttribute('href')).toBe(href);
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith(href);
  });

  it('shell without participants: why the form is missing, and the same link', async () => {
    const { runtime } = signedIn([]);
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByText('Ajoutez un participant à votre compte pour vous inscrire.');
    expect(screen.getByRole('link', { name: 'Ajouter un participant' }).getAttribute('href')).toMatch(/^\/fr\/account\/participants\/create\?redirect=/);
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });

  it('back from the create screen with ?participant={cuid}: that participant is preselected', async () => {
    window.history.replaceState(null, '', '/fr/availabilities/av-tennis-1?participant=p2');
    // a session without age limits: Hugo (13) fits
    const { runtime } = signedIn(participants, { 'GET /api/availabilities/av-tennis-1': one(availability({ age_minimum: null, age_maximum: null })) });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(select().value).toBe('2');
    expect(select().selectedOptions[0]?.textContent).toBe('Hugo Dubois');
  });

  it('embedded without an account page: the form opens in place, and the created participant is selected', async () => {
    const list = [...participants];
    const createdOne = { id: 3, cuid: 'pnew', firstname: 'Zoé', lastname: 'Dubois', fullname: 'Zoé Dubois', birthdate: '2020-02-29' };
    const { runtime, fetch } = signedIn(list, {
      'POST /api/participants': () => {
        list.push(createdOne);
        return { __status: 201, body: { data: { participant: createdOne } } };
      },
    });
    renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <AvailabilityDetail cuid="av-tennis-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un participant' }));
    const group = await screen.findByRole('group', { name: 'Ajouter un participant' });
    await waitFor(() => expect(document.activeElement).toBe(within(group).getByLabelText('Prénom')));
    fireEvent.input(within(group).getByLabelText('Prénom'), { target: { value: 'Zoé' } });
    fireEvent.input(within(group).getByLabelText('Nom'), { target: { value: 'Dubois' } });
    fireEvent.input(within(group).getByLabelText('Date de naissance'), { target: { value: '2020-02-29' } });
    const allergies = await within(group).findByLabelText('Allergies');
    fireEvent.input(allergies, { target: { value: 'Aucune' } });
    // Enter saves the participant, never the add form around it
    fireEvent.keyDown(within(group).getByLabelText('Nom'), { key: 'Enter' });
    await waitFor(() => expect(select().value).toBe('3'));
    expect(screen.queryByRole('group', { name: 'Ajouter un participant' })).toBeNull();
    expect(fetch.mock.calls.some(([u]) => withoutLang(String(u)).endsWith('/api/carts/items'))).toBe(false);
    expect(runtime.toasts.all.value.map((x) => x.message)).toContain('Le participant a été ajouté.');
  });

  it('embedded without participants: the in-place form, then the add form for the new participant', async () => {
    const list: unknown[] = [];
    const createdOne = { id: 7, cuid: 'p7', firstname: 'Zoé', lastname: 'Dubois', fullname: 'Zoé Dubois', birthdate: '2020-02-29' };
    const { runtime } = signedIn(list, {
      'GET /api/custom-fields': { data: [], count: 0 },
      'POST /api/participants': () => (list.push(createdOne), { __status: 201, body: { data: { participant: createdOne } } }),
    });
    renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <AvailabilityDetail cuid="av-tennis-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un participant' }));
    const group = await screen.findByRole('group', { name: 'Ajouter un participant' });
    expect(group.closest('form')).toBeNull();
    fireEvent.input(within(group).getByLabelText('Prénom'), { target: { value: 'Zoé' } });
    fireEvent.input(within(group).getByLabelText('Nom'), { target: { value: 'Dubois' } });
    fireEvent.input(within(group).getByLabelText('Date de naissance'), { target: { value: '2020-02-29' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Ajouter le participant' }));
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(select().value).toBe('7');
  });

  it('embedded: cancelling closes the in-place form and gives the focus back', async () => {
    const { runtime } = signedIn(participants);
    renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <AvailabilityDetail cuid="av-tennis-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un participant' }));
    const group = await screen.findByRole('group', { name: 'Ajouter un participant' });
    fireEvent.click(within(group).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter un participant' })));
  });

  it('embedded with an account page template: a link to it, the redirect under the account element prefix', async () => {
    const { runtime } = signedIn(participants, {}, '/stages?x=1');
    const links = { kind: 'embedded' as const, templates: { accountParticipantCreate: '/compte?oriel-account=participants/create' } };
    renderWith({ ...runtime, links }, <AvailabilityDetail cuid="av-tennis-1" />);
    const link = await screen.findByRole('link', { name: 'Ajouter un participant' });
    expect(link.getAttribute('href')).toBe('/compte?oriel-account=participants/create&oriel-account-redirect=%2Fstages%3Fx%3D1');
  });
});
