import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryNav, renderAccount } from '../account.test-utils';
import { AccountArea } from '../account-area';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('coming back from the payment provider', () => {
  it.each([
    ['success', 'Votre paiement est accepté. Merci !', 'success'],
    ['failed', "Le paiement n'a pas abouti. Rien n'a été prélevé : vous pouvez réessayer.", 'error'],
  ])('payment=%s: a toast and a notice on the screen it came back to, the parameter taken out of the URL', async (result, text, type) => {
    window.history.replaceState(null, '', `/fr/account/home?x=1&payment=${result}`);
    const { runtime, fetch } = await renderAccount(<AccountArea nav={memoryNav('home').nav} />);
    await screen.findByRole('status', { name: '' });
    screen.getByText(text);
    await waitFor(() => expect(window.location.search).toBe('?x=1'));
    await waitFor(() => expect(runtime.toasts.all.value).toEqual([expect.objectContaining({ type, message: text })]));
    // amounts and the wallet changed: the session is read again
    await waitFor(() => expect(fetch.mock.calls.filter(([u]) => new URL(String(u)).pathname === '/api/session').length).toBeGreaterThan(1));
  });

  it('the notice goes once the customer moves to another screen', async () => {
    window.history.replaceState(null, '', '/fr/account/home?payment=success');
    await renderAccount(<AccountArea nav={memoryNav('home').nav} />);
    await screen.findByText('Votre paiement est accepté. Merci !');
    fireEvent.click(screen.getByRole('link', { name: 'Profil' }));
    await waitFor(() => expect(screen.queryByText('Votre paiement est accepté. Merci !')).toBeNull());
  });
});
