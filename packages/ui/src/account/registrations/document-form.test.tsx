import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrielRuntime } from '../../context/runtime';
import { calledUrls, failure } from '../../testing/test-runtime';
import { lastBody, memoryNav, renderAccount } from '../account.test-utils';
import Screens from './registrations.screens';
import { detailRoutes, paid, partPaid, withDocuments } from './registrations.fixtures';

const toasts = (runtime: OrielRuntime) => runtime.toasts.all.value.map((x) => `${x.type}: ${x.message}`);
const TICKET = { data: { url: 'http://api.test/api/downloads/tkt-0123456789', expires_at: '2026-11-21T10:01:00Z' } };
const PDF = '%PDF-1.4 attestation';
/** The ticket's file, as the API answers it (an attachment with its name), once it is written. */
const file =
  (ready: Promise<void> = Promise.resolve()) =>
  async () => (
    await ready,
    new Response(PDF, { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="attestation-R-11.pdf"' } })
  );

let clicks: { href: string; name: string; inPage: boolean }[] = [];
let saved: Blob[] = [];
beforeEach(() => {
  clicks = [];
  saved = [];
  // the browser would save the file: here the click is recorded, with the file its object URL holds
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), `blob:http://shop.test/${saved.length}`));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, name: this.download, inPage: this.isConnected });
  });
});
afterEach(() => vi.restoreAllMocks());

async function showDocument(registration: { cuid: string }, document: string, routes: Record<string, unknown> = {}) {
  const view = { view: 'registration-document', cuid: registration.cuid, document } as const;
  const { nav, moves } = memoryNav(view);
  const utils = await renderAccount(<Screens view={view} />, { routes: { ...detailRoutes(registration), ...routes }, nav });
  return { ...utils, moves };
}

const downloads = (fetch: { mock: { calls: unknown[][] } }) => calledUrls(fetch).filter((u) => u.endsWith('/api/downloads')).length;

