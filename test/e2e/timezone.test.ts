import { describe, expect, inject, it } from 'vitest';
import { LONDON_ORGANISER_CUID } from '../../demo/api/src/seed/index';
import { apiNow, openContext, useBrowser, watchErrors, type Page } from './browser';
import { useHostPages } from './host-page';

// The organiser's zone and currency (spec 000 §1): one demo run serves the Brussels organiser at the API's
// root and a London one under /o/{cuid} (demo/api/src/lib/organiser-scope.ts) with the very same sessions. A page
// embedding the widgets on each API base shows the same session at 17:00 and at 16:00, in a browser set to Brussels:
// the times follow the organiser's record, not the visitor's machine.
const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();

interface Session {
  cuid: string;
  start_at: string;
  price: number;
  activity: { cuid: string; title: string };
}

const brusselsTime = new Intl.DateTimeFormat('fr', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' });
const brusselsDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' });

/** An open session starting at 17:00 in Brussels (the seed has weekly ones: climbing on Wednesdays, theatre on Fridays). */
async function sessionAtFive(): Promise<Session> {
  const now = (await apiNow()).getTime();
  for (let offset = 0; offset < 1000; offset += 100) {
    const res = await fetch(`${urls.api}/api/availabilities?limit=100&offset=${offset}&status=OPEN`);
    const { data } = (await res.json()) as { data: (Session & { status: string })[] };
    const found = data.find((a) => a.status === 'OPEN' && Date.parse(a.start_at) > now && brusselsTime.format(new Date(a.start_at)) === '17:00');
    if (found) return found;
    if (data.length < 100) break;
  }
  throw new Error('no open session at 17:00 in the seed');
}

/** An integrator's page embedding the week schedule of one activity on the given API base. */
function servePage(api: string, session: Session): string {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Zones</title>
<script async src="${urls.loader}" data-api="${api}" data-lang="fr"></script></head>
<body><main><oriel-schedule data-mode="week" data-activity="${session.activity.cuid}" data-href-availability="/s/{cuid}"></oriel-schedule></main></body></html>`;
  return host.page(html);
}

async function openSchedule(api: string, session: Session): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext(browser());
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${servePage(api, session)}?os-date=${brusselsDay.format(new Date(session.start_at))}`);
  return { page, errors };
}

const timeOf = (page: Page, cuid: string) => page.locator(`oriel-schedule a[href$="/s/${cuid}"] .o-sched-time`);

describe("the organiser's zone", () => {
  it('shows the same session at 17:00 for the Brussels organiser and at 16:00 for the London one', async () => {
    const session = await sessionAtFive();
    const london = `${urls.api}/o/${LONDON_ORGANISER_CUID}`;

    const brussels = await openSchedule(urls.api, session);
    await timeOf(brussels.page, session.cuid).waitFor();
    expect(await timeOf(brussels.page, session.cuid).textContent()).toMatch(/^17:00 – /);

    const londoners = await openSchedule(london, session);
    await timeOf(londoners.page, session.cuid).waitFor();
    expect(await timeOf(londoners.page, session.cuid).textContent()).toMatch(/^16:00 – /);
    // the same session: the same title beside either time
    expect(await londoners.page.locator(`oriel-schedule a[href$="/s/${session.cuid}"] .o-sched-title`).textContent()).toBe(session.activity.title);

    expect(brussels.errors).toEqual([]);
    expect(londoners.errors).toEqual([]);
    await brussels.page.context().close();
    await londoners.page.context().close();
  });
});
