import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { PageRenderer } from './page-renderer';
// through the package barrel: the sanitiser's module is the content area's to move
import { sanitizeHtml } from '../index';
import { calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { pageElement } from './elements.fixtures';

const el = pageElement;
const block = (element: string, settings: Record<string, unknown>) => el('BLOCK', element, settings);

const page = [
  el('SECTION', 'split-hero', {
    label: 'Bruxelles',
    title: 'Des stages pour tous',
    description: 'Sport et art.',
    image: ['/media/a.svg', '/media/b.svg'],
    origin: 'right',
  }),
  el('SECTION', 'header', { title: 'Programme', alignment: 'center' }),
  el('SECTION', 'basic', { padding: { top: 32, bottom: '2rem' }, background: { color: '#fafafa' } }, [
    el('CONTAINER', 'grid', { columns: 2 }, [
      block('heading', { content: 'Prochaines activités', style: { fontSize: '40px', color: '#111111' } }),
      block('paragraph', { content: 'Réservez en quelques clics.' }),
    ]),
    el('CONTAINER', 'flex', { direction: 'column', justify: 'space-between' }, [
      block('button', { text: 'Voir les stages', href: '/stages', type: 'secondary' }),
      block('alert', { title: 'Attention', content: 'Places limitées', type: 'yellow' }),
    ]),
  ]),
  el('SECTION', 'container', {}, [
    block('faq', { items: [{ id: 1, question: 'Dès quel âge ?', answer: '<p>Dès <strong>4 ans</strong>.</p>' }] }),
    block('iframe', { url: 'https://www.example.org/map' }),
    block('image', { url: '/media/photo.jpg', alt: 'Un atelier', 'object-fit': 'contain', 'border-radius': '12', href: '/galerie' }),
    block('tabs', {
      items: [
        { id: 1, text: 'Accueil', href: '/' },
        { id: 2, text: 'Blog', href: '/blog' },
      ],
    }),
    block('feature-highlight', { label: 'Lieux', title: 'Trois lieux', subtitle: 'À Bruxelles', alignment: 'center' }),
  ]),
];

describe('PageRenderer', () => {
  it('renders sections, containers and blocks with their settings', () => {
    const { runtime } = testRuntime({ location: '/fr' });
    const { container } = renderWith(runtime, <PageRenderer elements={page} />);
    screen.getByRole('heading', { level: 1, name: 'Des stages pour tous' });
    expect(container.querySelector('.o-split-hero-right')).toBeTruthy();
    expect(container.querySelectorAll('.o-split-hero-media img')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Programme' }).parentElement!.getAttribute('style')).toMatch(/text-align: center/);

    const heading = screen.getByRole('heading', { level: 2, name: 'Prochaines activités' });
    expect(heading.getAttribute('style')).toMatch(/font-size: 40px/);
    expect(heading.getAttribute('style')).toMatch(/font-weight: 700/);
    expect(screen.getByText('Réservez en quelques clics.').getAttribute('style')).toMatch(/color: grey/);
    const grid = container.querySelector<HTMLElement>('.o-grid-container')!;
    expect(grid.style.getPropertyValue('--o-grid-columns')).toBe('2');
    expect(grid.style.gap).toBe('2rem');
    const flex = container.querySelector<HTMLElement>('.o-flex')!;
    expect(flex.style.flexDirection).toBe('column');
    expect(flex.style.justifyContent).toBe('space-between');
    expect(flex.style.gap).toBe('1rem');

    const section = container.querySelector<HTMLElement>('.o-section-basic')!;
    expect(section.style.paddingTop).toBe('32px');
    expect(section.style.paddingBottom).toBe('2rem');
    expect(section.style.backgroundColor).toMatch(/#fafafa|rgb\(250, 250, 250\)/);

    const button = screen.getByRole('link', { name: 'Voir les stages' });
    expect(button.getAttribute('href')).toBe('/fr/stages');
    expect(button.className).toContain('o-button-secondary');
    expect(container.querySelector('.o-alert-yellow')!.textContent).toContain('Places limitées');
    expect(container.querySelector('details summary')!.textContent).toBe('Dès quel âge ?');
    const iframe = container.querySelector('iframe')!;
    expect(iframe.getAttribute('title')).toBe('Contenu intégré');
    expect(iframe.getAttribute('sandbox')).toContain('allow-scripts');
    expect(iframe.style.aspectRatio).toBe('16 / 9');
    const img = screen.getByRole('img', { name: 'Un atelier' });
    expect(img.style.objectFit).toBe('contain');
    expect(img.style.borderRadius).toBe('12px');
    expect(img.closest('a')!.getAttribute('href')).toBe('/fr/galerie');
    const tabs = screen.getByRole('navigation', { name: 'Onglets' });
    expect(within(tabs).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBeNull();
    screen.getByRole('heading', { level: 2, name: 'Trois lieux' });
    expect(container.querySelector('[data-builder-id]')).toBeNull();
  });

  it('skips unknown kinds and invalid settings without throwing, keeping their siblings', () => {
    const { runtime } = testRuntime();
    const elements = [
      el('SECTION', 'hologram', { title: 'x' }),
      el('SECTION', 'basic', {}, [
        block('button', { href: '/x' }), // no text
        block('iframe', { url: 'javascript:alert(1)' }),
        block('alert', { content: 'ok', type: 'purple' }),
        block('image', { url: 'javascript:alert(1)', alt: 'bad' }),
        block('heading', { content: 'Survivant' }),
        { id: 'broken', type: 'BLOCK' },
        null,
        'text',
        block('paragraph', { content: 'padding invalide', padding: [1, 2] }),
      ]),
      el('CONTAINER', 'grid', { columns: 'three' }, [block('heading', { content: 'Perdu' })]),
      el('SECTION', 'split-hero', { layout: 'diagonal' }),
    ];
    const { container } = renderWith(runtime, <PageRenderer elements={elements} />);
    screen.getByRole('heading', { name: 'Survivant' });
    expect(screen.queryByText('Perdu')).toBeNull();
    expect(screen.queryByText('padding invalide')).toBeNull();
    expect(container.querySelector('iframe, img, a, .o-alert, .o-split-hero')).toBeNull();
    expect(container.querySelectorAll('.o-el')).toHaveLength(2);
  });

  it('renders rich text only through the sanitiser', () => {
    const { runtime } = testRuntime();
    const html = '<p>Bonjour <a href="/stages">stages</a><script>window.pwned = 1</script></p>';
    const { container } = renderWith(runtime, <PageRenderer elements={[block('rich-text', { content: html })]} />);
    const rich = container.querySelector('.o-block-richtext')!;
    expect(rich.textContent).toContain('Bonjour');
    expect(rich.innerHTML).toBe(sanitizeHtml(html));
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  // the allowlist rebuild runs on happy-dom here, as in the server render; the browser tests hold it in Chromium
  it('sanitises rich text: no script and no event handler reach the DOM', () => {
    const { runtime } = testRuntime();
    const html = '<p>Bonjour<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1"><a href="javascript:alert(1)">lien</a></p>';
    const { container } = renderWith(runtime, <PageRenderer elements={[block('rich-text', { content: html })]} />);
    expect(container.querySelector('.o-block-richtext')!.textContent).toContain('Bonjour');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/);
  });

  it('tags elements with their builder id and name in preview, and outlines the hovered one', () => {
    const { runtime } = testRuntime();
    const section = el('SECTION', 'basic', {}, [block('heading', { content: 'Titre' })]);
    const { container } = renderWith(runtime, <PageRenderer elements={[section]} preview hoveredId={section.id} />);
    const tagged = container.querySelectorAll('[data-builder-id]');
    expect(tagged).toHaveLength(2);
    expect(tagged[0]!.getAttribute('data-builder-id')).toBe(section.id);
    expect(tagged[0]!.getAttribute('data-builder-name')).toBe(section.name);
    expect(tagged[0]!.classList.contains('o-builder-hovered')).toBe(true);
    expect(tagged[1]!.classList.contains('o-builder-hovered')).toBe(false);
  });

  it('renders the availabilities cards section with its parsed settings', async () => {
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/availabilities': { data: [], count: 0 } } });
    renderWith(
      runtime,
      <PageRenderer elements={[el('SECTION', 'availabilities-cards', { catalogs: '3,4', columns: '3', status: ['OPEN', 'FULL', 'BOGUS'] })]} />,
    );
    const find = () => calledUrls(fetch).find((u) => u.includes('/api/availabilities'));
    await waitFor(() => expect(find()).toBeTruthy());
    const url = new URL(find()!);
    expect(url.searchParams.get('catalog')).toBe('3,4');
    expect(url.searchParams.get('status')).toBe('OPEN,FULL');
  });
});
