import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { PageRenderer } from './page-renderer';
import { calledUrls, failure, renderWith, testRuntime } from '../testing/test-runtime';
import { article, articles } from '../blog/blog.fixtures';

afterEach(() => window.history.replaceState(null, '', '/'));
const section = (settings: Record<string, unknown>) => ({
  id: 'latest',
  element: 'latest-articles',
  type: 'SECTION',
  family: 'sections',
  name: 'Actualités',
  settings,
  children: [],
});
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0|\u202f/g, ' ') ?? '';

describe('the latest articles section (000 §2)', () => {
  it('shows a skeleton of 3 by default, then the 3 newest articles linking to /fr/blog/{slug}', async () => {
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/blog/articles': { data: [article(), ...articles(2, 2)], count: 7 } } });
    const { container } = renderWith(runtime, <PageRenderer elements={[section({})]} />);
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy?.querySelectorAll('.o-card-skeleton').length).toBe(3);
    const card = await screen.findByRole('article', { name: 'Bien préparer le stage de votre enfant' });
    expect(text(card)).toContain('28 novembre 2026');
    expect(text(card)).toContain('La veille. Préparez le sac ensemble');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://media.test/stage.svg');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/fr/blog/preparer-son-stage');
    expect(screen.getAllByRole('article').length).toBe(3);
    screen.getByRole('heading', { level: 2, name: 'Derniers articles' });
    expect(screen.getByRole('link', { name: 'Tous les articles' }).getAttribute('href')).toBe('/fr/blog');
    expect(calledUrls(fetch).some((u) => u.includes('/api/blog/articles') && u.includes('limit=3') && u.includes('offset=0'))).toBe(true);
  });

  it('takes its limit from the settings; an invalid limit renders nothing', async () => {
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/blog/articles': { data: articles(5), count: 5 } } });
    const { container } = renderWith(runtime, <PageRenderer elements={[section({ limit: '5' }), section({ limit: 0 })]} />);
    expect(container.querySelectorAll('.o-card-skeleton').length).toBe(5);
    await screen.findByRole('article', { name: 'Article 5' });
    expect(screen.getAllByRole('heading', { level: 2, name: 'Derniers articles' }).length).toBe(1);
    expect(
      calledUrls(fetch)
        .filter((u) => u.includes('/api/blog/articles'))
        .every((u) => u.includes('limit=5')),
    ).toBe(true);
  });

  it('no article: the empty state, without the link to the blog; a failure: the error with a retry', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/blog/articles': { data: [], count: 0 } } });
    const first = renderWith(runtime, <PageRenderer elements={[section({})]} />);
    await screen.findByRole('heading', { level: 3, name: "Aucun article pour l'instant." });
    expect(screen.queryByRole('link', { name: 'Tous les articles' })).toBeNull();
    first.unmount();
    let calls = 0;
    const failing = testRuntime({
      routes: { 'GET /api/blog/articles': () => (++calls === 1 ? failure(404, { error: 'NOT_FOUND' }) : { data: [article()], count: 1 }) },
    });
    renderWith(failing.runtime, <PageRenderer elements={[section({})]} />);
    (await screen.findByRole('button', { name: 'Réessayer' })).click();
    await waitFor(() => screen.getByRole('article', { name: 'Bien préparer le stage de votre enfant' }));
  });
});
