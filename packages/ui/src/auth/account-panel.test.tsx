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
    await screen.findByRole('heading', { name: 'Connexion' });
    const register = screen.getByRole('link', { name: 'Créer un compte' });
    expect(register.getAttribute('href')).toBe('/stages?x=1&oriel-account=register');
    fireEvent.click(register);
    await screen.findByRole('heading', { name: 'Créer un compte' });
    expect(window.location.search).toBe('?x=1&oriel-account=register');
    fireEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
    await screen.findByRole('heading', { name: 'Connexion' });
    fireEvent.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    await screen.findByRole('heading', { name: 'Mot de passe oublié' });
    expect(window.location.search).toBe('?x=1&oriel-account=password');
  });

  it('a reload keeps the view, and back returns to the previous one', async () => {
    open('/?oriel-account=register');
    await screen.findByRole('heading', { name: 'Créer un compte' });
    fireEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
    await screen.findByRole('heading', { name: 'Connexion' });
    window.history.replaceState(null, '', '/?oriel-account=register');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await screen.findByRole('heading', { name: 'Créer un compte' });
  });

  it('the e-mailed link (?token=) opens the new-password form', async () => {
    open('/compte?oriel-account=password&token=tok-1');
    await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' });
    await screen.findByLabelText('Confirmez le mot de passe');
  });
});
