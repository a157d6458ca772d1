import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { memoryStorage } from '@oriel/core';
import { resolveApiBase, DEFAULT_API } from './shell-runtime';
import { mountShell } from './testing/boot-shell';

const website = {
  id: 1,
  organiser: { name: 'Les Ateliers du Parc' },
  header: { content: { links: [{ id: 1, name: 'Stages', href: '/stages', children: [] }] } },
  footer: { content: { links: [], quote: 'Apprendre en s’amusant.' } },
  topbar: { content: {}, settings: {} },
  pages: [
    { id: 1, title: 'Accueil', pathname: '/', type: 'DEFAULT' },
    { id: 2, title: 'Stages de vacances', pathname: '/stages', type: 'DEFAULT' },
  ],
};
const section = (id: string, element: string, settings: object) => ({ id, element, type: 'SECTION', settings, children: [] });
const pages: Record<string, unknown> = {
  '/': { id: 1, title: 'Accueil', pathname: '/', content: [section('h', 'split-hero', { title: 'Des stages pour tous' })] },
  '/stages': { id: 2, title: 'Stages de vacances', pathname: '/stages', content: [section('s', 'header', { title: 'Stages de vacances' })] },
};
const availability = {
  id: 5,
  cuid: 'abc123def',
  status: 'OPEN',
  start_at: '2026-12-09T09:00:00.000+01:00',
  end_at: '2026-12-09T12:00:00.000+01:00',
  price: 12000,
  capacity: 10,
  registered: 2,
  activity: { title: 'Poterie' },
  dates: [],
};

function fetchFor(answers: Record<string, () => Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const answer = answers[url.pathname];
    if (answer) return answer();
    if (url.pathname === '/api/website/pages') {
      const page = pages[url.searchParams.get('pathname') ?? ''];
      return page ? json(200, { data: page }) : json(404, { error: 'NOT_FOUND' });
    }
    if (url.pathname === '/api/website') return json(200, { data: website });
    if (url.pathname === '/api/availabilities/abc123def') return json(200, { data: availability });
    return json(404, { error: 'NOT_FOUND' });
  });
}

function boot(path: string, answers: Record<string, () => Response> = {}) {
  return mountShell(path, fetchFor(answers), memoryStorage());
}

describe('shell app', () => {
  it('renders the home page inside the organiser layout, with the document title', async () => {
    boot('/');
    await screen.findByRole('heading', { level: 1, name: 'Des stages pour tous' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Stages' }).getAttribute('href')).toBe('/stages');
    screen.getByRole('contentinfo');
    await waitFor(() => expect(document.title).toBe('Accueil · Les Ateliers du Parc'));
  });

  it('shows a real not-found page with a link home for an unknown path, in the prefix language', async () => {
    const { router } = boot('/en/nope');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const home = screen.getByRole('link', { name: 'Back to the home page' });
    expect(home.getAttribute('href')).toBe('/en');
    fireEvent.click(home);
    expect(router.location.value.pathname).toBe('/en');
    await screen.findByRole('heading', { level: 1, name: 'Des stages pour tous' });
  });

  it('/page-not-found is the not-found page too', async () => {
    boot('/page-not-found');
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
  });

  it('renders the other pages of the website by their pathname', async () => {
    boot('/stages');
    await screen.findByRole('heading', { level: 1, name: 'Stages de vacances' });
  });

  it('shows an error with a retry when the page cannot load', async () => {
    let fail = true;
    const { fetch } = boot('/', {
      '/api/website/pages': () => (fail ? new Response('{"error":"FORBIDDEN"}', { status: 403 }) : new Response(JSON.stringify({ data: pages['/'] }))),
    });
    await screen.findByRole('alert');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { level: 1, name: 'Des stages pour tous' });
    expect(fetch).toHaveBeenCalled();
  });

  it('availability: breadcrumb from home and, for visitors, a login link that comes back here', async () => {
    boot('/availabilities/abc123def');
    await screen.findByRole('heading', { level: 1, name: 'Poterie' });
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByRole('link').getAttribute('href')).toBe('/');
    const prompt = await waitFor(() => {
      const link = screen.getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith('/auth/login?'));
      expect(link).toBeTruthy();
      return link!;
    });
    expect(prompt.getAttribute('href')).toBe('/auth/login?redirect=%2Favailabilities%2Fabc123def');
  });

  it('an unknown availability is the not-found page', async () => {
    boot('/availabilities/unknown1');
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
    await waitFor(() => expect(document.title).toBe('Page introuvable · Les Ateliers du Parc'));
  });

  it('navigation closes the cart drawer', async () => {
    const { runtime, router } = boot('/');
    await screen.findByRole('heading', { level: 1, name: 'Des stages pour tous' });
    runtime.cartOpen.value = true;
    router.navigate('/stages');
    expect(runtime.cartOpen.value).toBe(false);
  });
});

describe('resolveApiBase', () => {
  it('prefers window.OrielConfig, then <meta name="oriel-api">, then the build-time value, then the default', () => {
    const meta = document.createElement('meta');
    meta.name = 'oriel-api';
    meta.content = 'http://meta.test';
    expect(resolveApiBase(document, {}, undefined)).toBe(DEFAULT_API);
    expect(resolveApiBase(document, {}, 'http://build.test')).toBe('http://build.test');
    document.head.append(meta);
    expect(resolveApiBase(document, {}, 'http://build.test')).toBe('http://meta.test');
    expect(resolveApiBase(document, { OrielConfig: { api: 'http://config.test' } }, 'http://build.test')).toBe('http://config.test');
    meta.remove();
  });
});
