import { describe, expect, inject, it } from 'vitest';
import { axe, describeViolations, openContext, useBrowser, watchErrors, type Page, nothingHappensFor } from './browser';

// The live preview (000 §2, §5; docs/security.md "Live preview"): the stand-in admin console (demo/admin) frames the
// shell with ?preview=true and drives it over postMessage, in the spec's message shape; nobody else can.

const urls = inject('urls');
const browser = useBrowser();
const SHELL_ORIGIN = new URL(urls.shell).origin;
const SAVED_TITLE = 'Des stages et des ateliers pour tous les âges';

const draft = [
  { id: 'draft-1', element: 'header', type: 'SECTION', name: 'Brouillon', settings: { title: 'Un brouillon en direct' }, children: [] },
  {
    id: 'draft-2',
    element: 'basic',
    type: 'SECTION',
    name: 'Texte',
    settings: {},
    children: [{ id: 'draft-3', element: 'paragraph', type: 'BLOCK', settings: { content: 'Écrit dans la console, montré tout de suite.' }, children: [] }],
  },
];
/** A draft in the spec's shape (000 §5: content[] plus an optional hovered{id}, no type), as the console sends it. */
const message = (content: unknown) => ({ content });

async function expectNoViolations(page: Page) {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The harness with its preview ready and its textarea prefilled with the saved home page. */
async function openHarness() {
  const context = await openContext(browser());
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(urls.admin);
  await page.getByRole('log').getByText('Preview ready on /').waitFor();
  const textarea = page.getByLabel('Sections (JSON array of page elements)');
  await expect.poll(() => textarea.inputValue()).toContain('split-hero');
  const preview = page.frameLocator('#preview');
  await preview.getByRole('heading', { level: 1, name: SAVED_TITLE }).waitFor();
  const shellFrame = () => page.frames().find((f) => f.url().startsWith(SHELL_ORIGIN))!;
  return { context, page, errors, textarea, preview, shellFrame };
}

describe('live preview', () => {
  it('the harness replaces the page with its draft, gets clicks back, outlines the hovered section; links and languages stay put; axe finds nothing', async () => {
    const { context, page, errors, textarea, preview, shellFrame } = await openHarness();
    await expectNoViolations(page);

    await textarea.fill(JSON.stringify(draft, null, 2));
    await page.getByRole('button', { name: 'Apply' }).click();
    await preview.getByRole('heading', { level: 1, name: 'Un brouillon en direct' }).waitFor();
    await preview.getByText('Écrit dans la console, montré tout de suite.').waitFor();
    expect(await preview.getByRole('heading', { name: SAVED_TITLE }).count()).toBe(0);
    await page.getByRole('log').getByText('Draft shown: 2 element(s)').waitFor();

    // a click on a tagged element is reported to the console
    await preview.getByRole('heading', { level: 1, name: 'Un brouillon en direct' }).click();
    await page.getByRole('log').getByText('Click on Brouillon (draft-1)').waitFor();
    // hovering a section in the console outlines it in the preview
    await page.locator('#outline').getByRole('button', { name: /Texte/ }).hover();
    await expect.poll(() => preview.locator('[data-builder-id="draft-2"]').getAttribute('class')).toContain('o-builder-hovered');

    // in preview, a header link and the language switch go nowhere, and the visitor is told
    const before = shellFrame().url();
    await preview.getByRole('banner').getByRole('link', { name: 'Terrains', exact: true }).first().click();
    await preview.getByText('Navigation désactivée en mode aperçu.').first().waitFor();
    await preview.locator('a[hreflang="en"]:visible').first().click();
    expect(shellFrame().url()).toBe(before);
    await preview.getByRole('heading', { level: 1, name: 'Un brouillon en direct' }).waitFor();
    await expectNoViolations(page);

    // a draft the shell refuses: its translated reason in the preview, the previous draft stays
    await textarea.fill('[{"id": "x", "element": "header"}]');
    await page.getByRole('button', { name: 'Apply' }).click();
    await preview.getByRole('alert').filter({ hasText: "l'élément content.0.type n'est pas valide" }).waitFor();
    await page.getByText('The preview refused the draft (content.0.type).').waitFor();
    await preview.getByRole('heading', { level: 1, name: 'Un brouillon en direct' }).waitFor();
    // and JSON that does not parse never leaves the console
    await textarea.fill('[{"id": ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/^Invalid JSON:/).waitFor();
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a draft from any other origin is ignored: the shell itself, or a site holding the preview window; the shell tells such a site nothing', async () => {
    // only the shell itself and the admin console may frame the shell; the console is framed by nobody
    const ADMIN_ORIGIN = new URL(urls.admin).origin;
    expect((await fetch(`${urls.shell}?preview=true`)).headers.get('content-security-policy')).toMatch(
      new RegExp(`frame-ancestors 'self' ${ADMIN_ORIGIN}(;|$)`),
    );
    expect((await fetch(urls.admin)).headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const { context, page, errors, preview, shellFrame } = await openHarness();
    // the shell's own origin posting to the framed preview
    const origin = await shellFrame().evaluate(
      (data) =>
        new Promise<string>((resolve) => {
          addEventListener('message', (e) => setTimeout(() => resolve(e.origin), 100), { once: true });
          postMessage(data, '*');
        }),
      message([{ id: 'evil', element: 'header', type: 'SECTION', settings: { title: 'Contenu injecté' } }]),
    );
    expect(origin).toBe(SHELL_ORIGIN);
    expect(await preview.getByText('Contenu injecté').count()).toBe(0);
    await preview.getByRole('heading', { level: 1, name: SAVED_TITLE }).waitFor();
    expect(
      await page
        .getByRole('log')
        .getByText(/Draft shown/)
        .count(),
    ).toBe(0);

    // a page on another site opens the preview and posts to it (it cannot frame it: frame-ancestors)
    await context.route('http://evil.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>evil</title><p>evil</p></html>' }),
    );
    const evil = await context.newPage();
    await evil.goto('http://evil.test/');
    await evil.evaluate(() => {
      const w = window as unknown as { got: unknown[] };
      w.got = [];
      addEventListener('message', (e) => w.got.push(e.data));
    });
    const [popup] = await Promise.all([
      evil.waitForEvent('popup'),
      evil.evaluate((url) => void ((window as unknown as { preview: Window | null }).preview = window.open(url)), `${urls.shell}?preview=true`),
    ]);
    const popupErrors = watchErrors(popup);
    await popup.getByRole('heading', { level: 1, name: SAVED_TITLE }).waitFor();
    await popup.evaluate(() => {
      (window as unknown as { arrived: Promise<string> }).arrived = new Promise((resolve) =>
        addEventListener('message', (e) => setTimeout(() => resolve(e.origin), 100), { once: true }),
      );
    });
    await evil.evaluate(
      (data) => (window as unknown as { preview: Window }).preview.postMessage(data, '*'),
      message([{ id: 'evil', element: 'header', type: 'SECTION', settings: { title: 'Contenu injecté' } }]),
    );
    expect(await popup.evaluate(() => (window as unknown as { arrived: Promise<string> }).arrived)).toBe('http://evil.test');
    expect(await popup.getByText('Contenu injecté').count()).toBe(0);
    await popup.getByRole('heading', { level: 1, name: SAVED_TITLE }).hover();
    await nothingHappensFor(popup, 200, 'the preview posts nothing to a foreign opener');
    // the preview answers only its admin origin: its ready and hover messages never reach this opener
    expect(await evil.evaluate(() => (window as unknown as { got: unknown[] }).got)).toEqual([]);
    expect([...errors, ...popupErrors]).toEqual([]);
    await context.close();
  });
});
