import { describe, expect, inject, it } from 'vitest';
import { apiNow, axe, describeViolations, openContext, useBrowser, watchErrors, watchRawKeys, watchViewLoadingBlocks, type Page } from './browser';
import { hostDocument, useHostPages } from './host-page';
import { focused, tabTo, type Focused } from './keyboard';

// The dialogs <oriel-schedule> opens in place only when embedded without URL templates (no demo page shows them):
// the week's session, the quick list's sign-in, the resources day's booking. Each opens by keyboard, passes axe,
// closes with Escape and gives the focus back to what opened it.
const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();

const brusselsDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' });

/** An integrator's page with this schedule and no data-href-* template: every route opens in place. */
const schedulePage = (attributes: string) =>
  host.page(hostDocument(`<script src="${urls.loader}" data-api="${urls.api}"></script><main><oriel-schedule ${attributes}></oriel-schedule></main>`));

/** The next open session (a Sunday at 23:30 has none left that week: the schedule shows the session's own week). */
async function nextSession(): Promise<{ day: string; title: string; activity: string }> {
  const now = (await apiNow()).getTime();
  for (let offset = 0; offset < 1000; offset += 100) {
    const res = await fetch(`${urls.api}/api/availabilities?limit=100&offset=${offset}&status=OPEN`);
    const { data } = (await res.json()) as { data: { status: string; start_at: string; activity: { cuid: string; title: string } }[] };
    const found = data.find((a) => a.status === 'OPEN' && Date.parse(a.start_at) > now);
    if (found) return { day: brusselsDay.format(new Date(found.start_at)), title: found.activity.title, activity: found.activity.cuid };
    if (data.length < 100) break;
  }
  throw new Error('no open session ahead in the seed');
}

/** The first day with a free resource slot ahead (late in the evening, today has none left). */
async function nextSlotDay(): Promise<string> {
  const { data } = (await (await fetch(`${urls.api}/api/resources/availabilities`)).json()) as { data: { start_at: string }[] };
  if (!data[0]) throw new Error('no free resource slot ahead in the seed');
  return brusselsDay.format(new Date(data[0].start_at));
}

/** Axe on the page with the dialog open, Escape, then the focus back on the opener (never <body>). */
async function checkAndClose(page: Page, opener: Focused): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('oriel-schedule dialog[open]').count()).toBe(0);
  const back = await focused(page);
  expect(back.tag).not.toBe('body');
  expect(back).toEqual(opener);
}

