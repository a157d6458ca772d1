import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { addresses, registerRoutes } from './auth.fixtures';
import { RegisterForm } from './register-form';

/** 001 §8: a submit failure is an error toast (3 s), not an inline alert */
const errorToast = (runtime: { toasts: { all: { value: readonly { type: string; message: string }[] } } }) =>
  runtime.toasts.all.value.filter((x) => x.type === 'error').at(-1)?.message;

afterEach(() => vi.useRealTimers());

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const errorOf = (label: string) => {
  const ids = input(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
};

/** Types into the address combobox and chooses the n-th suggestion with the keyboard. */
async function pickAddress(downPresses: number) {
  vi.useFakeTimers();
  type('Adresse', 'Rue');
  await vi.advanceTimersByTimeAsync(500);
  await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
  for (let i = 0; i < downPresses; i++) fireEvent.keyDown(input('Adresse'), { key: 'ArrowDown' });
  fireEvent.keyDown(input('Adresse'), { key: 'Enter' });
  vi.useRealTimers();
}

async function fillValid() {
  await screen.findByLabelText('Numéro national');
  type('Prénom', 'Claire');
  type('Nom', 'Dubois');
  type('E-mail', '  Claire@Example.BE ');
  type('Téléphone', '+32 470 12 34 56');
  type('Mot de passe', 'secret1');
  type('Numéro national', '85010112345');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Internet' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Bouche à oreille' }));
  await pickAddress(2);
  fireEvent.click(screen.getByRole('checkbox', { name: "J'accepte les conditions générales" }));
}

function sentBody(fetch: ReturnType<typeof testRuntime>['fetch']) {
  const call = fetch.mock.calls.find(([u]) => String(u).includes('/api/auth/register'));
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
}

