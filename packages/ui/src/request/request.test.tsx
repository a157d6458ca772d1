import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { availability, cart, session } from '../testing/fixtures';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { bodyOf, posted } from '../testing/posted';
import { RequestSchedule } from './request-schedule';
import { RequestForm } from './request-form';

const climb = {
  id: 9,
  cuid: 'act-climb',
  title: 'Escalade à la carte',
  registration_flow: 'REQUEST',
  images: [],
  tiers: [
    { id: 1, minimum_availabilities: 2, maximum_availabilities: 2 },
    { id: 2, minimum_availabilities: 3, maximum_availabilities: 4 },
  ],
};
// the test clock is Saturday 21 November 2026: its week runs from Monday 16
const session_ = (id: number, day: string, hour: string) =>
  availability({
    id,
    cuid: `c${id}`,
    start_at: `2026-11-${day}T${hour}:00:00.000Z`,
    end_at: `2026-11-${day}T${hour}:30:00.000Z`,
    activity: { id: 9, cuid: 'act-climb', title: 'Escalade à la carte', images: [] },
  });
const week = [session_(1, '16', '17'), session_(2, '18', '16'), session_(3, '21', '13'), session_(4, '21', '15'), session_(5, '22', '09')];

describe('<RequestSchedule>', () => {
  it('selects sessions against the tier: too few disabled, valid enabled, too many red and disabled; validating goes to the form', async () => {
    const { runtime, navigate } = testRuntime({
      routes: { 'GET /api/activities/act-climb': { data: climb }, 'GET /api/availabilities': { data: week, count: week.length } },
    });
    renderWith(runtime, <RequestSchedule activity="act-climb" tierParam={null} />);
    await screen.findByText('Choisissez 2 séances');
    const slots = (await screen.findAllByRole('button', { pressed: false })) as HTMLButtonElement[];
    expect(slots).toHaveLength(5);
    const validate = () => screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement;
    expect(validate().disabled).toBe(true);
    fireEvent.click(slots[0]!);
    expect(validate().disabled).toBe(true);
    screen.getByText('Sélectionnez davantage de séances.');
    fireEvent.click(slots[2]!);
    expect(validate().disabled).toBe(false);
    expect(validate().className).not.toContain('btn-danger');
    fireEvent.click(slots[3]!);
    expect(validate().disabled).toBe(true);
    expect(validate().className).toContain('btn-danger');
    screen.getByText('Trop de séances sélectionnées.');

    // the interval tier takes three: the label changes and the same selection becomes valid
    fireEvent.click(screen.getByRole('radio', { name: 'De 3 à 4 séances' }));
    screen.getByText('Choisissez entre 3 et 4 séances');
    expect(validate().disabled).toBe(false);
    fireEvent.click(validate());
    expect(navigate).toHaveBeenCalledWith('/fr/cart/registrations/request?availabilities=1%2C3%2C4&tier=2');
  });

  it('keeps the selection across weeks and follows the tier query', async () => {
    const { runtime, fetch } = testRuntime({
      routes: { 'GET /api/activities/act-climb': { data: climb }, 'GET /api/availabilities': { data: week.slice(0, 2), count: 2 } },
    });
    renderWith(runtime, <RequestSchedule activity="act-climb" tierParam="2" />);
    await screen.findByText('Choisissez entre 3 et 4 séances');
    fireEvent.click((await screen.findAllByRole('button', { pressed: false }))[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Période suivante' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([u]) => String(u instanceof Request ? u.url : u).includes('/api/availabilities?')).length).toBe(2));
    screen.getByText('1 séance sélectionnée');
    // each week is one request of card answers (docs/api-contract.md "Card answers")
    const first = new URL(String(fetch.mock.calls.map(([u]) => (u instanceof Request ? u.url : u)).find((u) => String(u).includes('/api/availabilities?'))));
    expect([first.searchParams.get('fields'), first.searchParams.get('limit')]).toEqual(['card', '1000']);
  });

  it('keeps its week in ?date= (its Monday): opens on the week the link names, moves it with the buttons, this week leaves no date', async () => {
    window.history.replaceState(null, '', '/?date=2026-11-25&tier=2');
    const { runtime, fetch } = testRuntime({
      routes: { 'GET /api/activities/act-climb': { data: climb }, 'GET /api/availabilities': { data: [], count: 0 } },
    });
    const afters = () =>
      fetch.mock.calls
        .map(([u]) => new URL(String(u instanceof Request ? u.url : u)))
        .filter((u) => u.pathname === '/api/availabilities')
        .map((u) => u.searchParams.get('after'));
    const date = () => new URLSearchParams(window.location.search).get('date');
    const { container } = renderWith(runtime, <RequestSchedule activity="act-climb" tierParam="2" />);
    const view = within(container as HTMLElement);
    await view.findByRole('heading', { name: 'Semaine du lun. 23 nov. 2026' });
    // Monday 23 November, midnight in Brussels
    await waitFor(() => expect(afters()).toContain('2026-11-22T23:00:00.000Z'));
    fireEvent.click(view.getByRole('button', { name: 'Période suivante' }));
    expect(date()).toBe('2026-11-30');
    expect(new URLSearchParams(window.location.search).get('tier')).toBe('2');
    await view.findByRole('heading', { name: 'Semaine du lun. 30 nov. 2026' });
    fireEvent.click(view.getByRole('button', { name: 'Période précédente' }));
    fireEvent.click(view.getByRole('button', { name: 'Période précédente' }));
    // the test clock's own week (Monday 16): the address carries no date
    expect(date()).toBeNull();
    await view.findByRole('heading', { name: 'Semaine du lun. 16 nov. 2026' });
    window.history.back();
    await waitFor(() => expect(date()).toBe('2026-11-23'));
    await view.findByRole('heading', { name: 'Semaine du lun. 23 nov. 2026' });
  });

  it('empty week and unknown activity', async () => {
    const { runtime } = testRuntime({
      routes: {
        'GET /api/activities/act-climb': { data: climb },
        'GET /api/availabilities': { data: [], count: 0 },
        'GET /api/activities/nope': failure(404, { error: 'NOT_FOUND' }),
      },
    });
    const first = renderWith(runtime, <RequestSchedule activity="act-climb" tierParam={null} />);
    await screen.findByText('Rien de prévu sur cette période.');
    first.unmount();
    renderWith(runtime, <RequestSchedule activity="nope" tierParam={null} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Introuvable.');
  });
});

describe('<RequestForm>', () => {
  const withQuestion = (id: number) => ({ ...session_(id, '21', '13'), questions: [{ id: 7, title: 'Niveau de grimpe', required: true }] });

  it('requires the required question, then adds one entry per selected session and goes to checkout', async () => {
    const { runtime, fetch, navigate } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/availabilities/1': { data: withQuestion(1) },
        'GET /api/availabilities/3': { data: withQuestion(3) },
        'POST /api/carts/items': cart([]),
      },
    });
    renderWith(runtime, <RequestForm availabilityIds={[1, 3]} tierId={1} />);
    const submit = await screen.findByRole('button', { name: 'Envoyer la demande' });
    expect(within(screen.getByRole('list', { name: 'Séances choisies' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(submit);
    await screen.findByText('Ce champ est obligatoire.');
    expect(posted(fetch, '/api/carts/items')).toHaveLength(0);
    fireEvent.input(screen.getByLabelText('Niveau de grimpe'), { target: { value: 'Débutant' } });
    fireEvent.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr/checkout'));
    expect(await bodyOf(posted(fetch, '/api/carts/items')[0])).toEqual({
      // one entry per registration of the tier's count (000 §7)
      registrations_requests: [1, 3].map((id) => ({
        participant_id: 1,
        tier_id: 1,
        options: [],
        questions: [{ question_id: 7, content: 'Débutant' }],
        availabilities: [{ id }],
      })),
    });
    expect(runtime.toasts.all.value.at(-1)?.message).toBe('Votre demande est dans le panier.');
  });

  it('a tier refusal from the API shows under the sessions', async () => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/availabilities/1': { data: session_(1, '21', '13') },
        'POST /api/carts/items': failure(400, { error: 'VALIDATION_ERROR', fields: { availabilities: 'tier' } }),
      },
    });
    renderWith(runtime, <RequestForm availabilityIds={[1]} tierId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByText('Le nombre de séances ne correspond pas à la formule.');
  });

  it('nothing selected, and anonymous visitors', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities/1': { data: session_(1, '21', '13') } } });
    const empty = renderWith(runtime, <RequestForm availabilityIds={[]} tierId={null} />);
    screen.getByText('Aucune séance choisie.');
    empty.unmount();
    renderWith(runtime, <RequestForm availabilityIds={[1]} tierId={null} />);
    await screen.findByRole('link', { name: 'Se connecter' });
  });
});
