import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { calledUrls, failure, type FakeRoutes, withoutLang } from '../../testing/test-runtime';
import { memoryNav, renderAccount } from '../account.test-utils';
import Screens from './profile.screens';

const deleted = { data: null, message: 'ACCOUNT_DELETED' };

async function renderDelete(routes: FakeRoutes = { 'DELETE /api/session': deleted }) {
  const { nav } = memoryNav('profile/delete');
  return renderAccount(<Screens view={{ view: 'profile-delete' }} />, { routes, nav });
}

const field = () => screen.getByLabelText('Votre nom complet') as HTMLInputElement;
const button = () => screen.getByRole('button', { name: 'Supprimer définitivement mon compte' });
const deleteCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([u, i]) => withoutLang(String(u)).endsWith('/api/session') && (i as RequestInit | undefined)?.method === 'DELETE');

describe('/account/profile/delete', () => {
  it('says what is lost and which name to type; the button stays unavailable until it matches', async () => {
    await renderDelete();
    screen.getByRole('heading', { name: 'Supprimer mon compte' });
    screen.getByText('Ce que vous perdrez');
    expect(document.getElementById(field().getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain('« Claire Dubois »');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    fireEvent.input(field(), { target: { value: 'claire' } });
    expect(button().getAttribute('aria-disabled')).toBe('true');
    fireEvent.input(field(), { target: { value: ' CLAIRE dubois ' } });
    expect(button().getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à mon profil' }).getAttribute('href')).toBe('/fr/account/profile');
  });

  it('a wrong name is refused with a field error, focused, and nothing is deleted', async () => {
    const { fetch } = await renderDelete();
    fireEvent.input(field(), { target: { value: 'Claire Martin' } });
    fireEvent.click(button());
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(field().getAttribute('aria-describedby')).toContain('o-profile-delete-confirm-err');
    expect(document.getElementById('o-profile-delete-confirm-err')?.textContent).toBe('Tapez-le exactement comme indiqué.');
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(deleteCalls(fetch)).toHaveLength(0);
  });

  it('the full name (any case, any spaces) deletes the account: toast, the token is forgotten without another call, logout emitted', async () => {
    const logout = vi.fn();
    document.addEventListener('oriel:logout', logout);
    const { fetch, runtime } = await renderDelete();
    fireEvent.input(field(), { target: { value: 'claireDUBOIS' } });
    fireEvent.click(button());
    await waitFor(() => expect(runtime.session.state.value.status).toBe('anonymous'));
    expect(deleteCalls(fetch)).toHaveLength(1);
    expect(runtime.session.token.value).toBeNull();
    expect(calledUrls(fetch).some((u) => u.endsWith('/api/auth/logout'))).toBe(false);
    expect(runtime.toasts.all.value.map((x) => x.message)).toContain('Votre compte a été supprimé.');
    expect(logout).toHaveBeenCalled();
    document.removeEventListener('oriel:logout', logout);
  });

  it('a refused deletion is an error toast and the customer stays signed in', async () => {
    const { runtime } = await renderDelete({ 'DELETE /api/session': failure(500, { error: 'INTERNAL_ERROR' }) });
    fireEvent.input(field(), { target: { value: 'Claire Dubois' } });
    fireEvent.click(button());
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.type).toBe('error'));
    expect(runtime.session.state.value.status).toBe('authenticated');
    expect(field().value).toBe('Claire Dubois');
  });
});
