import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { customer, session } from '../testing/fixtures';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { AccountPanel } from './account-panel';
import { LoginForm } from './login-form';

/** 001 §8: a submit failure is an error toast (3 s), not an inline alert */
const errorToast = (runtime: { toasts: { all: { value: readonly { type: string; message: string }[] } } }) =>
  runtime.toasts.all.value.filter((x) => x.type === 'error').at(-1)?.message;

function fill(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Mot de passe'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('<LoginForm>', () => {
  it('validates the e-mail before calling the API', async () => {
    const { runtime, fetch } = testRuntime();
    renderWith(runtime, <LoginForm />);
    fill('not-an-email', 'x');
    await screen.findByText(/adresse e-mail valide|invalide/i);
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/auth/login'))).toBe(false);
  });

  it('wrong credentials: a translated alert, and what was typed stays', async () => {
    const { runtime } = testRuntime({ routes: { 'POST /api/auth/login': failure(401, { error: 'INVALID_CREDENTIALS' }) } });
    renderWith(runtime, <LoginForm />);
    fill('demo@oriel.test', 'wrong');
    await waitFor(() => expect(errorToast(runtime)).toBe('E-mail ou mot de passe incorrect.'));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('demo@oriel.test');
    // and on the password, where it stays once the toast is gone (WCAG 3.3.1)
    const password = screen.getByLabelText('Mot de passe');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const described = (password.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('E-mail ou mot de passe incorrect.');
  });

  it('too many attempts (429): the translated message, nothing typed lost', async () => {
    const { runtime } = testRuntime({ routes: { 'POST /api/auth/login': failure(429, { error: 'TOO_MANY_ATTEMPTS' }) } });
    renderWith(runtime, <LoginForm />);
    fill('demo@oriel.test', 'guess-6');
    await waitFor(() => expect(errorToast(runtime)).toBe('Trop de tentatives. Patientez quelques minutes avant de réessayer.'));
    expect((screen.getByLabelText('Mot de passe') as HTMLInputElement).value).toBe('guess-6');
  });

  it('signs in: stores the token, loads the session, toasts and calls onSuccess', async () => {
    const onSuccess = vi.fn();
    const { runtime } = testRuntime({
      routes: { 'POST /api/auth/login': { data: { token: 'tok', customer } }, 'GET /api/session': session },
    });
    renderWith(runtime, <LoginForm onSuccess={onSuccess} />);
    fill('  Demo@Oriel.test ', 'demo-password');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(runtime.session.state.value.status).toBe('authenticated');
    expect(runtime.session.token.value).toBe('tok');
    expect(runtime.toasts.all.value.at(-1)?.message).toBe('Vous êtes connecté.');
  });
});

describe('<AccountPanel>', () => {
  it('anonymous: the login form', async () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <AccountPanel />);
    await screen.findByRole('heading', { name: 'Connexion' });
  });

  it('signed in: the account area (its home screen greets), and logout brings the login form back', async () => {
    const { runtime } = testRuntime({ token: 't', routes: { 'GET /api/session': session } });
    renderWith(runtime, <AccountPanel />);
    await screen.findByRole('heading', { name: 'Mon compte' });
    await screen.findByRole('heading', { name: 'Bonjour Claire' });
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await screen.findByRole('heading', { name: 'Connexion' });
    expect(runtime.session.token.value).toBeNull();
  });
});
