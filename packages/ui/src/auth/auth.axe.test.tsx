import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { registerRoutes } from './auth.fixtures';
import { PasswordResetForm } from './password-reset-form';
import { RegisterForm } from './register-form';

// Structure rules only: happy-dom has no layout, so colour contrast is left to the browser tests.
async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('account forms accessibility (axe)', () => {
  it('the register form with its errors, the participant section and the open address list', async () => {
    const { runtime } = testRuntime({ routes: registerRoutes(true) });
    const { container } = renderWith(runtime, <RegisterForm />);
    await screen.findByLabelText('Numéro national');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByText('Vous devez accepter les conditions générales pour créer un compte.');
    await screen.findByLabelText('Allergies');
    fireEvent.input(screen.getByRole('combobox', { name: 'Adresse' }), { target: { value: 'Rue' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 2000 });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Adresse' }), { key: 'ArrowDown' });
    expect(await violations(container)).toEqual([]);
  });

  it('the new-password form with a Mismatch', async () => {
    const { runtime } = testRuntime();
    const { container } = renderWith(runtime, <PasswordResetForm token="t" />);
    fireEvent.input(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'secret1' } });
    fireEvent.input(screen.getByLabelText('Confirmez le mot de passe'), { target: { value: 'secret2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    await screen.findByText('Les mots de passe ne correspondent pas');
    expect(await violations(container)).toEqual([]);
  });
});
