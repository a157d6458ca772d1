import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { bootShell, json, tennis, website, type RouteAnswer } from './testing/boot-shell';

// /availabilities/{cuid} inside the organiser's AVAILABILITY page, and the catalog page's breadcrumb (000 §2).
const el = (id: string, type: string, element: string, settings: Record<string, unknown> = {}, children: unknown[] = []) => ({
  id,
  type,
  element,
  settings,
  children,
});
const alert = el('s1', 'SECTION', 'basic', {}, [el('b1', 'BLOCK', 'alert', { content: 'Une place reste réservée 15 minutes.' })]);
const faq = el('s3', 'SECTION', 'basic', {}, [el('b3', 'BLOCK', 'heading', { content: 'Questions fréquentes' })]);
const slot = el('s2', 'SECTION', 'availability-detail');

const pages = [
  ...website.pages,
  { id: 2, title: 'Stages de vacances', pathname: '/stages', type: 'DEFAULT' },
  { id: 3, title: 'Disponibilité', pathname: '/$availability', type: 'AVAILABILITY' },
];
const stages = [el('c1', 'SECTION', 'availabilities-cards', { catalogs: [1], columns: 2 })];

function boot(path: string, { frame, pagesSettings = {} }: { frame?: unknown[] | null; pagesSettings?: unknown } = {}) {
  const pageAnswer: RouteAnswer = (request) => {
    const pathname = new URL(request.url).searchParams.get('pathname');
    const page = pages.find((p) => p.pathname === pathname);
    if (!page || (page.type === 'AVAILABILITY' && !frame)) return json(404, { error: 'NOT_FOUND' });
    return json(200, { data: { ...page, content: page.type === 'AVAILABILITY' ? frame : pathname === '/stages' ? stages : [] } });
  };
  const sitePages = frame === null ? pages.filter((p) => p.type !== 'AVAILABILITY') : pages;
  return bootShell(path, {
    routes: {
      'GET /api/website': { data: { ...website, pages: sitePages, pages_settings: pagesSettings } },
      'GET /api/website/pages': pageAnswer,
      'GET /api/availabilities/av-tennis': { data: tennis },
      'GET /api/availabilities': { data: [tennis], count: 1 },
    },
  });
}

const crumbs = async () => {
  const nav = await screen.findByRole('navigation', { name: /fil|breadcrumb/i });
  await waitFor(() => expect(nav.textContent).toContain('Initiation au tennis'));
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
};

/** A list call's `after` is the start of today in Brussels (000 §7), never `started`. */
function expectStartOfToday(url: string | undefined) {
  const query = new URL(url ?? '', 'http://x').searchParams;
  expect(query.has('started')).toBe(false);
  const after = Date.parse(query.get('after') ?? '');
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  expect(clock.format(after)).toBe('00:00:00');
  expect(Date.now() - after).toBeGreaterThanOrEqual(0);
  expect(Date.now() - after).toBeLessThan(25 * 3600_000);
}

describe('availability page', () => {
  it('without an AVAILABILITY page: the plain detail, as before', async () => {
    boot('/availabilities/av-tennis', { frame: null });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Initiation au tennis' });
    expect(h1.closest('.o-section-availability-detail')).toBeNull();
    expect(screen.queryByText('Une place reste réservée 15 minutes.')).toBeNull();
    expect(await crumbs()).toEqual(['Accueil', 'Initiation au tennis']);
  });

  it("inside the organiser's AVAILABILITY page: its sections around the detail, in the page's order", async () => {
    boot('/availabilities/av-tennis', { frame: [alert, slot, faq] });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Initiation au tennis' });
    const before = await screen.findByText('Une place reste réservée 15 minutes.');
    const after = screen.getByRole('heading', { level: 2, name: 'Questions fréquentes' });
    expect(h1.closest('.o-section-availability-detail')).toBeTruthy();
    expect(before.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(h1.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('an AVAILABILITY page without the availability-detail section: the detail after its sections', async () => {
    boot('/availabilities/av-tennis', { frame: [alert] });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Initiation au tennis' });
    const before = await screen.findByText('Une place reste réservée 15 minutes.');
    expect(before.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an unknown cuid is the not-found page, never framed', async () => {
    bootShell('/availabilities/nope', {
      routes: { 'GET /api/website': { data: { ...website, pages } }, 'GET /api/website/pages': { data: { ...pages[2], content: [alert, slot] } } },
    });
    await screen.findByRole('heading', { level: 1, name: /introuvable|not found/i });
    expect(screen.queryByText('Une place reste réservée 15 minutes.')).toBeNull();
  });
});

describe('catalog breadcrumb', () => {
  it('?from= naming a catalog page: Accueil / page / title, the page linked with the language prefix', async () => {
    boot('/en/availabilities/av-tennis?from=/stages', { frame: [slot] });
    const nav = await screen.findByRole('navigation', { name: /breadcrumb/i });
    await waitFor(() => expect(within(nav).getAllByRole('listitem')).toHaveLength(3));
    expect(within(nav).getByRole('link', { name: 'Stages de vacances' }).getAttribute('href')).toBe('/en/stages');
    expect(await crumbs()).toEqual(['Home', 'Stages de vacances', 'Initiation au tennis']);
  });

  it.each(['/inconnue', '//evil.test/stages', 'https%3A%2F%2Fevil.test%2Fstages', '/$availability', '/'])('?from=%s is no crumb', async (from) => {
    boot(`/availabilities/av-tennis?from=${from}`, { frame: null });
    expect(await crumbs()).toEqual(['Accueil', 'Initiation au tennis']);
  });

  it("a catalog page's cards link with ?from= and list with the website's pages_settings", async () => {
    const { fetch } = boot('/stages', { pagesSettings: { status: ['OPEN', 'FULL'], include_started: true } });
    const link = await screen.findByRole('link', { name: /Initiation au tennis/ });
    expect(link.getAttribute('href')).toBe('/availabilities/av-tennis?from=%2Fstages');
    const list = fetch.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).find((u) => u.includes('/api/availabilities?'));
    expect(list).toContain('status=OPEN%2CFULL');
    expectStartOfToday(list);
  });

  it('without pages_settings the list call keeps the section status, with the same after (000 §7)', async () => {
    const { fetch } = boot('/stages');
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    const list = fetch.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).find((u) => u.includes('/api/availabilities?'));
    expect(list).toContain('status=OPEN');
    expect(list).not.toContain('FULL');
    expectStartOfToday(list);
  });
});
