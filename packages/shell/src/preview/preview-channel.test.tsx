import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LANG_STORAGE_KEY, SHELL_CATALOGUES, PREVIEW_MESSAGE, memoryStorage, previewOutMessageSchema } from '@oriel/core';
import { RuntimeContext, shellT } from '@oriel/ui';
import { App } from '../app';
import { createShell } from '../shell-runtime';
import { connectPreview } from './preview-channel';
import { previewState } from './preview-store';
import { tennis } from '../testing/boot-shell';
import { nothingHappensFor } from '../testing/nothing-happens';

// The shell in preview mode (000 §2, §5) with the channel main.tsx connects: drafts in, clicks and hovers out.

const API = 'http://api.test';
const ADMIN = 'https://admin.oriel.test';
const website = {
  id: 1,
  organiser: { name: 'Les Ateliers du Parc' },
  header: {
    content: {
      links: [
        { id: 1, name: 'Stages', href: '/stages', children: [] },
        { id: 2, name: 'Partenaire', href: 'https://partner.test/', children: [] },
      ],
    },
  },
  footer: { content: { links: [], quote: '' } },
  topbar: { content: {}, settings: {} },
  pages: [
    { id: 1, title: 'Accueil', pathname: '/', type: 'DEFAULT' },
    { id: 3, title: 'Disponibilité', pathname: '/$availability', type: 'AVAILABILITY' },
  ],
};
const section = (id: string, title: string) => ({ id, element: 'header', type: 'SECTION', name: `Section ${id}`, settings: { title }, children: [] });
const saved = { id: 1, title: 'Accueil', pathname: '/', type: 'DEFAULT', content: [section('saved', 'Le contenu enregistré')] };
const block = (id: string, text: string) => ({ id, element: 'alert', type: 'BLOCK', name: `Bloc ${id}`, settings: { content: text }, children: [] });
const basic = (id: string, children: unknown[]) => ({ id, element: 'basic', type: 'SECTION', name: `Section ${id}`, settings: {}, children });
const slot = { id: 'slot', element: 'availability-detail', type: 'SECTION', name: 'Détail', settings: {}, children: [] };
const availabilityPage = {
  id: 3,
  title: 'Disponibilité',
  pathname: '/$availability',
  type: 'AVAILABILITY',
  content: [basic('frame', [block('notice', 'Une place reste réservée 15 minutes.')]), slot],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  previewState.value = null;
  localStorage.clear();
});

function bootPreview(path = '/?preview=true', adminOrigin: string | null = ADMIN) {
  window.history.replaceState(null, '', path);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : new Request(input, init).url);
    if (url.pathname === '/api/website') return json({ data: website });
    if (url.pathname === '/api/website/pages') {
      const pathname = url.searchParams.get('pathname');
      return pathname === '/' ? json({ data: saved }) : pathname === '/$availability' ? json({ data: availabilityPage }) : json({ error: 'NOT_FOUND' }, 404);
    }
    if (url.pathname === '/api/availabilities/av-tennis') return json({ data: tennis });
    return json({ error: 'NOT_FOUND' }, 404);
  });
  const shell = createShell(window, API, path.startsWith('/en') ? SHELL_CATALOGUES.en : SHELL_CATALOGUES.fr, {
    storage: memoryStorage(),
    fetch: fetch as typeof globalThis.fetch,
    tickMs: 0,
  });
  const peer = { postMessage: vi.fn() };
  const onBlocked = vi.fn(() => shell.runtime.toasts.error(shellT(shell.runtime)('preview.navigation_disabled')));
  stops.push(
    shell.router.start(),
    connectPreview(window, {
      adminOrigin,
      state: previewState,
      peer,
      onBlocked,
      invalidText: (p) => shellT(shell.runtime)('preview.invalid_content', { path: p }),
    }),
  );
  render(
    <RuntimeContext.Provider value={shell.runtime}>
      <App router={shell.router} />
    </RuntimeContext.Provider>,
  );
  /** what the shell posted, each checked against its schema, with the target origin it named */
  const posted = () =>
    peer.postMessage.mock.calls.map(([message, target]) => {
      expect(v.safeParse(previewOutMessageSchema, message).success, JSON.stringify(message)).toBe(true);
      return { message: message as { type: string } & Record<string, unknown>, target: target as string };
    });
  return { shell, peer, posted, onBlocked };
}

