import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { OrielRuntime } from '../../context/runtime';
import { calledUrls, failure } from '../../testing/test-runtime';
import { lastBody, memoryNav, renderAccount } from '../account.test-utils';
import Screens from './registrations.screens';
import { detailRoutes, paid, partial } from './registrations.fixtures';
import { nothingHappensFor } from '../../testing/nothing-happens';

const toasts = (runtime: OrielRuntime) => runtime.toasts.all.value.map((x) => `${x.type}: ${x.message}`);
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');

/** 20 € a date, 30 € paid: the estimate the demo API would give for the chosen dates. */
const estimate = async (_url: URL, request: Request) => {
  const body = (await request.json()) as { availability_dates: unknown[] };
  const total = body.availability_dates.length * 2000;
  return { data: { total_amount: total, previous_total_amount: 6000, difference: total - 6000, refund_amount: Math.max(0, 3000 - total) } };
};

async function showEdit(registration: { cuid: string } = partial, routes: Record<string, unknown> = {}) {
  const view = { view: 'registration-edit', cuid: registration.cuid } as const;
  const { nav, moves } = memoryNav(view);
  const utils = await renderAccount(<Screens view={view} />, {
    routes: { ...detailRoutes(registration), 'POST /api/registrations/estimate': estimate, ...routes },
    nav,
  });
  await screen.findByRole('heading', { level: 3, name: 'Modifier mon inscription' });
  return { ...utils, moves };
}

const dateBox = (day: RegExp) => screen.getByRole('checkbox', { name: day }) as HTMLInputElement;
const status = () => text(document.querySelector('.o-registration-estimate'));
const estimates = (fetch: { mock: { calls: unknown[][] } }) => calledUrls(fetch).filter((u) => u.endsWith('/api/registrations/estimate')).length;

