import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { availability, camp, cart, registrationItem, session } from '../testing/fixtures';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { bodyOf, posted } from '../testing/posted';
import { CartAddView } from './cart-add-view';

const one = (data: unknown) => ({ data });
const routes = {
  'GET /api/session': session,
  'GET /api/availabilities/av-tennis-1': one(availability()),
  'GET /api/availabilities/av-camp': one(camp()),
  'POST /api/carts/items': cart([registrationItem()]),
};

describe('<CartAddView> (/cart/add)', () => {
  it('previews the chosen availabilities; removing one hands back the query without it', async () => {
    const { runtime } = testRuntime({ token: 'tok', routes });
    const onSelectionChange = vi.fn();
    renderWith(runtime, <CartAddView availabilities={['av-tennis-1', 'av-camp']} dates={[]} onSelectionChange={onSelectionChange} />);
    await screen.findByText('Initiation au tennis');
    screen.getByText('Stage multisport');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer de la sélection : Initiation au tennis' }));
    expect(onSelectionChange).toHaveBeenCalledWith({ availabilities: ['av-camp'], dates: [] });
  });

  it('adds every availability in one request, with the chosen dates of the multi-date one', async () => {
    const { runtime, fetch } = testRuntime({ token: 'tok', routes });
    renderWith(runtime, <CartAddView availabilities={['av-tennis-1', 'av-camp']} dates={[]} onSelectionChange={() => {}} />);
    const add = await screen.findByRole('button', { name: 'Tout ajouter au panier' });
    // the camp's third date is unticked; its full date is not offered
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.checked, b.disabled])).toEqual([
      [true, false],
      [false, true],
      [true, false],
    ]);
    fireEvent.click(boxes[2]!);
    fireEvent.click(add);
    await waitFor(() => expect(posted(fetch, '/api/carts/items')).toHaveLength(1));
    expect(await bodyOf(posted(fetch, '/api/carts/items')[0])).toEqual({
      registrations: [
        { availability_id: 9, participant_id: 1, quantity: 1, availability_dates: [{ date_id: 91 }], options: [], questions: [] },
        { availability_id: 65, participant_id: 1, quantity: 1, availability_dates: [{ date_id: 1 }], options: [], questions: [] },
      ],
    });
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe('Panier mis à jour'));
  });

  it('an availability left without a date says so and sends nothing', async () => {
    const { runtime, fetch } = testRuntime({ token: 'tok', routes });
    renderWith(runtime, <CartAddView availabilities={['av-camp']} dates={[]} onSelectionChange={() => {}} />);
    const add = await screen.findByRole('button', { name: 'Tout ajouter au panier' });
    for (const b of (screen.getAllByRole('checkbox') as HTMLInputElement[]).filter((x) => x.checked)) fireEvent.click(b);
    fireEvent.click(add);
    await screen.findByText('Veuillez choisir au moins une date.');
    expect(posted(fetch, '/api/carts/items')).toHaveLength(0);
  });

  it('?dates=: the named dates under their availability', async () => {
    const av = availability();
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: { ...routes, 'GET /api/availabilities/dates': { availabilities_dates: { data: [{ ...av.dates[0], availability: av }], count: 1 } } },
    });
    const onSelectionChange = vi.fn();
    renderWith(runtime, <CartAddView availabilities={[]} dates={['d91']} onSelectionChange={onSelectionChange} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer de la sélection : Initiation au tennis' }));
    expect(onSelectionChange).toHaveBeenCalledWith({ availabilities: [], dates: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    await waitFor(() => expect(posted(fetch, '/api/carts/items')).toHaveLength(1));
    const list = fetch.mock.calls.map(([u]) => String(u instanceof Request ? u.url : u)).find((u) => u.includes('/availabilities/dates'))!;
    expect(new URL(list).searchParams.get('dates')).toBe('d91');
  });

  it('empty, anonymous and error states', async () => {
    const { runtime } = testRuntime({
      routes: { 'GET /api/availabilities/av-tennis-1': one(availability()), 'GET /api/availabilities/gone': failure(404, { error: 'NOT_FOUND' }) },
    });
    const empty = renderWith(runtime, <CartAddView availabilities={[]} dates={[]} onSelectionChange={() => {}} />);
    screen.getByText('Rien à ajouter au panier.');
    empty.unmount();
    const anonymous = renderWith(runtime, <CartAddView availabilities={['av-tennis-1']} dates={[]} onSelectionChange={() => {}} />);
    await screen.findByRole('link', { name: 'Se connecter' });
    anonymous.unmount();
    renderWith(runtime, <CartAddView availabilities={['gone']} dates={[]} onSelectionChange={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Introuvable.');
  });
});
