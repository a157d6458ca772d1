import lighthouse from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { dateShim } from './date-shim';

/** One Lighthouse audit to run: what the page needs before it loads comes as data, so a worker process can run it. */
export interface AuditJob {
  url: string;
  mobile: boolean;
  category: 'accessibility' | 'performance';
  /** the API's pinned instant minus the machine's clock: the page's `Date` is shifted by it */
  clockOffsetMs: number;
  /** a key and value put in the page's local storage before it loads (the demo customer's token) */
  storage?: [string, string];
}

export type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface AccessibilityResult {
  score: number;
  failures: { id: string; title: string; items: string[] }[];
}

/**
 * An accessibility audit judges the page once it is drawn: its data in and no script running. Lighthouse's defaults
 * (1 s of network and of CPU quiet, and a second more after FCP and after load) are for timing a load; half of that
 * quiet still waits past the widgets' requests and their renders (the 36 audits: 226 s before, 186 s after, here).
 */
const QUICK_LOAD = { pauseAfterFcpMs: 0, pauseAfterLoadMs: 0, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 };

/**
 * One Lighthouse run in a tab of `browser` whose clock starts at the API's pinned instant (a Date shim, since
 * Lighthouse's own navigation cannot use playwright's page.clock). Accessibility: no throttling nor screenshots (it
 * judges markup). Performance: Lighthouse's mobile defaults (a phone's screen, simulated slow 4G and 4× slower CPU),
 * as the figures were taken.
 */
export async function audit(browser: Browser, job: AuditJob): Promise<Report> {
  const page = await browser.newPage();
  // as source text, not a function: a function's text is what the test's transform made of it, and tsx (the audit
  // workers) names classes with a helper the page lacks (`__name`), which threw before `Date` was replaced. The
  // shell's client then took over the server's week (the API's) with the machine's own: one more request, and a
  // layout shift of 0.0066 on /fr/cours in half the runs.
  await page.evaluateOnNewDocument(dateShim(job.clockOffsetMs));
  if (job.storage) await page.evaluateOnNewDocument((key: string, value: string) => localStorage.setItem(key, value), ...job.storage);
  try {
    const result = await lighthouse(
      job.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [job.category],
        // performance: a first visit, cold cache. Lighthouse's reset keeps local storage unless asked, and the token
        // an accessibility audit of an account page left there made /fr/cours a signed-in visit
        disableStorageReset: job.category !== 'performance',
        clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
        locale: 'fr',
        disableFullPageScreenshot: true,
        ...(job.category === 'performance'
          ? {}
          : {
              ...QUICK_LOAD,
              formFactor: job.mobile ? ('mobile' as const) : ('desktop' as const),
              screenEmulation: job.mobile ? { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false } : { disabled: true },
            }),
      },
      undefined,
      page,
    );
    return result!.lhr;
  } finally {
    await page.close();
  }
}

/** The accessibility category's score, and each failed binary audit with the nodes it names. */
export function accessibilityOf(lhr: Report): AccessibilityResult {
  const failures = Object.values(lhr.audits)
    .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
    .map((a) => ({
      id: a.id,
      title: a.title,
      items: ((a.details as { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined)?.items ?? []).map(
        (i) => i.node?.snippet ?? i.node?.selector ?? JSON.stringify(i).slice(0, 160),
      ),
    }));
  return { score: lhr.categories.accessibility?.score ?? 0, failures };
}
