import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availability, cart, registrationItem, session } from '../testing/fixtures';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { AvailabilityDetail } from './availability-detail';

const one = (data: unknown) => ({ data });
const withAnswers = () =>
  availability({
    options: [
      { id: 1, title: 'Garderie', required: false, prices: [{ id: 11, label: 'Garderie du soir', amount: 2500 }] },
      {
        id: 2,
        title: 'Repas',
        required: true,
        prices: [
          { id: 21, label: 'Repas chaud', amount: 3000 },
          { id: 22, label: 'Collation', amount: 1000 },
        ],
      },
    ],
    questions: [
      { id: 5, title: 'Personne à contacter', required: true },
      { id: 6, title: 'Allergies', required: false },
    ],
  });

type Body = { options: { price_id: number }[]; participant_id: number };
const prices: Record<number, number> = { 11: 2500, 21: 3000, 22: 1000 };
const estimateRoute = async (_: URL, request: Request) => {
  const body = (await request.json()) as Body;
  const options = body.options.reduce((n, o) => n + (prices[o.price_id] ?? 0), 0);
  return one({ price: 2000 + options, deposit: 0, details: { base_price: 2000, options_total: options } });
};
const bodiesOf = (fetch: { mock: { calls: unknown[][] } }, path: string) =>
  fetch.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input as string, init as RequestInit)))
    .filter((r) => r.method === 'POST' && new URL(r.url).pathname === path);
const tick = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('availability add form: options, questions and the estimate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('estimates once a participant is known, debounced, and re-estimates when options change', async () => {
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: { 'GET /api/session': session, 'GET /api/availabilities/av-tennis-1': one(withAnswers()), 'POST /api/carts/items/estimate': estimateRoute },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await tick(10);
    screen.getByRole('button', { name: 'Ajouter au panier' });
    await tick(300);
    expect(bodiesOf(fetch, '/api/carts/items/estimate')).toHaveLength(0);
    await tick(60);
    const first = bodiesOf(fetch, '/api/carts/items/estimate');
    expect(first).toHaveLength(1);
    expect(await first[0]!.clone().json()).toEqual({
      cart_id: null,
      availability_id: 9,
      participant_id: 1,
      availability_dates: [{ date_id: 91 }],
      options: [],
    });
    await tick(10);
    const estimate = screen.getByRole('region', { name: 'Prix estimé' });
    expect(estimate.textContent).toContain('Prix de base');
    expect(estimate.textContent).toContain('20,00');

    // a switch for the single price, radios for several; changes within the debounce make one call
    fireEvent.click(screen.getByRole('switch', { name: /Garderie/ }));
    await tick(200);
    fireEvent.click(screen.getByRole('radio', { name: /Repas chaud/ }));
    await tick(200);
    expect(bodiesOf(fetch, '/api/carts/items/estimate')).toHaveLength(1);
    await tick(200);
    const calls = bodiesOf(fetch, '/api/carts/items/estimate');
    expect(calls).toHaveLength(2);
    expect(((await calls[1]!.clone().json()) as Body).options).toEqual([{ price_id: 11 }, { price_id: 21 }]);
    await tick(10);
    expect(screen.getByRole('region', { name: 'Prix estimé' }).textContent).toContain('75,00');
    expect(screen.getByRole('region', { name: 'Prix estimé' }).textContent).toContain('Options');
  });

  it('the estimate of some of the dates: what they leave out is taken off, with a minus', async () => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/availabilities/av-tennis-1': one(withAnswers()),
        'POST /api/carts/items/estimate': one({ price: 11600, deposit: 0, details: { base_price: 14500, partial_registration_total_discount: 2900 } }),
      },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await tick(10);
    await tick(400);
    await tick(10);
    const estimate = screen.getByRole('region', { name: 'Prix estimé' });
    expect(estimate.textContent).toMatch(/Réduction d'inscription partielle−29,00\s€/);
    expect(estimate.textContent).toMatch(/Total116,00\s€/);
  });

  it('requires the required option and question, then sends options and answered questions', async () => {
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/availabilities/av-tennis-1': one(withAnswers()),
        'POST /api/carts/items/estimate': estimateRoute,
        'POST /api/carts/items': cart([registrationItem()]),
      },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await tick(10);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await tick(10);
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByLabelText('Personne à contacter').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(fetch, '/api/carts/items')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /Collation/ }));
    fireEvent.input(screen.getByLabelText('Personne à contacter'), { target: { value: '0470 12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await tick(10);
    const [post] = bodiesOf(fetch, '/api/carts/items');
    expect(await post!.clone().json()).toEqual({
      registrations: [
        {
          availability_id: 9,
          participant_id: 1,
          quantity: 1,
          availability_dates: [{ date_id: 91 }],
          options: [{ price_id: 22, content: null }],
          questions: [{ question_id: 5, content: '0470 12 34 56' }],
        },
      ],
    });
  });

  it('anonymous: no estimate is asked (no participant)', async () => {
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/availabilities/av-tennis-1': one(withAnswers()) } });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await tick(1000);
    screen.getByRole('link', { name: 'Se connecter' });
    expect(bodiesOf(fetch, '/api/carts/items/estimate')).toHaveLength(0);
  });
});

