import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { bootShell, json, type RouteAnswer } from './testing/boot-shell';
import { doneMessageKey, initialUnsubscribeState, refusalCode, refusedWith, tokenOf } from './pages/unsubscribe.logic';

// /newsletters/unsubscribe?token=…&redirect=… (000 §2) in the hosted shell, against a fake API.

const POST = 'POST /api/newsletters/unsubscribe';
const unsubscribed = (status = 'UNSUBSCRIBED') => ({ data: { status, unsubscribed_at: '2026-11-23T09:00:00.000Z' } });
const visit = (path: string, answer?: RouteAnswer | object) => bootShell(path, { signedIn: false, routes: answer ? { [POST]: answer } : {} });

const main = () => within(screen.getByRole('main'));
const submitButton = () => main().queryByRole('button', { name: 'Me désinscrire' });
const press = async () => {
  const button = await screen.findByRole('button', { name: 'Me désinscrire' });
  fireEvent.click(button);
};
const continueHref = () => main().getByRole('link', { name: 'Continuer' }).getAttribute('href');

describe('/newsletters/unsubscribe', () => {
  it('without a token: says the link is incomplete, offers no button, and links home', async () => {
    for (const path of ['/fr/newsletters/unsubscribe', '/fr/newsletters/unsubscribe?token=%20%20']) {
      const { fetch } = visit(path);
      await screen.findByRole('heading', { level: 1, name: 'Désinscription' });
      main().getByText(/Ce lien de désinscription est incomplet/);
      expect(submitButton()).toBeNull();
      expect(continueHref()).toBe('/fr');
      expect(fetch.mock.calls.some(([u]) => String(u).includes('newsletters'))).toBe(false);
      document.body.innerHTML = '';
    }
  });

  it('shows title, subtitle and the button; sends nothing until it is pressed, then is busy, then confirms with focus on it', async () => {
    let release!: (r: Response) => void;
    const sent: unknown[] = [];
    const { fetch, router } = visit('/fr/newsletters/unsubscribe?token=tok-123&redirect=%2Fstages', async (request) => {
      sent.push(await request.json());
      return new Promise<Response>((resolve) => (release = resolve));
    });
    await screen.findByText('Confirmez que vous ne souhaitez plus recevoir nos newsletters.');
    expect(document.title).toContain('Désinscription');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('newsletters'))).toBe(false);

    await press();
    await waitFor(() => expect(submitButton()?.hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('button', { name: 'Me désinscrire' }).closest('form')?.getAttribute('aria-busy')).toBe('true');
    // a second press while busy sends nothing more
    fireEvent.click(submitButton()!);
    expect(sent).toEqual([{ token: 'tok-123' }]);

    release(json(200, unsubscribed()));
    // afterwards the visitor is sent to the redirect (with the page's language), the confirmation in a toast
    await waitFor(() => expect(router.location.value.pathname).toBe('/fr/stages'));
    const toaster = within(await screen.findByRole('region', { name: 'Notifications alt+T' }));
    expect(await toaster.findAllByText('Votre désinscription est confirmée : vous ne recevrez plus nos newsletters.')).not.toHaveLength(0);
  });

  it('a link used before: its own message, not the first confirmation, and the visitor goes to /', async () => {
    const { router } = visit('/fr/newsletters/unsubscribe?token=tok-123', unsubscribed('ALREADY_UNSUBSCRIBED'));
    await press();
    await waitFor(() => expect(router.location.value.pathname).toBe('/fr'));
    const toaster = within(await screen.findByRole('region', { name: 'Notifications alt+T' }));
    expect(await toaster.findAllByText('Cette adresse était déjà désinscrite : vous ne recevez plus nos newsletters.')).not.toHaveLength(0);
    expect(screen.queryByText(/Votre désinscription est confirmée/)).toBeNull();
  });

  it.each([
    [400, 'UNSUBSCRIBE_TOKEN_INVALID', /Ce lien de désinscription n'est pas valide/],
    [410, 'UNSUBSCRIBE_TOKEN_EXPIRED', /Ce lien de désinscription a expiré/],
    [400, 'VALIDATION_ERROR', /Ce lien de désinscription n'est pas valide/],
  ])('a refused link (%i %s): a clear message, focused, and no button to press again', async (status, error, text) => {
    visit('/fr/newsletters/unsubscribe?token=bad', () => json(status, { error, fields: { token: 'invalid' } }));
    await press();
    const message = await screen.findByText(text);
    expect(message.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(message.closest('[tabindex="-1"]')));
    expect(submitButton()).toBeNull();
    expect(continueHref()).toBe('/fr');
  });

  it('a failure that may pass (network, too many attempts): the message, and the button to try again', async () => {
    let calls = 0;
    visit('/fr/newsletters/unsubscribe?token=tok', () => {
      calls += 1;
      if (calls === 1) throw new TypeError('network down');
      if (calls === 2) return json(429, { error: 'TOO_MANY_ATTEMPTS', fields: { token: 'too_many_attempts' } });
      return json(200, unsubscribed());
    });
    await press();
    await screen.findByText('Une erreur inattendue est survenue.');
    await press();
    await screen.findByText(/Trop de tentatives/);
    await press();
    expect(await screen.findAllByText(/Votre désinscription est confirmée/)).not.toHaveLength(0);
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'redirect=%s never leaves the site: the way on is /',
    async (redirect) => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      const { router } = visit(`/fr/newsletters/unsubscribe?token=tok&redirect=${encodeURIComponent(redirect)}`, unsubscribed());
      await press();
      await waitFor(() => expect(router.location.value.pathname).toBe('/fr'));
      expect(assign).not.toHaveBeenCalled();
      assign.mockRestore();
    },
  );

  it('speaks English under /en', async () => {
    visit('/en/newsletters/unsubscribe?token=tok', () => json(410, { error: 'UNSUBSCRIBE_TOKEN_EXPIRED' }));
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await screen.findByText('This unsubscribe link has expired. Use the link in a more recent newsletter.');
    expect(main().getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/en');
  });
});

describe('unsubscribe.logic', () => {
  it('reads the token, starts in the right state and sorts refusals', () => {
    expect(tokenOf(' abc ')).toBe('abc');
    expect(tokenOf('  ')).toBeNull();
    expect(tokenOf(null)).toBeNull();
    expect(initialUnsubscribeState(null)).toEqual({ kind: 'no_token' });
    expect(initialUnsubscribeState('abc')).toEqual({ kind: 'ready' });
    expect(refusedWith('UNSUBSCRIBE_TOKEN_EXPIRED')).toEqual({ kind: 'refused', code: 'UNSUBSCRIBE_TOKEN_EXPIRED', final: true });
    expect(refusedWith('UNKNOWN_ERROR')).toEqual({ kind: 'refused', code: 'UNKNOWN_ERROR', final: false });
    expect(refusedWith('TOO_MANY_ATTEMPTS').final).toBe(false);
    expect(refusalCode('VALIDATION_ERROR')).toBe('UNSUBSCRIBE_TOKEN_INVALID');
    expect(doneMessageKey('ALREADY_UNSUBSCRIBED')).toBe('newsletter.unsubscribe.already');
    expect(doneMessageKey('UNSUBSCRIBED')).toBe('newsletter.unsubscribe.success');
  });
});
