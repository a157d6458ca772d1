import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { shellLinks } from '@oriel/core';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { PasswordLinkForm, resetPage } from './password-link-form';
import { PasswordResetForm } from './password-reset-form';

/** 001 §8: a submit failure is an error toast (3 s), not an inline alert */
const errorToast = (runtime: { toasts: { all: { value: readonly { type: string; message: string }[] } } }) =>
  runtime.toasts.all.value.filter((x) => x.type === 'error').at(-1)?.message;

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
const errorOf = (label: string) =>
  (input(label).getAttribute('aria-describedby')?.split(' ') ?? []).map((id) => document.getElementById(id)?.textContent).join(' | ');
const bodyOf = (fetch: ReturnType<typeof testRuntime>['fetch'], path: string) => {
  const call = fetch.mock.calls.find(([u]) => new URL(String(u)).pathname === path);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('<PasswordLinkForm>', () => {
  it('checks the e-mail, then always says the same thing once sent', async () => {
    const { runtime, fetch } = testRuntime({ routes: { 'POST /api/auth/password/link': { data: null, message: 'PASSWORD_LINK_SENT' } } });
    renderWith(runtime, <PasswordLinkForm />);
    type('E-mail', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(errorOf('E-mail')).toBe('Saisissez une adresse e-mail valide.'));
    expect(bodyOf(fetch, '/api/auth/password/link')).toBeUndefined();
    type('E-mail', ' Someone@Example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Si un compte existe pour cet e-mail, un lien a été envoyé.'));
    // the link lands on the shell's password page in the page's language
    expect(bodyOf(fetch, '/api/auth/password/link')).toEqual({ email: 'someone@example.be', redirect: '/fr/auth/password' });
    expect(runtime.toasts.all.value.at(-1)?.message).toBe('Si un compte existe pour cet e-mail, un lien a été envoyé.');
  });

  it('embedded, the link comes back to this page; the API keeps it to the organiser origins', () => {
    expect(resetPage({ kind: 'embedded', templates: {} }, '/compte.html?view=password')).toBe('/compte.html?view=password');
    expect(resetPage(shellLinks('en'), '/en/anything')).toBe('/en/auth/password');
  });

  it('too many attempts: the translated message, and the e-mail kept', async () => {
    const { runtime } = testRuntime({
      routes: { 'POST /api/auth/password/link': failure(429, { error: 'TOO_MANY_ATTEMPTS', fields: { email: 'too_many_attempts' } }) },
    });
    renderWith(runtime, <PasswordLinkForm />);
    type('E-mail', 'someone@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(errorToast(runtime)).toMatch(/tentatives/i));
    expect(input('E-mail').value).toBe('someone@example.be');
  });

  it('a failure keeps the e-mail and says why', async () => {
    const { runtime } = testRuntime({ routes: { 'POST /api/auth/password/link': failure(500, { error: 'INTERNAL_ERROR' }) } });
    renderWith(runtime, <PasswordLinkForm />);
    type('E-mail', 'someone@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(errorToast(runtime)).toBe('Une erreur serveur est survenue. Veuillez réessayer.'));
    expect(input('E-mail').value).toBe('someone@example.be');
  });
});

describe('<PasswordResetForm>', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));

  it('both fields are required', async () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <PasswordResetForm token="tok" />);
    submit();
    await waitFor(() => expect(errorOf('Nouveau mot de passe')).toBe('Au moins 6 caractères. | Ce champ est obligatoire.'));
    expect(errorOf('Confirmez le mot de passe')).toBe('Ce champ est obligatoire.');
  });

  it('a different confirmation is a Mismatch; a short password is refused before the call', async () => {
    const { runtime, fetch } = testRuntime();
    renderWith(runtime, <PasswordResetForm token="tok" />);
    type('Nouveau mot de passe', 'secret1');
    type('Confirmez le mot de passe', 'secret2');
    submit();
    await waitFor(() => expect(errorOf('Confirmez le mot de passe')).toBe('Les mots de passe ne correspondent pas'));
    type('Nouveau mot de passe', 'abc');
    type('Confirmez le mot de passe', 'abc');
    submit();
    await waitFor(() => expect(errorOf('Nouveau mot de passe')).toContain('Utilisez au moins 6 caractères.'));
    expect(bodyOf(fetch, '/api/auth/password')).toBeUndefined();
  });

  it('sends the password with the token, signs the customer in with the session it answers, toasts and calls onSuccess', async () => {
    const onSuccess = vi.fn();
    const { runtime, fetch } = testRuntime({
      routes: {
        'POST /api/auth/password': { data: { token: 'new-session', customer: { id: 1, firstname: 'Claire', lastname: 'Dubois', email: 'demo@oriel.test' } } },
      },
    });
    renderWith(runtime, <PasswordResetForm token="tok-123" onSuccess={onSuccess} />);
    type('Nouveau mot de passe', 'secret12');
    type('Confirmez le mot de passe', 'secret12');
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(bodyOf(fetch, '/api/auth/password')).toEqual({ password: 'secret12', token: 'tok-123' });
    expect(runtime.toasts.all.value.at(-1)?.message).toBe('Votre mot de passe a été modifié.');
    expect(runtime.session.token.value).toBe('new-session');
  });

  it('an expired link: the message, a way to ask for a new one, and the passwords stay', async () => {
    const onNewLink = vi.fn();
    const { runtime } = testRuntime({ routes: { 'POST /api/auth/password': failure(400, { error: 'INVALID_TOKEN' }) } });
    renderWith(runtime, <PasswordResetForm token="old" onNewLink={onNewLink} />);
    type('Nouveau mot de passe', 'secret12');
    type('Confirmez le mot de passe', 'secret12');
    submit();
    await waitFor(() => expect(errorToast(runtime)).toBe("Ce lien n'est plus valide. Demandez-en un nouveau."));
    expect(input('Nouveau mot de passe').value).toBe('secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Demander un nouveau lien' }));
    expect(onNewLink).toHaveBeenCalled();
  });
});
