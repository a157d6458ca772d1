import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { renderShellPage } from './server/render-page';
import { API, bootShell, website } from './testing/boot-shell';

// The organiser's zone, currency and style in the hosted shell (spec 000 §1 and §3 websites.css).
// 16:00 UTC on a winter day: 17:00 in Brussels, 16:00 in London.
const session = {
  id: 9,
  cuid: 'av-climb',
  status: 'OPEN',
  start_at: '2099-12-02T16:00:00.000Z',
  end_at: '2099-12-02T17:30:00.000Z',
  price: 1250,
  capacity: 6,
  registered: 1,
  activity: { id: 3, cuid: 'act-climb', title: 'Escalade', images: [] },
  dates: [{ id: 91, cuid: 'd91', start_at: '2099-12-02T16:00:00.000Z', end_at: '2099-12-02T17:30:00.000Z', status: 'OPEN', capacity: 6, registered: 1 }],
};

function boot(organiser: Record<string, unknown>, css: string | null = null) {
  return bootShell('/availabilities/av-climb', {
    signedIn: false,
    routes: {
      'GET /api/website': { data: { ...website, css, organiser: { ...website.organiser, ...organiser } } },
      'GET /api/availabilities/av-climb': { data: session },
    },
  });
}

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

afterEach(() => {
  document.adoptedStyleSheets = [];
});

describe("the organiser's zone and currency in the shell", () => {
  it('shows times in Brussels and amounts in euros by default', async () => {
    boot({});
    await screen.findByRole('heading', { level: 1, name: 'Escalade' });
    await waitFor(() => expect(plain(document.querySelector('#o-main')?.textContent)).toContain('17:00'));
    expect(plain(document.querySelector('#o-main')?.textContent)).toContain('12,50 €');
  });

  it("shows the same session at the London organiser's time, in pounds", async () => {
    boot({ timezone: 'Europe/London', currency: 'GBP' });
    await screen.findByRole('heading', { level: 1, name: 'Escalade' });
    await waitFor(() => expect(plain(document.querySelector('#o-main')?.textContent)).toContain('16:00'));
    const text = plain(document.querySelector('#o-main')?.textContent);
    expect(text).not.toContain('17:00');
    expect(text).toContain('12,50 £GB');
  });

  it("reads an organiser's unknown zone or malformed currency as Brussels and euros", async () => {
    boot({ timezone: 'Mars/Olympus', currency: 'pounds' });
    await screen.findByRole('heading', { level: 1, name: 'Escalade' });
    await waitFor(() => expect(plain(document.querySelector('#o-main')?.textContent)).toContain('17:00'));
    expect(plain(document.querySelector('#o-main')?.textContent)).toContain('12,50 €');
  });
});

describe("the website's custom CSS in the shell", () => {
  const sheetsText = () => document.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join('\n')).join('\n');

  it('is adopted sanitised and scoped to the shell root', async () => {
    boot({}, ':root{--oriel-accent:#1d4f91} .o-card{border-width:2px} @import url(https://evil.example/x.css); a{background:url(javascript:alert(1))}');
    await screen.findByRole('heading', { level: 1, name: 'Escalade' });
    await waitFor(() => expect(sheetsText()).toContain('--oriel-accent'));
    const text = sheetsText();
    expect(text).toContain('.oriel-root .o-card');
    expect(text).not.toMatch(/import|javascript/);
  });

  it('adds nothing when the website has none', async () => {
    boot({}, null);
    await screen.findByRole('heading', { level: 1, name: 'Escalade' });
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });
});

describe('the server render', () => {
  const serve = (organiser: Record<string, unknown>, css: string | null) =>
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), API);
      const body =
        url.pathname === '/api/website'
          ? { data: { ...website, css, organiser: { ...website.organiser, ...organiser } } }
          : url.pathname === '/api/availabilities/av-climb'
            ? { data: session }
            : null;
      return new Response(JSON.stringify(body ?? { error: 'NOT_FOUND' }), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;

  it("writes the session at the organiser's time and the website's CSS into the nonce'd styles", async () => {
    const page = await renderShellPage({
      url: 'http://shop.test/availabilities/av-climb',
      apiBase: API,
      htmlDocument: document,
      fetch: serve({ timezone: 'Europe/London', currency: 'GBP' }, '.o-card{border-width:2px} </style><script>alert(1)</script>'),
    });
    expect(plain(page?.body)).toContain('16:00');
    expect(plain(page?.body)).not.toContain('17:00');
    expect(page?.styles).toContain('.oriel-root .o-card{border-width:2px}');
    expect(page?.styles).not.toMatch(/<|script/);
  });
});
