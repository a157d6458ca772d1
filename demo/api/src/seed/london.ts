import { DEFAULT_AGE_FORMATS, DEFAULT_BILLING, DEFAULT_ORGANISER_SETTINGS } from '@oriel/core';
import type { Db } from '../db/db';
import { stableCuid } from '../lib/ids';
import { insertOne } from './insert';

/**
 * A second organiser in another zone and currency, reached at `{api}/o/{LONDON_ORGANISER_CUID}` (lib/organiser-scope.ts):
 * it proves end to end that times and amounts follow the organiser's record (spec 000 §1), side by side with the
 * Brussels organiser in one run. The demo's catalog tables are not split per organiser, so it shows the very same
 * sessions and prices: 17:00 in Brussels is 16:00 here, and 12,50 € reads £12.50 (same minor units, 2 decimals). It
 * has no customers (signing in there fails) and no pages of its own: a storefront to look at, not to buy from.
 */
export const LONDON_ORGANISER_CUID = stableCuid('organiser', 'london');
export const LONDON_TIMEZONE = 'Europe/London';

/** Its website's custom CSS (000 §3 websites.css): theming through the documented custom properties (docs/theming.md). */
export const LONDON_CSS = ':root { --oriel-accent: #1d4f91; --oriel-on-accent: #ffffff; --oriel-radius: 2px; }\n.o-card { border-width: 2px; }';

export async function seedLondon(
  tx: Db,
  { now, site }: { now: Date; site: { header: unknown; footer: unknown; topbar: unknown; pagesSettings: unknown } },
): Promise<void> {
  const organiser = await insertOne(tx, 'organisers', {
    cuid: LONDON_ORGANISER_CUID,
    name: 'Park Workshops London',
    logo: null,
    timezone: LONDON_TIMEZONE,
    currency: 'GBP',
    languages: ['en', 'fr'],
    settings: { ...DEFAULT_ORGANISER_SETTINGS, formats: { ages: DEFAULT_AGE_FORMATS } },
    billing: DEFAULT_BILLING,
    created_at: now,
  });
  await insertOne(tx, 'websites', {
    organiser_id: organiser,
    hostname: 'park-workshops.oriel.test',
    theme: 'default',
    accent_color: '#1d4f91',
    css: LONDON_CSS,
    header: site.header,
    footer: site.footer,
    topbar: site.topbar,
    pages_settings: site.pagesSettings,
    embed_origins: [],
  });
}