describe('availability detail: waiting list, gallery, age, errors', () => {
  it('FULL: joins the waiting list for the chosen participant, and says so once listed', async () => {
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/availabilities/av-tennis-1': one(availability({ status: 'FULL', registered: 6 })),
        'POST /api/registrations/waiting-list': { data: { cuid: 'w1' }, message: 'WAITING_LIST_JOINED' },
      },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    const join = await screen.findByRole('button', { name: "Rejoindre la liste d'attente" });
    screen.getByText('Cette séance est complète');
    expect(screen.queryByText(/place restante/)).toBeNull();
    fireEvent.click(join);
    await vi.waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe("Vous êtes sur la liste d'attente."));
    const [post] = bodiesOf(fetch, '/api/registrations/waiting-list');
    expect(await post!.clone().json()).toEqual({ availability_id: 9, participant_id: 1 });
    expect((screen.getByRole('button', { name: "Rejoindre la liste d'attente" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('CLOSED: a duplicate is refused with its message', async () => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/availabilities/av-tennis-1': one(availability({ status: 'CLOSED' })),
        'POST /api/registrations/waiting-list': failure(409, { error: 'ALREADY_ON_WAITING_LIST', fields: { participant_id: 'already_on_waiting_list' } }),
      },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByText('Les inscriptions à cette séance sont fermées');
    fireEvent.click(screen.getByRole('button', { name: "Rejoindre la liste d'attente" }));
    await vi.waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe("Ce participant est déjà sur la liste d'attente."));
    screen.getByText("Ce participant est déjà sur la liste d'attente.");
  });

  it('anonymous on a FULL availability: the login prompt instead of the waiting-list form', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities/av-tennis-1': one(availability({ status: 'FULL', registered: 6 })) } });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByRole('link', { name: 'Se connecter' });
    expect(screen.queryByRole('button', { name: "Rejoindre la liste d'attente" })).toBeNull();
  });

  it('closed (started, no late registrations): no form at all', async () => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: { 'GET /api/session': session, 'GET /api/availabilities/av-tennis-1': one(availability({ start_at: '2026-11-21T09:00:00.000Z' })) },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByText('Les inscriptions sont fermées.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gallery, remaining places and the age in the organiser formats', async () => {
    const av = availability();
    const images = [
      { id: 1, public_url: 'https://media.test/a.svg' },
      { id: 2, public_url: 'https://media.test/b.svg' },
    ];
    const { runtime } = testRuntime({
      routes: {
        'GET /api/availabilities/av-tennis-1': one({ ...av, activity: { ...av.activity, images } }),
        'GET /api/organiser': one({
          settings: { formats: { ages: [{ type: 'years', number_of_days: 365.25, limit: null, rounding_interval: 1, rounding_method: 'down' }] } },
        }),
      },
    });
    const { container } = renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByRole('heading', { name: 'Initiation au tennis' });
    expect(container.querySelector('.o-detail-image')?.getAttribute('src')).toBe('https://media.test/a.svg');
    fireEvent.click(screen.getByRole('button', { name: "Afficher l'image 2" }));
    expect(container.querySelector('.o-detail-image')?.getAttribute('src')).toBe('https://media.test/b.svg');
    expect(screen.getByRole('button', { name: "Afficher l'image 2" }).getAttribute('aria-pressed')).toBe('true');
    screen.getByText('5 places restantes');
    await vi.waitFor(() => expect(screen.getByText('Âge').parentElement?.textContent).toContain('De 6 à 10 ans'));
  });

  it('an unknown availability shows the error with a retry', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities/nope': failure(404, { error: 'NOT_FOUND' }) } });
    renderWith(runtime, <AvailabilityDetail cuid="nope" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Introuvable.');
    screen.getByRole('button', { name: 'Réessayer' });
  });
});
