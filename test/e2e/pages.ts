import { DEMO_ACCOUNT, DEMO_NEWSLETTER } from '../../demo/api/src/seed/index';
/** Every page a visitor can reach: the shell's routes (000 §2, 001 §2) and the organiser site's pages. */
export interface PageToCheck {
  name: string;
  url: string;
  /** needs the demo customer signed in */
  signedIn?: boolean;
}

interface Listed {
  id: number;
  cuid: string;
  registration_flow?: string | null;
  slug?: string;
}
const first = async (api: string, path: string, pick: (x: Listed) => boolean = () => true): Promise<Listed> => {
  const list = ((await (await fetch(`${api}/api/${path}`)).json()) as { data: Listed[] }).data;
  const found = list.find(pick);
  if (!found) throw new Error(`no ${path} in the seed`);
  return found;
};

/** The pages whose content depends most on the hour: the schedules and the home page's upcoming sessions. */
const HOUR_DEPENDENT = new Set(['shell ', 'shell /stages', 'shell /cours', 'shell /terrains', 'site index.html']);

/**
 * The pages a whole-site check (Lighthouse, reflow, overflow) walks at this run's instant: every page at the first
 * instant of `npm test`; at the second (ORIEL_E2E_LIGHTHOUSE=hour) only those whose content follows the hour, since
 * the rest render the same markup at both instants and each page costs 2–6 s of a CI run that has 20 minutes.
 */
export async function pagesForThisInstant(urls: { api: string; shell: string; site: string }, now: Date): Promise<PageToCheck[]> {
  const pages = await allPages(urls, now);
  return process.env.ORIEL_E2E_LIGHTHOUSE === 'hour' ? pages.filter((p) => HOUR_DEPENDENT.has(p.name)) : pages;
}

/** Finds the seed's cuids through the API (never hard-coded) and lists every page. */
export async function allPages(urls: { api: string; shell: string; site: string }, now: Date): Promise<PageToCheck[]> {
  const [availability, activity, request, bundle, membership, voucher, resource, article] = await Promise.all([
    first(urls.api, 'availabilities?limit=5&status=OPEN'),
    first(urls.api, 'activities?limit=50'),
    first(urls.api, 'activities?limit=50', (a) => a.registration_flow === 'REQUEST'),
    first(urls.api, 'bundles?limit=5'),
    first(urls.api, 'memberships?limit=5'),
    first(urls.api, 'vouchers?limit=5'),
    first(urls.api, 'resources'),
    first(urls.api, 'blog/articles?limit=1'),
  ]);
  const shell = (path: string, signedIn = false): PageToCheck => ({ name: `shell ${path}`, url: `${urls.shell}fr${path}`, signedIn });
  // the day after the API's pinned instant, never the machine's own date
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  return [
    shell(''),
    shell('/stages'),
    shell('/cours'),
    shell('/terrains'),
    shell('/cartes'),
    shell('/terms'),
    shell('/accessibility'),
    shell('/blog'),
    shell(`/blog/${article.slug}`),
    shell(`/availabilities/${availability.cuid}`),
    shell(`/activities/${activity.cuid}`),
    shell(`/bundles/${bundle.cuid}`),
    shell(`/memberships/${membership.cuid}`),
    shell(`/vouchers/${voucher.cuid}`),
    shell(`/resources/${resource.cuid}`),
    shell(`/cart/add?availabilities=${availability.cuid}`, true),
    shell(`/cart/bookings/add?start_at=${tomorrow}T10:00:00%2B01:00&duration=3600&amount=1500&resource=${resource.id}`, true),
    shell(`/cart/registrations/request/${request.cuid}`, true),
    shell('/auth/login'),
    shell('/auth/register'),
    shell('/auth/password'),
    // the form before it is sent: opening the page changes nothing
    shell(`/newsletters/unsubscribe?token=${DEMO_NEWSLETTER.subscribed}`),
    shell('/page-not-found'),
    shell('/checkout', true),
    shell('/account', true),
    shell(`/account/registrations/${DEMO_ACCOUNT.registrations.deposit}`, true),
    shell('/account/vouchers', true),
    { name: 'site index.html', url: `${urls.site}` },
    { name: 'site stages.html', url: `${urls.site}stages.html` },
    { name: 'site compte.html', url: `${urls.site}compte.html` },
    { name: 'site compte.html (customer)', url: `${urls.site}compte.html?oriel-account=registrations/${DEMO_ACCOUNT.registrations.partial}`, signedIn: true },
    { name: 'site commande.html', url: `${urls.site}commande.html`, signedIn: true },
  ];
}