describe('<RegisterForm>', () => {
  it('shows the active sign-up custom fields only, in descending order, named custom_field_{id}', async () => {
    const { runtime } = testRuntime({ routes: registerRoutes() });
    renderWith(runtime, <RegisterForm />);
    const national = await screen.findByLabelText('Numéro national');
    expect(national.getAttribute('name')).toBe('custom_field_11');
    const group = screen.getByRole('group', { name: 'Comment nous avez-vous connu ? (facultatif)' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('name')),
    ).toEqual(['custom_field_12', 'custom_field_12']);
    expect(national.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByLabelText('Demandé plus tard')).toBeNull();
    expect(screen.queryByLabelText('Inactif')).toBeNull();
    expect(screen.getByRole('link', { name: 'Lire les conditions générales (nouvel onglet)' }).getAttribute('href')).toBe('/fr/terms');
  });

  it('empty submit: required fields, password rule, address and terms errors, and no call', async () => {
    const { runtime, fetch } = testRuntime({ routes: registerRoutes() });
    renderWith(runtime, <RegisterForm />);
    await screen.findByLabelText('Numéro national');
    expect(errorOf('Mot de passe')).toBe('Au moins 6 caractères.');
    submit();
    await waitFor(() => expect(input('Prénom').getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf('Prénom')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Nom')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Téléphone')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Mot de passe')).toBe('Au moins 6 caractères. | Utilisez au moins 6 caractères.');
    expect(errorOf('Adresse')).toContain('Ce champ est obligatoire.');
    expect(errorOf('Numéro national')).toBe('11 chiffres | Ce champ est obligatoire.');
    screen.getByText('Vous devez accepter les conditions générales pour créer un compte.');
    expect(sentBody(fetch)).toBeUndefined();
    // the summary at the top takes the focus and links to each problem in the form's order
    const summary = document.getElementById('o-reg-errors')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    within(summary).getByText('Il y a un problème : 8 champs à corriger');
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Prénom : Ce champ est obligatoire.',
      'Nom : Ce champ est obligatoire.',
      'E-mail : Ce champ est obligatoire.',
      'Téléphone : Ce champ est obligatoire.',
      'Mot de passe : Utilisez au moins 6 caractères.',
      'Adresse : Ce champ est obligatoire.',
      'Numéro national : Ce champ est obligatoire.',
      "J'accepte les conditions générales : Vous devez accepter les conditions générales pour créer un compte.",
    ]);
    fireEvent.click(links[6]!);
    expect(document.activeElement).toBe(input('Numéro national'));
    // fixed and sent again, a field leaves the summary
    type('Prénom', 'Claire');
    submit();
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(7));
  });

  it('required fields carry the * mark and aria-required, optional ones say so', async () => {
    const { runtime } = testRuntime({ routes: registerRoutes() });
    renderWith(runtime, <RegisterForm />);
    await screen.findByLabelText('Numéro national');
    screen.getByText('Les champs marqués d’un * sont obligatoires.');
    for (const label of ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Mot de passe', 'Adresse', 'Numéro national']) {
      expect(input(label).getAttribute('aria-required'), label).toBe('true');
      expect(document.querySelector(`label[for="${input(label).id}"]`)!.classList.contains('o-required'), label).toBe(true);
    }
    const optional = screen.getByRole('group', { name: 'Comment nous avez-vous connu ? (facultatif)' });
    expect(optional.querySelector('legend')!.classList.contains('o-required')).toBe(false);
  });

  it('a short password and a custom field that misses its pattern', async () => {
    const { runtime } = testRuntime({ routes: registerRoutes() });
    renderWith(runtime, <RegisterForm />);
    await screen.findByLabelText('Numéro national');
    type('Mot de passe', 'abc12');
    type('Numéro national', '1234');
    submit();
    await waitFor(() => expect(errorOf('Mot de passe')).toContain('Utilisez au moins 6 caractères.'));
    expect(errorOf('Numéro national')).toContain("Cette réponse n'a pas le format attendu.");
  });

  it('signs the new customer in with the sent address object and custom data, toasts and emits login', async () => {
    const onSuccess = vi.fn();
    const login = vi.fn();
    document.addEventListener('oriel:login', login);
    const { runtime, fetch } = testRuntime({ routes: registerRoutes() });
    renderWith(runtime, <RegisterForm onSuccess={onSuccess} />);
    await fillValid();
    expect(input('Adresse').value).toBe(addresses[1]!.address);
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sentBody(fetch)).toEqual({
      firstname: 'Claire',
      lastname: 'Dubois',
      email: 'claire@example.be',
      phone: '+32 470 12 34 56',
      password: 'secret1',
      address: addresses[1],
      terms: true,
      custom_data: [
        { field_id: 11, data: '85010112345' },
        { field_id: 12, data: 'Internet,Bouche à oreille' },
      ],
    });
    expect(runtime.session.token.value).toBe('new-token');
    expect(runtime.session.state.value.status).toBe('authenticated');
    expect(runtime.toasts.all.value.at(-1)?.message).toBe('Votre compte a été créé.');
    expect(login).toHaveBeenCalled();
    document.removeEventListener('oriel:login', login);
  });

  it('the customer may add their own participant: birthdate and participant fields become required and are sent', async () => {
    const { runtime, fetch } = testRuntime({ routes: registerRoutes(false) });
    renderWith(runtime, <RegisterForm />);
    await fillValid();
    expect(screen.queryByLabelText('Date de naissance')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Je participerai moi-même à des activités' }));
    const allergies = await screen.findByLabelText('Allergies');
    expect(allergies.getAttribute('name')).toBe('custom_field_21');
    submit();
    await waitFor(() => expect(errorOf('Date de naissance')).toBe('Ce champ est obligatoire.'));
    expect(errorOf('Allergies')).toBe('Ce champ est obligatoire.');
    type('Date de naissance', '1985-01-01');
    fireEvent.input(allergies, { target: { value: 'Arachides' } });
    submit();
    await waitFor(() => expect(sentBody(fetch)?.participant).toEqual({ birthdate: '1985-01-01', custom_data: [{ field_id: 21, data: 'Arachides' }] }));
  });

  it("the organiser's create_customers_participant ticks the own participant at first; a parent unticks it and registers without one", async () => {
    const { runtime, fetch } = testRuntime({ routes: registerRoutes(true) });
    renderWith(runtime, <RegisterForm />);
    await screen.findByRole('group', { name: 'Participant' });
    const attend = screen.getByRole('checkbox', { name: 'Je participerai moi-même à des activités' }) as HTMLInputElement;
    expect(attend.checked).toBe(true);
    expect(describedBy(attend)).toContain('Vos enfants s’ajoutent ensuite comme participants');
    screen.getByLabelText('Date de naissance');
    await screen.findByLabelText('Allergies');
    fireEvent.click(attend);
    expect(screen.queryByRole('group', { name: 'Participant' })).toBeNull();
    expect(screen.queryByLabelText('Date de naissance')).toBeNull();
    expect(screen.queryByLabelText('Allergies')).toBeNull();
    // the required participant fields are not asked: the form goes through without them
    await fillValid();
    submit();
    await waitFor(() => expect(sentBody(fetch)).toBeTruthy());
    expect(sentBody(fetch)).not.toHaveProperty('participant');
  });

  it('API field errors show under their fields, and everything typed stays', async () => {
    const { runtime } = testRuntime({
      routes: { ...registerRoutes(), 'POST /api/auth/register': failure(409, { error: 'EMAIL_TAKEN', fields: { email: 'taken' } }) },
    });
    renderWith(runtime, <RegisterForm />);
    await fillValid();
    submit();
    await waitFor(() => expect(errorToast(runtime)).toBe('Un compte existe déjà avec cet e-mail.'));
    expect(errorOf('E-mail')).toBe('Un compte existe déjà avec cet e-mail.');
    expect(input('Prénom').value).toBe('Claire');
    expect(input('Numéro national').value).toBe('85010112345');
    expect(input('Adresse').value).toBe(addresses[1]!.address);
    expect(screen.getByRole('checkbox', { name: "J'accepte les conditions générales" })).toHaveProperty('checked', true);
    expect(runtime.session.state.value.status).toBe('anonymous');
  });

  it("the API's participant field codes show under the participant's birthdate and answers, the typed ones kept", async () => {
    const fields = { 'participant.birthdate': 'invalid', 'participant.custom_field_21': 'required' };
    const { runtime } = testRuntime({ routes: { ...registerRoutes(true), 'POST /api/auth/register': failure(400, { error: 'VALIDATION_ERROR', fields }) } });
    renderWith(runtime, <RegisterForm />);
    await fillValid();
    type('Date de naissance', '1985-01-01');
    fireEvent.input(await screen.findByLabelText('Allergies'), { target: { value: 'Arachides' } });
    submit();
    await waitFor(() => expect(errorOf('Date de naissance')).toBe("Ce champ n'est pas valide."));
    expect(errorOf('Allergies')).toBe('Ce champ est obligatoire.');
    expect(errorOf('Numéro national')).toBe('11 chiffres');
    expect(input('Date de naissance').value).toBe('1985-01-01');
  });
});
