import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { bootShell, json, website, type RouteAnswer } from './testing/boot-shell';
import { nothingHappensFor } from './testing/nothing-happens';

// 001 §8: the message of an action that moves to another page (registered, cancelled) keeps its time for that page.

const pages = [...website.pages, { id: 2, title: 'Stages de vacances', pathname: '/stages', type: 'DEFAULT' }];

describe('toasts across a page change', () => {
  it('the toasts showing stop their time when the path changes and run it again once the new page is drawn, not while it loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pageAnswer: RouteAnswer = async (request) => {
      const pathname = new URL(request.url).searchParams.get('pathname');
      if (pathname === '/stages') await held;
      const page = pages.find((p) => p.pathname === pathname);
      return page ? json(200, { data: { ...page, content: [] } }) : json(404, { error: 'NOT_FOUND' });
    };
    const { runtime, router } = bootShell('/fr', { routes: { 'GET /api/website': { data: { ...website, pages } }, 'GET /api/website/pages': pageAnswer } });
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });

    const calls: string[] = [];
    vi.spyOn(runtime.toasts, 'carry').mockImplementation(() => void calls.push('carry'));
    vi.spyOn(runtime.toasts, 'land').mockImplementation(() => void calls.push('land'));
    runtime.toasts.success('Inscription confirmée');
    router.navigate('/fr/stages');
    await waitFor(() => expect(calls).toEqual(['carry']));
    // the new page is still loading: its time has not started
    await nothingHappensFor(100, 'the held toasts do not land while the page loads');
    expect(calls).toEqual(['carry']);

    release();
    await screen.findByRole('heading', { level: 1, name: 'Stages de vacances' });
    await waitFor(() => expect(calls).toEqual(['carry', 'land']));
  });

  it('without a page change nothing is held: a toast runs its 2 s', async () => {
    const { runtime } = bootShell('/fr', { routes: { 'GET /api/website/pages': { data: { ...pages[0], content: [] } } } });
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    const carry = vi.spyOn(runtime.toasts, 'carry');
    runtime.toasts.success('Mis à jour');
    await nothingHappensFor(50, 'a toast with no page change is not held');
    expect(carry).not.toHaveBeenCalled();
  });
});