describe('the schedule’s dialogs, embedded without links (axe, Escape, focus back)', () => {
  it('week: a session opens its detail in a dialog', async () => {
    const session = await nextSession();
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(`${schedulePage(`data-mode="week" data-activity="${session.activity}"`)}?os-date=${session.day}`);
    await page.locator('oriel-schedule button.o-sched-item').first().waitFor();

    // a session without a link is a button; Enter opens its detail in place
    const opener = await tabTo(page, (f) => f.tag === 'button' && f.name.includes(session.title));
    await page.keyboard.press('Enter');
    const dialog = page.locator('oriel-schedule dialog[open]');
    await dialog.getByRole('heading', { name: session.title, level: 2 }).waitFor();
    // loaded: the detail's login prompt (a visitor)
    await dialog.getByRole('button', { name: 'Se connecter' }).waitFor();
    await checkAndClose(page, opener);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('week calendar: a crowd of sessions shows as bars; Enter on one opens its detail; an API title stays text; axe', async () => {
    const session = await nextSession();
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    // the week's answer, its first eight sessions moved side by side at 10:00-11:00 on the shown day: one full, one
    // whose title tries to break out of the bars' markup (week-bars.ts)
    const hostile = `Yoga"><img src=x onerror="window.__pwned=1"><b>`;
    await page.route(/\/api\/availabilities\?/, async (route) => {
      // its CORS preflight goes through untouched
      if (route.request().method() !== 'GET') return route.continue();
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown>[]; count: number };
      const crowd = body.data.slice(0, 8);
      expect(crowd.length).toBe(8);
      const [start_at, end_at] = [`${session.day}T09:00:00.000Z`, `${session.day}T10:00:00.000Z`];
      crowd.forEach((av, i) => {
        // no sessions of its own: the availability is its one session (docs/api-contract.md "Card answers")
        Object.assign(av, { start_at, end_at, status: i === 1 ? 'FULL' : 'OPEN', capacity: 6, registered: 1, dates: [] });
        if (i === 2) av.activity = { ...(av.activity as object), title: hostile };
      });
      Object.assign(body, { data: crowd, count: crowd.length });
      // the body is fulfilled whole, as plain JSON: none of the API's compression and transfer headers
      await route.fulfill({ status: answer.status(), headers: { 'access-control-allow-origin': '*' }, json: body });
    });
    await page.goto(`${schedulePage('data-mode="week" data-layout="calendar"')}?os-date=${session.day}`);
    const schedule = page.locator('oriel-schedule');
    await schedule.locator('.o-week-bar').nth(7).waitFor();
    expect(await schedule.locator('.o-week-bar').count()).toBe(8);
    // the title is the bar's name, as text: no element of it was made, no script of it ran
    const named = schedule.getByRole('button', { name: `10:00 – 11:00, ${hostile}`, exact: false });
    await named.waitFor();
    expect(await schedule.locator('.o-week-cal img, .o-week-cal b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // the full session is a bar that is no control, its status read as text
    const full = schedule.locator('.o-week-bar.is-disabled');
    expect(await full.evaluate((el) => el.tagName)).toBe('DIV');
    expect(await full.textContent()).toMatch(/, Complet$/);
    // a bar in its lane: a sixth of the column or less, 48 px an hour tall
    const box = (await schedule.locator('button.o-week-bar').first().boundingBox())!;
    expect(box.height).toBe(48);

    const opener = await tabTo(page, (f) => f.tag === 'button' && f.name.startsWith('10:00 – 11:00, ') && !f.name.includes(hostile));
    await page.keyboard.press('Enter');
    const dialog = page.locator('oriel-schedule dialog[open]');
    // the bar's session: its activity titles the dialog, its facts come once the detail is read
    await dialog.getByRole('heading', { name: opener.name.split(', ')[1], level: 2 }).waitFor();
    await dialog.getByText('Lieu').waitFor();
    await checkAndClose(page, opener);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('list: a visitor’s sign-in opens in a dialog', async () => {
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(schedulePage('data-mode="list"'));
    // a private section: without a login page to link to, the prompt's button opens the form in place
    await page.locator('oriel-schedule').getByRole('button', { name: 'Se connecter' }).waitFor();
    const opener = await tabTo(page, /^Se connecter$/);
    await page.keyboard.press('Enter');
    const dialog = page.locator('oriel-schedule dialog[open]');
    await dialog.getByRole('heading', { name: 'Connexion', level: 2 }).waitFor();
    await dialog.getByLabel('E-mail').waitFor();
    await checkAndClose(page, opener);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('resources day: a start time, then a free slot opens the booking in a dialog', async () => {
    const day = await nextSlotDay();
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    // the view is evaluated while the runtime starts: the schedule never shows the view's loading block
    const blocks = await watchViewLoadingBlocks(page);
    const rawKeys = await watchRawKeys(page);
    await page.goto(`${schedulePage('data-mode="resources-day"')}?os-date=${day}`);
    const schedule = page.locator('oriel-schedule');
    const starts = schedule.getByRole('group', { name: 'Heure de début' }).getByRole('button');
    await starts.first().waitFor();
    // the mode's view is a chunk of its own: the loader asked for it with the schedule's chunk, not after it ran
    const hinted = await page.evaluate(() => Array.from(document.head.querySelectorAll('link[rel=modulepreload]'), (l) => (l as HTMLLinkElement).href));
    expect(hinted.filter((href) => /\/chunks\/resources-day-mode-/.test(href))).toHaveLength(1);
    // and the catalogue's second part, which a schedule shows (core's i18n/load.ts), with both
    expect(hinted.filter((href) => /\/chunks\/fr\.(base|more)-/.test(href))).toHaveLength(2);
    expect(await blocks()).toEqual([]);

    // the day's second start time when it has one (the first is chosen already), then its first slot
    const times = await starts.allTextContents();
    const time = times[1] ?? times[0]!;
    await tabTo(page, (f) => f.tag === 'button' && f.name === time);
    await page.keyboard.press('Enter');
    await expect.poll(() => schedule.getByRole('button', { name: time, pressed: true }).count()).toBe(1);
    const opener = await tabTo(page, (f) => f.tag === 'button' && f.name.startsWith('Réserver ') && f.name.includes(`, ${time} – `));
    await page.keyboard.press('Enter');
    const dialog = page.locator('oriel-schedule dialog[open]');
    await dialog.waitFor();
    // loaded: the booking's facts and its login prompt (a visitor)
    await dialog.getByRole('button', { name: 'Se connecter' }).waitFor();
    await checkAndClose(page, opener);
    // the schedule's words are the catalogue's second part, which it waited for: no key read as itself
    expect(await rawKeys()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
