import { describe, expect } from 'vitest';
import { apiNow, itAtFirstInstant, launchBrowser, openContext, useBrowser } from './browser';

const browser = useBrowser();

/** A page's Date is the API's: within a minute of it, whatever the machine's own time. */
async function expectPinned(flags: string[] | null) {
  const context = await openContext(flags ? await launchBrowser(flags) : browser());
  try {
    const page = await context.newPage();
    const [api, pageNow] = [(await apiNow()).getTime(), await page.evaluate(() => Date.now())];
    expect(Math.abs(pageNow - api)).toBeLessThan(60_000);
  } finally {
    await context.close();
  }
}

describe('the pages of a browser test read the pinned instant', () => {
  itAtFirstInstant('in the run’s browser', () => expectPinned(null));
  // launched in the test's worker, this browser read the worker's pinned Date as the real one and its pages ran at the
  // machine's time: a hold of the pinned morning had run out when the page looked at it
  itAtFirstInstant('in a browser with third-party cookies blocked', () => expectPinned(['--test-third-party-cookie-phaseout']));
});