describe('edit a partial registration (001 §4, §5, §7)', () => {
  it('dates: a started one locked, a full one disabled, a closed one still held stays free to drop', async () => {
    await showEdit();
    const group = screen.getByRole('group', { name: 'Dates' });
    const labels = within(group)
      .getAllByRole('checkbox')
      .map((c) => text(c.closest('label')));
    expect(labels).toHaveLength(5);
    expect(labels[0]).toMatch(/20 nov\. 2026.* · déjà commencée$/);
    expect(labels[2]).toMatch(/25 nov\. 2026.* · complète$/);
    const [started, held, full, free, closedHeld] = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect([started!.checked, started!.disabled]).toEqual([true, true]);
    expect([held!.checked, held!.disabled]).toEqual([true, false]);
    expect([full!.checked, full!.disabled]).toEqual([false, true]);
    expect([free!.checked, free!.disabled]).toEqual([false, false]);
    expect([closedHeld!.checked, closedHeld!.disabled]).toEqual([true, false]);
    fireEvent.click(started!);
    expect(started!.checked).toBe(true);
  });

  it('options and questions start from the registration: a switch per single price, a choice per several', async () => {
    await showEdit();
    expect((screen.getByRole('switch', { name: /^Garderie \(\+5,00\s€\)$/ }) as HTMLInputElement).checked).toBe(false);
    // drawn as a switch (forms.css), not a checkbox (001 §5)
    expect(screen.getByRole('switch', { name: /^Garderie/ }).closest('.o-switch')).not.toBeNull();
    const meals = screen.getByRole('radiogroup', { name: 'Repas' });
    expect((within(meals).getByRole('radio', { name: /^Pâtes/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Allergies ?') as HTMLInputElement).value).toBe('Aucune');
    expect(screen.queryByLabelText('Votre réponse pour T-shirt')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /^T-shirt/ }));
    screen.getByLabelText('Votre réponse pour T-shirt');
  });

  it('at least one date: the error under the dates, focus on the first date that can change, nothing sent', async () => {
    const fresh = { ...partial, dates: partial.dates.filter((d) => d.date_id !== 401) };
    const { fetch } = await showEdit(fresh);
    fireEvent.click(dateBox(/23 nov\. 2026/));
    fireEvent.click(dateBox(/29 nov\. 2026/));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    const error = await screen.findByText('Choisissez au moins une date.');
    const group = screen.getByRole('group', { name: 'Dates' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(dateBox(/20 nov\. 2026/)));
    expect(calledUrls(fetch).some((u) => u.endsWith('/api/registrations'))).toBe(false);
  });

  it('the price difference once the choices rest: more to pay, then a refund to the wallet, announced', async () => {
    const { fetch } = await showEdit();
    expect(status()).toBe('');
    expect(document.querySelector('.o-registration-estimate')!.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(dateBox(/27 nov\. 2026/));
    expect(status()).toBe('Calcul du nouveau prix…');
    await waitFor(() => expect(status()).toBe('Nouveau total 80,00 € (au lieu de 60,00 €) : 20,00 € à payer.'), { timeout: 2000 });
    expect(lastBody(fetch, 'POST', '/api/registrations/estimate')).toMatchObject({
      registration_id: 15,
      availability_dates: [{ date_id: 401 }, { date_id: 402 }, { date_id: 404 }, { date_id: 405 }],
      automatic_price: true,
    });
    // three quick changes: one estimate, for the last choices
    const before = estimates(fetch);
    fireEvent.click(dateBox(/27 nov\. 2026/));
    fireEvent.click(dateBox(/23 nov\. 2026/));
    fireEvent.click(dateBox(/29 nov\. 2026/));
    await waitFor(() => expect(status()).toBe('Nouveau total 20,00 € (au lieu de 60,00 €) : 10,00 € remboursés sur votre portefeuille.'), { timeout: 2000 });
    expect(estimates(fetch)).toBe(before + 1);
    // cheaper, but no more than what was paid: only less left to pay
    fireEvent.click(dateBox(/23 nov\. 2026/));
    await waitFor(() => expect(status()).toBe('Nouveau total 40,00 € (au lieu de 60,00 €) : 20,00 € de moins à payer.'), { timeout: 2000 });
  });

  it('an answer for older choices is dropped', async () => {
    let calls = 0;
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((release) => (releaseFirst = release));
    let firstAnswered!: () => void;
    const firstDone = new Promise<void>((done) => (firstAnswered = done));
    // the first answer is held until the newer one is shown, then given
    const slowFirst = async (url: URL, request: Request) => {
      if (++calls > 1) return estimate(url, request);
      await firstHeld;
      setTimeout(firstAnswered);
      return estimate(url, request);
    };
    await showEdit(partial, { 'POST /api/registrations/estimate': slowFirst });
    fireEvent.click(dateBox(/27 nov\. 2026/));
    await waitFor(() => expect(calls).toBe(1), { timeout: 2000 });
    fireEvent.click(dateBox(/23 nov\. 2026/));
    fireEvent.click(dateBox(/27 nov\. 2026/));
    await waitFor(() => expect(status()).toMatch(/^Nouveau total 40,00 € .* de moins à payer/), { timeout: 2000 });
    releaseFirst();
    await firstDone;
    await nothingHappensFor(50, 'the older answer changes nothing');
    expect(status()).toMatch(/^Nouveau total 40,00 € .* de moins à payer/);
  });

  it('saves with PUT: dates, options with their answer, answered questions, automatic price; a toast and back', async () => {
    const { fetch, runtime, moves } = await showEdit(partial, { 'PUT /api/registrations': { data: null, message: 'REGISTRATION_UPDATED' } });
    fireEvent.click(dateBox(/27 nov\. 2026/));
    fireEvent.click(screen.getByRole('switch', { name: /^Garderie/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^Sandwich/ }));
    fireEvent.click(screen.getByRole('switch', { name: /^T-shirt/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    const answerError = await screen.findByText('Ce champ est obligatoire.');
    const answer = screen.getByLabelText('Votre réponse pour T-shirt');
    expect(answer.getAttribute('aria-describedby')).toContain(answerError.id);
    await waitFor(() => expect(document.activeElement).toBe(answer));
    fireEvent.input(answer, { target: { value: ' M ' } });
    fireEvent.input(screen.getByLabelText(/^Remarques/), { target: { value: 'RAS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(moves).toEqual([{ path: 'registrations/reg-partial', query: {} }]));
    expect(lastBody(fetch, 'PUT', '/api/registrations')).toEqual({
      registration_id: 15,
      availability_dates: [{ date_id: 401 }, { date_id: 402 }, { date_id: 404 }, { date_id: 405 }],
      options: [
        { price_id: 81, content: null },
        { price_id: 91, content: null },
        { price_id: 101, content: 'M' },
      ],
      questions: [
        { question_id: 7, content: 'Aucune' },
        { question_id: 8, content: 'RAS' },
      ],
      automatic_price: true,
    });
    expect(toasts(runtime)).toEqual(['success: Votre inscription est modifiée.']);
  });

  it('a required question left empty, then the server refusing a date: errors under their fields, choices kept', async () => {
    const { runtime, moves } = await showEdit(partial, {
      'PUT /api/registrations': failure(409, { error: 'AVAILABILITY_DATE_FULL', fields: { availability_dates: 'unavailable' } }),
    });
    fireEvent.input(screen.getByLabelText('Allergies ?'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText('Ce champ est obligatoire.');
    fireEvent.input(screen.getByLabelText('Allergies ?'), { target: { value: 'Lactose' } });
    fireEvent.click(dateBox(/27 nov\. 2026/));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText("Une des dates choisies n'est plus disponible.");
    await waitFor(() => expect(toasts(runtime)).toEqual(["error: L'une des dates choisies est complète."]));
    expect(dateBox(/27 nov\. 2026/).checked).toBe(true);
    expect((screen.getByLabelText('Allergies ?') as HTMLInputElement).value).toBe('Lactose');
    expect(moves).toEqual([]);
  });

  it('a registration for one date cannot be changed', async () => {
    const view = { view: 'registration-edit', cuid: paid.cuid } as const;
    await renderAccount(<Screens view={view} />, { routes: detailRoutes(paid), nav: memoryNav(view).nav });
    await screen.findByText(/Seule une inscription à plusieurs dates peut être modifiée/);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
