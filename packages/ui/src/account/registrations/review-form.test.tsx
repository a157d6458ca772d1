import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { OrielRuntime } from '../../context/runtime';
import { calledUrls, failure } from '../../testing/test-runtime';
import { lastBody, memoryNav, renderAccount } from '../account.test-utils';
import Screens from './registrations.screens';
import { cancelled, detailRoutes, paid, reviewed } from './registrations.fixtures';

const toasts = (runtime: OrielRuntime) => runtime.toasts.all.value.map((x) => `${x.type}: ${x.message}`);

async function showReview(registration: { cuid: string }, routes: Record<string, unknown> = {}) {
  const view = { view: 'registration-review', cuid: registration.cuid } as const;
  const { nav, moves } = memoryNav(view);
  const utils = await renderAccount(<Screens view={view} />, { routes: { ...detailRoutes(registration), ...routes }, nav });
  return { ...utils, moves };
}

const saved = { data: { id: 50, score: 4, message: 'Très bien', private: false } };

describe('review a registration (001 §5, §7)', () => {
  it('scores 5 down to 1, required: the error shows and the first choice takes focus', async () => {
    const { fetch } = await showReview(paid);
    await screen.findByRole('heading', { level: 3, name: 'Laisser un avis' });
    const group = screen.getByRole('radiogroup', { name: 'Votre note' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['5 étoiles', '4 étoiles', '3 étoiles', '2 étoiles', '1 étoile']);
    fireEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    await screen.findByText('Obligatoire.');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(radios[0]));
    expect(calledUrls(fetch).some((u) => u.endsWith('/api/registrations/review'))).toBe(false);
  });

  it('create: public by default, POST {registration_id, message, score, public}, a toast and back to the detail', async () => {
    const { fetch, runtime, moves } = await showReview(paid, { 'POST /api/registrations/review': saved });
    const publicSwitch = await screen.findByRole('switch', { name: 'Afficher mon avis publiquement' });
    expect((publicSwitch as HTMLInputElement).checked).toBe(true);
    expect((publicSwitch as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '4 étoiles' }));
    fireEvent.input(screen.getByLabelText('Votre commentaire (facultatif)'), { target: { value: ' Très bien ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    await waitFor(() => expect(moves).toEqual([{ path: 'registrations/reg-paid', query: {} }]));
    expect(lastBody(fetch, 'POST', '/api/registrations/review')).toEqual({ registration_id: 11, message: 'Très bien', score: 4, public: true });
    expect(toasts(runtime)).toEqual(['success: Merci pour votre avis.']);
  });

  it('create private, without a message', async () => {
    const { fetch, moves } = await showReview(paid, { 'POST /api/registrations/review': saved });
    fireEvent.click(await screen.findByRole('radio', { name: '1 étoile' }));
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(lastBody(fetch, 'POST', '/api/registrations/review')).toEqual({ registration_id: 11, message: null, score: 1, public: false });
  });

  it('edit: the review as left, its visibility locked, PUT with review_id', async () => {
    const { fetch, runtime, moves } = await showReview(reviewed, { 'PUT /api/registrations/review': saved });
    await screen.findByRole('heading', { level: 3, name: 'Modifier mon avis' });
    expect((screen.getByRole('radio', { name: '4 étoiles' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Votre commentaire (facultatif)') as HTMLTextAreaElement).value).toBe('Super stage');
    const publicSwitch = screen.getByRole('switch') as HTMLInputElement;
    expect(publicSwitch.checked).toBe(false);
    expect(publicSwitch.disabled).toBe(true);
    expect(publicSwitch.getAttribute('aria-describedby')).toBe(screen.getByText("La visibilité d'un avis publié ne peut plus changer.").id);
    fireEvent.click(screen.getByRole('radio', { name: '5 étoiles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon avis' }));
    await waitFor(() => expect(moves).toEqual([{ path: 'registrations/reg-reviewed', query: {} }]));
    expect(lastBody(fetch, 'PUT', '/api/registrations/review')).toEqual({
      registration_id: 17,
      review_id: 41,
      message: 'Super stage',
      score: 5,
      public: false,
    });
    expect(toasts(runtime)).toEqual(['success: Votre avis est modifié.']);
  });

  it('a refusal: its toast, the choices kept', async () => {
    const { runtime, moves } = await showReview(paid, { 'POST /api/registrations/review': failure(409, { error: 'REVIEW_EXISTS' }) });
    fireEvent.click(await screen.findByRole('radio', { name: '3 étoiles' }));
    fireEvent.input(screen.getByLabelText('Votre commentaire (facultatif)'), { target: { value: 'Bof' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    await waitFor(() => expect(toasts(runtime)).toEqual(['error: Vous avez déjà laissé un avis pour cette inscription.']));
    expect((screen.getByRole('radio', { name: '3 étoiles' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Votre commentaire (facultatif)') as HTMLTextAreaElement).value).toBe('Bof');
    expect(moves).toEqual([]);
  });

  it('a cancelled registration is not reviewed', async () => {
    await showReview(cancelled);
    await screen.findByText("Une inscription annulée ne peut pas recevoir d'avis.");
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
