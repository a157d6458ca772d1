import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addresses } from '../../auth/auth.fixtures';
import { failure, type FakeRoutes, withoutLang } from '../../testing/test-runtime';
import { describedBy as errorOf, field as input, typeInto as type } from '../../forms/field.test-utils';
import { lastBody, memoryNav, renderAccount } from '../account.test-utils';
import { profileCustomer, profileRoutes } from './profile.fixtures';
import Screens from './profile.screens';

afterEach(() => vi.useRealTimers());

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));

async function renderProfile(routes: FakeRoutes = profileRoutes()) {
  const utils = await renderAccount(<Screens view={{ view: 'profile' }} />, { routes, session: { customer: profileCustomer }, nav: memoryNav('profile').nav });
  await screen.findByLabelText('Numéro national');
  return utils;
}

describe('/account/profile', () => {
  it('is prefilled from the session, with every active customer field (deferred ones too) in descending order', async () => {
    await renderProfile();
    screen.getByRole('heading', { name: 'Mon profil' });
    expect(input('Prénom').value).toBe('Claire');
    expect(input('Nom').value).toBe('Dubois');
    expect(input('E-mail').value).toBe('demo@oriel.test');
    expect(input('Téléphone').value).toBe('+32 470 12 34 56');
    expect(input('Adresse').value).toBe(addresses[0]!.address);
    expect(input('Numéro national').value).toBe('85010112345');
    expect(screen.getByRole('checkbox', { name: 'Internet' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Bouche à oreille' })).toHaveProperty('checked', true);
    expect(input('Demandé plus tard').getAttribute('name')).toBe('custom_field_13');
    expect(screen.queryByLabelText('Inactif')).toBeNull();
    const names = [...document.querySelectorAll('[name^="custom_field_"]')].map((el) => el.getAttribute('name'));
    expect([...new Set(names)]).toEqual(['custom_field_11', 'custom_field_12', 'custom_field_13']);
    expect(screen.getByRole('link', { name: 'Supprimer mon compte' }).getAttribute('href')).toBe('/fr/account/profile/delete');
  });

  it('refuses empty fields and a missing address, focuses the first, and calls nothing', async () => {
    const { fetch } = await renderProfile();
    type('Prénom', '   ');
    type('Téléphone', '');
    type('Adresse', 'Ru');
    save();
    const summary = document.getElementById('o-profile-errors')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(within(summary).getAllByRole('link')[0]!);
    expect(document.activeElement).toBe(input('Prénom'));
    expect(errorOf('Prénom')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Téléphone')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Adresse')).toContain('Ce champ est obligatoire.');
    expect(errorOf('Demandé plus tard')).toBe('Ce champ est obligatoire.');
    expect(lastBody(fetch, 'PUT', '/api/session')).toBeUndefined();
  });

  it('PUT /api/session with the trimmed identity, the lowercased e-mail, the address object and custom_data; then a toast and the session again', async () => {
    const { fetch, runtime } = await renderProfile();
    type('Prénom', ' Claire-Marie ');
    type('E-mail', '  Claire@Example.BE ');
    type('Demandé plus tard', 'Oui');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bouche à oreille' }));
    vi.useFakeTimers();
    type('Adresse', 'Rue');
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(input('Adresse'), { key: 'ArrowDown' });
    fireEvent.keyDown(input('Adresse'), { key: 'ArrowDown' });
    fireEvent.keyDown(input('Adresse'), { key: 'Enter' });
    vi.useRealTimers();
    const sessionCalls = () =>
      fetch.mock.calls.filter(([u, i]) => withoutLang(String(u)).endsWith('/api/session') && !(i as RequestInit | undefined)?.method?.match(/PUT/)).length;
    const before = sessionCalls();
    save();
    await waitFor(() => expect(runtime.toasts.all.value.map((x) => x.message)).toContain('Modifications enregistrées.'));
    expect(lastBody(fetch, 'PUT', '/api/session')).toEqual({
      firstname: 'Claire-Marie',
      lastname: 'Dubois',
      email: 'claire@example.be',
      phone: '+32 470 12 34 56',
      address: addresses[1],
      custom_data: [
        { field_id: 11, data: '85010112345' },
        { field_id: 12, data: 'Internet' },
        { field_id: 13, data: 'Oui' },
      ],
    });
    await waitFor(() => expect(sessionCalls()).toBeGreaterThan(before));
  });

  it('the address search says when nothing is found', async () => {
    await renderProfile(profileRoutes({ 'GET /api/mapbox/autofill': { data: [] } }));
    vi.useFakeTimers();
    type('Adresse', 'Nulle part');
    await vi.advanceTimersByTimeAsync(499);
    expect(screen.queryByText('Aucune adresse trouvée.')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(document.querySelector('.o-combobox-empty')?.textContent).toBeTruthy());
    vi.useRealTimers();
  });

  it('server field codes land under their fields (e-mail taken, a custom field) and the 3 s error toast says it too; what was typed stays', async () => {
    const { runtime } = await renderProfile(
      profileRoutes({ 'PUT /api/session': failure(409, { error: 'EMAIL_TAKEN', fields: { email: 'taken', custom_field_11: 'pattern' } }) }),
    );
    type('E-mail', 'pris@example.be');
    type('Demandé plus tard', 'Oui');
    save();
    await waitFor(() => expect(errorOf('E-mail')).toBe('Un compte existe déjà avec cet e-mail.'));
    expect(errorOf('Numéro national')).toContain("Cette réponse n'a pas le format attendu.");
    expect(input('E-mail').value).toBe('pris@example.be');
    const summary = document.getElementById('o-profile-errors')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['E-mail : Un compte existe déjà avec cet e-mail.', "Numéro national : Cette réponse n'a pas le format attendu."]);
    fireEvent.click(within(summary).getAllByRole('link')[0]!);
    expect(document.activeElement).toBe(input('E-mail'));
    expect(runtime.toasts.all.value.filter((x) => x.type === 'error')).toMatchObject([{ type: 'error', message: 'Un compte existe déjà avec cet e-mail.' }]);
  });

  it('another failure is an error toast, and the form keeps what was typed', async () => {
    const { runtime } = await renderProfile(profileRoutes({ 'PUT /api/session': failure(500, { error: 'INTERNAL_ERROR' }) }));
    type('Nom', 'Martin');
    type('Demandé plus tard', 'Oui');
    save();
    await waitFor(() =>
      expect(runtime.toasts.all.value.at(-1)).toMatchObject({ type: 'error', message: 'Une erreur serveur est survenue. Veuillez réessayer.' }),
    );
    expect(input('Nom').value).toBe('Martin');
    expect(input('Demandé plus tard').value).toBe('Oui');
  });
});
