import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { OrielRuntime } from '../../context/runtime';
import { calledUrls, failure } from '../../testing/test-runtime';
import { lastBody, memoryNav, renderAccount } from '../account.test-utils';
import Screens from './registrations.screens';
import { detailRoutes, partial, partPaid } from './registrations.fixtures';

const toasts = (runtime: OrielRuntime) => runtime.toasts.all.value.map((x) => `${x.type}: ${x.message}`);

async function showCancel(routes: Record<string, unknown> = {}, registration: { cuid: string } = partPaid) {
  const { nav, moves } = memoryNav({ view: 'registration-cancel', cuid: registration.cuid });
  const utils = await renderAccount(<Screens view={{ view: 'registration-cancel', cuid: registration.cuid }} />, {
    routes: { ...detailRoutes(registration), ...routes },
    nav,
  });
  return { ...utils, moves };
}

describe('cancel a registration (001 §5, §7, §8)', () => {
  it('says what is cancelled; the message is required (trimmed): error under it, focus on it, nothing sent', async () => {
    const { fetch, moves } = await showCancel();
    await screen.findByRole('heading', { level: 3, name: "Annuler l'inscription" });
    screen.getByText("L'annulation de Stage multisport pour Léa Dubois est définitive.");
    const message = screen.getByLabelText('Pourquoi annulez-vous ?');
    fireEvent.input(message, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: "Annuler l'inscription" }));
    await screen.findByText('Obligatoire.');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')).toContain(screen.getByText('Obligatoire.').id);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(calledUrls(fetch).some((u) => u.endsWith('/api/registrations/cancel'))).toBe(false);
    expect(moves).toEqual([]);
  });

  it('success: POST {registration_id, message}, a toast, back to the detail, data and session reloaded', async () => {
    const { fetch, runtime, moves } = await showCancel({ 'POST /api/registrations/cancel': { data: null, message: 'REGISTRATION_CANCELLED' } });
    fireEvent.input(await screen.findByLabelText('Pourquoi annulez-vous ?'), { target: { value: '  Malade cette semaine ' } });
    const count = (path: string) => calledUrls(fetch).filter((u) => u.endsWith(path)).length;
    const before = { session: count('/api/session'), detail: count('/api/account/registrations/reg-deposit') };
    fireEvent.click(screen.getByRole('button', { name: "Annuler l'inscription" }));
    await waitFor(() => expect(moves).toEqual([{ path: 'registrations/reg-deposit', query: {} }]));
    expect(lastBody(fetch, 'POST', '/api/registrations/cancel')).toEqual({ registration_id: 12, message: 'Malade cette semaine' });
    expect(toasts(runtime)).toEqual(['success: Votre inscription est annulée.']);
    await waitFor(() => expect(count('/api/session')).toBe(before.session + 1));
    await waitFor(() => expect(count('/api/account/registrations/reg-deposit')).toBe(before.detail + 1));
  });

  it('failure: the reason as a toast, the message kept, no navigation', async () => {
    const { runtime, moves } = await showCancel({
      'POST /api/registrations/cancel': failure(409, { error: 'NOT_CANCELLABLE', fields: { registration_id: 'started' } }),
    });
    const message = await screen.findByLabelText('Pourquoi annulez-vous ?');
    fireEvent.input(message, { target: { value: 'Malade' } });
    fireEvent.click(screen.getByRole('button', { name: "Annuler l'inscription" }));
    await waitFor(() => expect(toasts(runtime)).toEqual(['error: Ceci ne peut plus être annulé.']));
    expect((message as HTMLTextAreaElement).value).toBe('Malade');
    expect((screen.getByRole('button', { name: "Annuler l'inscription" }) as HTMLButtonElement).disabled).toBe(false);
    expect(moves).toEqual([]);
  });

  it('a registration that has started cannot be cancelled: no form', async () => {
    await showCancel({}, partial);
    await screen.findByText('Cette inscription ne peut plus être annulée.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: "Retour à l'inscription" }).getAttribute('href')).toBe('/fr/account/registrations/reg-partial');
  });
});
