import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { availability, cart, participants, registrationItem, session } from '../testing/fixtures';
import { failure, renderWith, testRuntime, type FakeRoutes } from '../testing/test-runtime';
import { posted } from '../testing/posted';
import { AvailabilityDetail } from '../detail/availability-detail';

// The fixture session is for 6 to 10 years and starts on 25 November 2026: Léa is 8 then, Hugo 13.
const marc = { id: 3, cuid: 'p3', firstname: 'Marc', lastname: 'Dubois', fullname: 'Marc Dubois', birthdate: null };
const one = (data: unknown) => ({ data });

afterEach(() => window.history.replaceState(null, '', '/'));

function detail(list: unknown[], over: FakeRoutes = {}) {
  const { runtime, fetch } = testRuntime({
    token: 'tok',
    routes: {
      'GET /api/session': { data: { ...session.data, participants: list } },
      'GET /api/availabilities/av-tennis-1': one(availability()),
      ...over,
    },
  });
  renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
  return { runtime, fetch };
}
const select = () => screen.getByRole('combobox', { name: 'Participant' }) as HTMLSelectElement;
const described = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('participant picker of an age-limited session', () => {
  it('shows each age on the first day; those who do not fit are disabled, and why is what the field is described by', async () => {
    window.history.replaceState(null, '', '/fr/availabilities/av-tennis-1?participant=p2');
    detail([...participants, marc]);
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    const options = [...select().options];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Léa Dubois, 8 ans', false],
      ['Hugo Dubois, 13 ans — au-dessus de l’âge prévu (De 6 à 10 ans)', true],
      ['Marc Dubois — date de naissance manquante', true],
    ]);
    // the page came back with Hugo, who cannot take part: the first who can is chosen
    expect(select().value).toBe('1');
    expect(described(select())).toBe(
      'Âges : De 6 à 10 ans (âge au premier jour). | Hugo Dubois, 13 ans — au-dessus de l’âge prévu (De 6 à 10 ans)Marc Dubois — date de naissance manquante',
    );
    expect(within(document.getElementById(select().id + '-unfit')!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('nobody fits: nothing is chosen, and the submit says why on the field instead of calling the API', async () => {
    const { fetch } = detail([participants[1], marc]);
    const add = await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(select().value).toBe('');
    const placeholder = select().options[0]!;
    expect([placeholder.value, placeholder.disabled, placeholder.textContent]).toEqual(['', true, 'Aucun participant de cet âge']);
    fireEvent.click(add);
    await waitFor(() => expect(select().getAttribute('aria-invalid')).toBe('true'));
    expect(described(select())).toContain("Aucun de vos participants n'a l'âge prévu pour cette séance");
    await waitFor(() => expect(document.activeElement?.classList.contains('o-error-summary')).toBe(true));
    expect(posted(fetch, '/api/carts/items')).toHaveLength(0);
  });

  it("the API's age refusal stays on the participant field, not only in a toast", async () => {
    const { runtime } = detail(participants, {
      'POST /api/carts/items': failure(409, { error: 'PARTICIPANT_AGE_OUT_OF_RANGE', fields: { participant_id: 'too_old' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(select().getAttribute('aria-invalid')).toBe('true'));
    expect(described(select())).toContain('Trop âgé pour cette séance.');
    expect(runtime.toasts.all.value.at(-1)?.message).toBe("Ce participant n'a pas l'âge prévu pour cette séance.");
    const summary = document.querySelector<HTMLElement>('.o-error-summary')!;
    expect(within(summary).getByRole('link').textContent).toBe('Participant : Trop âgé pour cette séance.');
  });

  it('a session without age limits: names only, nobody disabled', async () => {
    detail(participants, {
      'GET /api/availabilities/av-tennis-1': one(availability({ age_minimum: null, age_maximum: null })),
      'POST /api/carts/items': cart([registrationItem()]),
    });
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect([...select().options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['Léa Dubois', false],
      ['Hugo Dubois', false],
    ]);
    expect(select().getAttribute('aria-describedby')).toBeNull();
  });
});
