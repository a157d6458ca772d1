import { Hono } from 'hono';
import type { Deps } from '../deps';
import { notFound, validation } from '../lib/errors';
import { baseUrl, mediaUrl } from '../lib/media';
import { loadOrganiser } from '../queries/organiser';

type Row = Record<string, any>;

/** Seeded page content refers to "/media/x.svg"; answers carry absolute URLs for wherever the API is reached. */
const absolutise = <T>(value: T, base: string): T => JSON.parse(JSON.stringify(value).replaceAll('"/media/', `"${base}/media/`));

export function websiteRoutes({ db }: Deps) {
  const app = new Hono();

  // Public: only what the storefront reads (contract). Billing (platform fees, taxes), the bank account and other
  // settings stay server-side; the customer's service fees reach the checkout through GET /api/checkout.
  app.get('/organiser', async (c) => {
    const o = await loadOrganiser(db);
    const s = o.settings as Record<string, any>;
    return c.json({
      data: {
        id: o.id,
        cuid: o.cuid,
        name: o.name,
        logo: mediaUrl(baseUrl(c), o.logo),
        timezone: o.timezone,
        currency: o.currency,
        languages: o.languages,
        settings: {
          formats: { ages: s.formats?.ages ?? [] },
          bank_transfers_payments_activated: s.bank_transfers_payments_activated,
          online_payments_activated: s.online_payments_activated,
          carts_expiration_delay: s.carts_expiration_delay,
          create_customers_participant: s.create_customers_participant,
        },
      },
    });
  });

  app.get('/website', async (c) => {
    const o = await loadOrganiser(db);
    const [w] = await db.query<Row>('SELECT * FROM websites WHERE organiser_id = $1 ORDER BY id LIMIT 1', [o.id]);
    if (!w) throw notFound('No website');
    const pages = await db.query<Row>('SELECT id, title, description, pathname, type FROM pages WHERE website_id = $1 ORDER BY position, id', [w.id]);
    return c.json({
      data: absolutise(
        {
          id: w.id,
          hostname: w.hostname,
          theme: w.theme,
          accent_color: w.accent_color,
          css: w.css,
          organiser: { name: o.name, logo: o.logo, language: o.languages[0] ?? 'fr', currency: o.currency, timezone: o.timezone },
          header: w.header,
          footer: w.footer,
          topbar: w.topbar,
          pages,
          pages_settings: w.pages_settings ?? {},
        },
        baseUrl(c),
      ),
    });
  });

  app.get('/website/pages', async (c) => {
    const pathname = c.req.query('pathname');
    if (!pathname) throw validation({ pathname: 'required' });
    const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const [page] = await db.query<Row>('SELECT * FROM pages WHERE pathname = $1 ORDER BY id LIMIT 1', [normalised]);
    if (!page) throw notFound('No page at this pathname');
    return c.json({
      data: absolutise(
        {
          id: page.id,
          page_id: page.id,
          title: page.title,
          description: page.description,
          pathname: page.pathname,
          type: page.type,
          content: page.content,
        },
        baseUrl(c),
      ),
    });
  });
  return app;
}