const post = (data: unknown, origin = ADMIN) => window.dispatchEvent(new MessageEvent('message', { data, origin }));
const draft = (content: unknown[], hovered?: string) => ({ type: PREVIEW_MESSAGE.content, content, ...(hovered ? { hovered: { id: hovered } } : {}) });
const builderEl = (id: string) => document.querySelector(`[data-builder-id="${id}"]`);

describe('the live preview', () => {
  it('says it is ready, to the admin origin only; the saved page is tagged with builder ids', async () => {
    const { posted } = bootPreview();
    await screen.findByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    expect(builderEl('saved')?.getAttribute('data-builder-name')).toBe('Section saved');
    expect(posted()).toEqual([{ message: { type: PREVIEW_MESSAGE.ready, path: '/' }, target: ADMIN }]);
  });

  it("replaces the page content with the admin origin's draft and outlines the hovered element", async () => {
    const { posted } = bootPreview();
    await screen.findByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    post(draft([section('d1', 'Le brouillon'), section('d2', 'Deuxième section')], 'd2'));
    await screen.findByRole('heading', { level: 1, name: 'Le brouillon' });
    expect(screen.queryByText('Le contenu enregistré')).toBeNull();
    expect(builderEl('d2')?.classList.contains('o-builder-hovered')).toBe(true);
    expect(builderEl('d1')?.classList.contains('o-builder-hovered')).toBe(false);
    expect(posted().at(-1)).toEqual({ message: { type: PREVIEW_MESSAGE.applied, elements: 2 }, target: ADMIN });
  });

  it("ignores the same draft from another origin, the shell's own included: nothing changes, nothing is posted", async () => {
    const { posted } = bootPreview();
    await screen.findByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    post(draft([section('evil', 'Contenu injecté')]), 'https://evil.test');
    post(draft([section('evil', 'Contenu injecté')]), window.location.origin);
    await nothingHappensFor(20, 'the foreign draft is not drawn');
    expect(screen.queryByText('Contenu injecté')).toBeNull();
    screen.getByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    expect(posted().map((p) => p.message.type)).toEqual([PREVIEW_MESSAGE.ready]);
  });

  it('with no admin origin configured, accepts nothing and posts nothing', async () => {
    const { peer } = bootPreview('/?preview=true', null);
    await screen.findByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    post(draft([section('x', 'Contenu injecté')]), ADMIN);
    await nothingHappensFor(20, 'the foreign draft is not drawn');
    expect(screen.queryByText('Contenu injecté')).toBeNull();
    expect(peer.postMessage).not.toHaveBeenCalled();
  });

  it('rejects a malformed draft with a translated error; the previous content stays and the admin is told where', async () => {
    const { posted } = bootPreview();
    await screen.findByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    post({ type: PREVIEW_MESSAGE.content, content: [{ id: 'bad', element: 'header', type: 'WIDGET' }] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Brouillon non affiché : l'élément content.0.type n'est pas valide.");
    screen.getByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    expect(posted().at(-1)).toEqual({
      message: { type: PREVIEW_MESSAGE.error, code: 'INVALID_CONTENT', path: 'content.0.type', message: alert.textContent },
      target: ADMIN,
    });
    // the next good draft clears it
    post(draft([section('d1', 'Le brouillon')]));
    await screen.findByRole('heading', { level: 1, name: 'Le brouillon' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in English too', async () => {
    bootPreview('/en?preview=true');
    await screen.findByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    post({ type: PREVIEW_MESSAGE.content, content: 'not a list' });
    expect((await screen.findByRole('alert')).textContent).toBe('Draft not shown: the element at content is not valid.');
  });

  it('reports clicks and hovers on tagged elements, and outlines the element under the pointer', async () => {
    const { posted } = bootPreview();
    await screen.findByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    post(draft([section('d1', 'Le brouillon')]));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Le brouillon' });
    fireEvent.mouseOver(heading);
    await waitFor(() => expect(builderEl('d1')?.classList.contains('o-builder-hovered')).toBe(true));
    fireEvent.click(heading);
    fireEvent.mouseOver(document.body);
    await waitFor(() => expect(builderEl('d1')?.classList.contains('o-builder-hovered')).toBe(false));
    expect(posted().slice(-3)).toEqual([
      { message: { type: PREVIEW_MESSAGE.hover, id: 'd1', name: 'Section d1' }, target: ADMIN },
      { message: { type: PREVIEW_MESSAGE.click, id: 'd1', name: 'Section d1' }, target: ADMIN },
      { message: { type: PREVIEW_MESSAGE.hover, id: null, name: null }, target: ADMIN },
    ]);
  });

  it('blocks internal links, external links and the language switch, with the message; the language is not remembered', async () => {
    const { shell, onBlocked } = bootPreview();
    await screen.findByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    const banner = screen.getByRole('banner');
    const links = [
      banner.querySelector<HTMLAnchorElement>('a[href="/stages"]')!,
      banner.querySelector<HTMLAnchorElement>('a[href="https://partner.test/"]')!,
      document.querySelector<HTMLAnchorElement>('a[hreflang="en"]')!,
    ];
    for (const link of links) {
      expect(link, 'link rendered').toBeTruthy();
      expect(fireEvent.click(link)).toBe(false); // default prevented: the browser follows nothing
    }
    expect(onBlocked).toHaveBeenCalledTimes(3);
    expect(shell.router.location.value.href).toBe('/?preview=true');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
    expect(shell.runtime.toasts.all.value.map((t) => t.message)).toContain('Navigation désactivée en mode aperçu.');
  });

  it("an availability page: the AVAILABILITY page's sections and blocks are tagged; a draft in the spec's shape (no type) replaces them", async () => {
    const { posted } = bootPreview('/availabilities/av-tennis?preview=true');
    await screen.findByRole('heading', { level: 1, name: 'Initiation au tennis' });
    await screen.findByText('Une place reste réservée 15 minutes.');
    expect(builderEl('frame')?.getAttribute('data-builder-name')).toBe('Section frame');
    expect(builderEl('notice')?.getAttribute('data-builder-name')).toBe('Bloc notice');
    // the detail sits in its tagged section: a hover on the title names the section
    expect(builderEl('slot')?.contains(screen.getByRole('heading', { level: 1, name: 'Initiation au tennis' }))).toBe(true);

    post({ content: [basic('d1', [block('d2', 'Le brouillon de la page de disponibilité')]), slot], hovered: { id: 'd2' } });
    await screen.findByText('Le brouillon de la page de disponibilité');
    expect(screen.queryByText('Une place reste réservée 15 minutes.')).toBeNull();
    expect(builderEl('d2')?.classList.contains('o-builder-hovered')).toBe(true);
    screen.getByRole('heading', { level: 1, name: 'Initiation au tennis' });
    expect(posted().at(-1)).toEqual({ message: { type: PREVIEW_MESSAGE.applied, elements: 2 }, target: ADMIN });
  });

  it("the home page takes a draft in the spec's shape too, from the admin origin only", async () => {
    bootPreview();
    await screen.findByRole('heading', { level: 1, name: 'Le contenu enregistré' });
    post({ content: [section('d1', 'Contenu injecté')] }, 'https://evil.test');
    post({ content: [section('d1', 'Le brouillon'), section('d2', 'Deuxième')], hovered: { id: 'd1' } });
    await screen.findByRole('heading', { level: 1, name: 'Le brouillon' });
    expect(screen.queryByText('Contenu injecté')).toBeNull();
    expect(builderEl('d1')?.classList.contains('o-builder-hovered')).toBe(true);
  });
});