describe('document form (001 §2, §3, §5, §7)', () => {
  it('asks the fields; required ones and a pattern say so under them, the first takes focus, nothing is asked', async () => {
    const { fetch } = await showDocument(withDocuments, 'doc-66');
    await screen.findByRole('heading', { level: 3, name: 'Autorisation parentale' });
    screen.getByText('Répondez à ces questions : le téléchargement commence juste après.');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    const insurer = screen.getByLabelText('Numéro de mutuelle');
    await waitFor(() => expect(insurer.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByRole('radiogroup', { name: 'Taille du t-shirt' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Date d'arrivée/).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(insurer));
    fireEvent.input(insurer, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    await screen.findByText("Cette réponse n'a pas le format attendu.");
    expect(downloads(fetch)).toBe(0);
    expect(clicks).toEqual([]);
  });

  it('asks a single-use URL with the answers (choices by id, several comma-joined), reads it, saves the file', async () => {
    const { fetch, runtime } = await showDocument(withDocuments, 'doc-66', { 'POST /api/downloads': TICKET, 'GET /api/downloads/tkt-0123456789': file() });
    fireEvent.input(await screen.findByLabelText('Numéro de mutuelle'), { target: { value: ' 123456789 ' } });
    fireEvent.input(screen.getByLabelText(/^Date d'arrivée/), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Soir' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Midi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(clicks).toEqual([{ href: 'blob:http://shop.test/1', name: 'attestation-R-11.pdf', inPage: true }]));
    expect(await saved[0]!.text()).toBe(PDF);
    expect(lastBody(fetch, 'POST', '/api/downloads')).toEqual({
      kind: 'registration_document',
      registration_id: 16,
      document_id: 66,
      answers: { custom_element_51: '123456789', custom_element_52: '2026-12-01', custom_element_53: '532', custom_element_54: '543,541' },
    });
    expect(document.querySelector('a[href*="tkt-"]')).toBeNull();
    expect(toasts(runtime)).toEqual(['success: Document téléchargé : Autorisation parentale.']);
    // the token never travels in a URL
    expect(calledUrls(fetch).some((u) => u.includes('tok'))).toBe(false);
  });

  it('server field errors go under their field, a blocked document becomes a toast; the answers stay', async () => {
    let answer: unknown = failure(400, { error: 'VALIDATION_ERROR', fields: { custom_element_51: 'pattern' } });
    const { runtime } = await showDocument(withDocuments, 'doc-66', { 'POST /api/downloads': () => answer });
    fireEvent.input(await screen.findByLabelText('Numéro de mutuelle'), { target: { value: '123456789' } });
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    await screen.findByText("Cette réponse n'a pas le format attendu.");
    expect(screen.getByLabelText('Numéro de mutuelle').getAttribute('aria-invalid')).toBe('true');
    answer = failure(409, { error: 'DOCUMENT_BLOCKED', fields: { document_id: 'payment' } });
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(toasts(runtime)).toContain('error: Disponible une fois le paiement effectué.'));
    expect((screen.getByLabelText('Numéro de mutuelle') as HTMLInputElement).value).toBe('123456789');
    expect((screen.getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    expect(clicks).toEqual([]);
  });

  it('a file the API refuses when its ticket is read: an error toast, the button free again, nothing saved', async () => {
    const view = { view: 'registration', cuid: paid.cuid } as const;
    const { runtime } = await renderAccount(<Screens view={view} />, {
      routes: {
        ...detailRoutes(paid),
        'POST /api/downloads': TICKET,
        'GET /api/downloads/tkt-0123456789': failure(410, { error: 'DOWNLOAD_EXPIRED' }),
      },
      nav: memoryNav(view).nav,
    });
    const button = await screen.findByRole('button', { name: 'Télécharger Attestation de participation' });
    fireEvent.click(button);
    await waitFor(() => expect(toasts(runtime)).toHaveLength(1));
    expect(toasts(runtime)[0]).toMatch(/^error: /);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.textContent).toBe('Télécharger');
    expect(clicks).toEqual([]);
  });

  it('a download URL that is not http(s) is never opened', async () => {
    const { runtime } = await showDocument(paid, 'doc-61', { 'POST /api/downloads': { data: { url: 'javascript:alert(1)', expires_at: 'x' } } });
    await screen.findByText('Ce document est prêt à être téléchargé.');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(toasts(runtime)).toHaveLength(1));
    expect(toasts(runtime)[0]).toMatch(/^error: /);
    expect(clicks).toEqual([]);
  });

  it('blocked documents say why and offer no form', async () => {
    await showDocument(withDocuments, 'doc-65');
    await screen.findByText(/^Disponible à partir du .*25 nov\. 2026.*17:00\.$/);
    expect(screen.queryByRole('button', { name: 'Télécharger' })).toBeNull();
  });

  it('blocked by the payment, or not a document of this registration', async () => {
    await showDocument(partPaid, 'doc-62');
    await screen.findByText('Disponible une fois le paiement effectué.');
    expect(screen.queryByRole('button', { name: 'Télécharger' })).toBeNull();
    const other = await showDocument(partPaid, 'doc-66');
    await other.findByText("Ce document n'est pas disponible pour cette inscription.");
  });

  it('from the detail, a document without questions downloads at once', async () => {
    const view = { view: 'registration', cuid: paid.cuid } as const;
    let write!: () => void;
    const written = new Promise<void>((resolve) => (write = resolve));
    const { fetch, runtime } = await renderAccount(<Screens view={view} />, {
      routes: { ...detailRoutes(paid), 'POST /api/downloads': TICKET, 'GET /api/downloads/tkt-0123456789': file(written) },
      nav: memoryNav(view).nav,
    });
    const button = await screen.findByRole('button', { name: 'Télécharger Attestation de participation' });
    button.focus();
    fireEvent.click(button);
    // busy, the button says so but keeps the focus (a disabled one dropped it to <body>), and a second press does nothing
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    // while the server writes the file: busy, said in its label, and nothing saved or toasted yet
    await waitFor(() => expect(calledUrls(fetch).some((u) => u.endsWith('/api/downloads/tkt-0123456789'))).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Téléchargement…');
    expect(button.getAttribute('aria-label')).toBe("Téléchargement d'Attestation de participation…");
    expect(button.querySelector('.spinner')).toBeTruthy();
    expect(clicks).toEqual([]);
    expect(toasts(runtime)).toEqual([]);
    write();
    await waitFor(() => expect(clicks.map((c) => c.name)).toEqual(['attestation-R-11.pdf']));
    expect(downloads(fetch)).toBe(1);
    expect(lastBody(fetch, 'POST', '/api/downloads')).toEqual({ kind: 'registration_document', registration_id: 11, document_id: 61 });
    await waitFor(() => expect(toasts(runtime)).toEqual(['success: Document téléchargé : Attestation de participation.']));
    expect(button.getAttribute('aria-busy')).toBeNull();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
