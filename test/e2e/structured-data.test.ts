import { describe, expect, inject, it } from 'vitest';
import { activityPageSchema, availabilityPageSchema, cardsListSchema, homePageSchema } from '../../packages/core/src/seo/schema-org.schema';
import { firstAddable } from './api-fixtures';
import { openContext, useBrowser, watchErrors, type Page, nothingHappensFor } from './browser';
import { hostDocument, useHostPages } from './host-page';

const urls = inject('urls');
const browser = useBrowser();

/** Every JSON-LD block of an HTML text, parsed. */
const blocksOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);

/** The same, from the live page (after the client rendered it again), and the policy refusals the page saw. */
const liveBlocks = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (s) => JSON.parse(s.textContent ?? 'null') as unknown));

/** Records Content-Security-Policy refusals from the first byte (an init script runs outside the page's policy). */
async function withViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/**
 * A valibot schema's check, through its Standard Schema interface (`~standard`, what v.safeParse runs): test/ does not
 * resolve valibot itself. Its issues are then each a message and a path.
 */
function expectValid(schema: { '~standard': { validate(value: unknown): { issues?: unknown } | Promise<unknown> } }, value: unknown) {
  const r = schema['~standard'].validate(value);
  if (r instanceof Promise) throw new Error('expectValid takes a synchronous schema');
  expect(r.issues === undefined, JSON.stringify(r.issues ?? null, null, 1)).toBe(true);
}

const anActivity = async (): Promise<{ cuid: string; title: string }> => {
  const body = (await (await fetch(`${urls.api}/api/activities?limit=20`)).json()) as { data: { cuid: string; title: string }[] };
  return body.data[0]!;
};

describe('structured data for search engines (issue 12.4)', () => {
  it('the shell’s availability, activity and home pages carry valid JSON-LD in their server HTML, kept by the client under the strict policy', async () => {
    const target = await firstAddable(urls.api);
    const activity = await anActivity();
    const cases = [
      {
        path: `fr/availabilities/${target.cuid}`,
        schema: availabilityPageSchema,
        check: (d: Record<string, unknown>) => expect(d).toMatchObject({ '@type': 'Event', name: target.title }),
      },
      {
        path: `fr/activities/${activity.cuid}`,
        schema: activityPageSchema,
        check: (d: Record<string, unknown>) => expect(d).toMatchObject({ '@type': 'Course', name: activity.title }),
      },
      {
        path: 'fr',
        schema: homePageSchema,
        check: (d: Record<string, unknown>) =>
          expect(d).toMatchObject({ '@graph': [{ name: 'Les Ateliers du Parc' }, { '@type': 'WebSite', inLanguage: 'fr' }] }),
      },
    ];
    const context = await openContext(browser());
    for (const c of cases) {
      const res = await fetch(urls.shell + c.path);
      expect(res.status).toBe(200);
      const blocks = blocksOf(await res.text());
      expect(blocks, c.path).toHaveLength(1);
      expectValid(c.schema, blocks[0]);
      c.check(blocks[0] as Record<string, unknown>);

      const page = await context.newPage();
      const errors = watchErrors(page);
      const violations = await withViolations(page);
      await page.goto(urls.shell + c.path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await liveBlocks(page)).toEqual(blocks);
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('an Event’s dates carry the organiser’s offset, its offer the places left', async () => {
    const target = await firstAddable(urls.api);
    const [event] = blocksOf(await (await fetch(`${urls.shell}en/availabilities/${target.cuid}`)).text()) as {
      startDate: string;
      offers: { availability: string; priceCurrency: string };
      url: string;
    }[];
    const av = ((await (await fetch(`${urls.api}/api/availabilities/${target.cuid}`)).json()) as { data: { start_at: string } }).data;
    expect(Date.parse(event!.startDate)).toBe(Date.parse(av.start_at));
    expect(event!.startDate).toMatch(/\+0[12]:00$/);
    expect(event!.offers).toMatchObject({ availability: 'https://schema.org/InStock', priceCurrency: 'EUR' });
    expect(event!.url).toBe(`https://ateliers-du-parc.oriel.test/en/availabilities/${target.cuid}`);
  });
});

describe('embedded cards emit JSON-LD for the host page (data-structured-data)', () => {
  const host = useHostPages();
  const nonce = 'n0nce';
  const loader = `<script async src="${urls.loader}" data-api="${urls.api}" nonce="${nonce}"></script>`;
  const api = new URL(urls.api).origin;
  // the demo site's strict policy (docs/elements.md "Content Security Policy")
  const csp = `default-src 'self'; script-src 'self' ${new URL(urls.loader).origin} 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data: https: ${api}; connect-src 'self' ${api}; object-src 'none'; base-uri 'self'`;
  host.serve(
    '/with.html',
    hostDocument(
      `${loader}<oriel-cards data-kind="availabilities" data-structured-data data-href-availability="/stages/{cuid}"></oriel-cards><oriel-cards data-kind="activities" data-page-size="4" data-structured-data></oriel-cards>`,
    ),
    csp,
  );
  host.serve('/without.html', hostDocument(`${loader}<oriel-cards data-kind="availabilities"></oriel-cards>`), csp);

  it('each grid writes an ItemList of what it shows into the light DOM, valid, linked through the templates, under a strict policy', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const violations = await withViolations(page);
    await page.goto(host.url('/with.html'));
    const grids = page.locator('oriel-cards');
    await expect.poll(() => page.locator('oriel-cards > script[type="application/ld+json"]').count(), { timeout: 10_000 }).toBe(2);
    // a grid draws the cards a screen shows first and the rest a frame later, in skeletons' places: read it whole
    await expect.poll(() => grids.locator('.o-card-skeleton').count()).toBe(0);
    // and the lists follow the grid once it is whole (CI read 8 of 20 while its last cards were being drawn)
    await expect
      .poll(async () => ((await liveBlocks(page)) as { itemListElement: unknown[] }[])[0]?.itemListElement.length)
      .toBe(await grids.nth(0).locator('.o-card-title[id]').count());
    const [events, courses] = (await liveBlocks(page)) as { itemListElement: { item: { '@type': string; url: string } }[] }[];
    expectValid(cardsListSchema, events);
    expectValid(cardsListSchema, courses);
    const shown = await grids
      .nth(0)
      .locator('.o-card-title[id]')
      .evaluateAll((els) => els.map((el) => el.id.replace(/^o-av-/, '')));
    expect(events!.itemListElement.map((e) => e.item.url)).toEqual(shown.map((cuid) => host.url(`/stages/${cuid}`)));
    expect(new Set(events!.itemListElement.map((e) => e.item['@type']))).toEqual(new Set(['Event']));
    expect(courses!.itemListElement.length).toBe(await grids.nth(1).locator('.o-card').count());
    expect(new Set(courses!.itemListElement.map((e) => e.item['@type']))).toEqual(new Set(['Course']));
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without the attribute no chunk is fetched and no JSON-LD is written', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.goto(host.url('/without.html'));
    await page.locator('oriel-cards .o-card').first().waitFor();
    await nothingHappensFor(page, 400, 'no structured-data chunk is fetched');
    expect(scripts.some((u) => /\/chunks\/structured-data-/.test(u))).toBe(false);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    await context.close();
  });
});
