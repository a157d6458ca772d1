import { fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { registerRoutes } from './auth.fixtures';
import { AccountPanel } from './account-panel';

// <oriel-account> signed out: its view lives in the host page's query string (?oriel-account=…).
afterEach(() => window.history.replaceState(null, '', '/'));

function open(path: string) {
  window.history.replaceState(null, '', path);
  const { runtime } = testRuntime({ routes: registerRoutes() });
  renderWith(runtime, <AccountPanel />);
}

describe('<AccountPanel> views', () => {
  it('login by default, with links to the register and password views that keep the host page', async () => {
    open('/stages?x=1');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    const register = screen.getByRole('link', { name: 'Créer un compte' });
    expect(register.getAttribute('href')).toBe('/stages?x=1&oriel-account=register');
    fireEvent.click(register);
    expect(await screen.findByRole('heading', { name: 'Créer un compte' })).toBeTruthy();
    expect(window.location.search).toBe('?x=1&oriel-account=register');
    fireEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeTruthy();
    expect(window.location.search).toBe('?x=1&oriel-account=password');
  });

  it('a reload keeps the view, and back returns to the previous one', async () => {
    open('/?oriel-account=register');
    expect(await screen.findByRole('heading', { name: 'Créer un compte' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    window.history.replaceState(null, '', '/?oriel-account=register');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { name: 'Créer un compte' })).toBeTruthy();
  });

  it('the e-mailed link (?token=) opens the new-password form', async () => {
    open('/compte?oriel-account=password&token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeTruthy();
    expect(await screen.findByLabelText('Confirmez le mot de passe')).toBeTruthy();
  });
});
