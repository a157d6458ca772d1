import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONDON_ORGANISER_CUID } from '../src/seed/index';
import { json, startTestApi, type TestApi } from './helpers';
import { addParticipant } from './participants';

// The organiser's content in the visitor's language (migration 021, lib/content-language.ts).
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api.close());

/** Every object of an answer that says some of its content fell back to the organiser's language. */
function fallbacks(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => fallbacks(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  const own = o.content_lang ? Object.keys(o.content_lang).map((k) => `${path}.${k}=${String(o[k])}`) : [];
  return [...own, ...Object.entries(o).flatMap(([k, v]) => (k === 'content_lang' ? [] : fallbacks(v, `${path}.${k}`)))];
}

const multisport = async () => (await api.db.query<{ cuid: string }>("SELECT cuid FROM activities WHERE title = 'Stage multisport'"))[0]!.cuid;

describe('lang on the catalogue and the website', () => {
  it('answers the organiser’s language without lang, and says so', async () => {
    const res = await api.get('/api/activities?limit=100');
    expect(res.headers.get('content-language')).toBe('fr');
    const titles = (await json(res)).data.map((a: { title: string }) => a.title);
    expect(titles).toContain('Stage multisport');
    expect(fallbacks(await json(await api.get('/api/website')))).toEqual([]);
  });

  it('answers English on lang=en: activities, their detail, sessions with options and questions', async () => {
    const res = await api.get('/api/activities?limit=100&lang=en');
    expect(res.headers.get('content-language')).toBe('en');
    const list = await json(res);
    expect(list.data.map((a: { title: string }) => a.title)).toContain('Multi-sport camp');
    const detail = (await json(await api.get(`/api/activities/${await multisport()}?lang=en`))).data;
    expect(detail.title).toBe('Multi-sport camp');
    expect(detail.description).toContain('<strong>move, play and discover</strong>');
    const sessions = (await json(await api.get('/api/availabilities?limit=100&lang=en'))).data;
    const camp = sessions.find((a: { activity: { title: string } }) => a.activity.title === 'Multi-sport camp');
    expect(camp.options.map((o: { title: string }) => o.title)).toEqual(expect.arrayContaining(['Childcare', 'Meals']));
    expect(camp.questions.map((q: { title: string }) => q.title)).toContain('Emergency contact');
    expect(['Cinquantenaire Park Pavilion', 'Ixelles Ponds Workshop', 'Kauwberg Sports Centre']).toContain(camp.location.title);
    expect(fallbacks(list)).toEqual([]);
    expect(fallbacks(sessions)).toEqual([]);
  });

  it('answers the website, its header, top bar, footer and pages in English', async () => {
    const website = await json(await api.get('/api/website?lang=en'));
    const { header, topbar, footer, pages } = website.data;
    expect(header.content.links.map((l: { name: string }) => l.name)).toEqual(['Camps', 'Classes', 'Courts', 'Cards and vouchers', 'Blog']);
    expect(topbar.content.announcement.text).toBe('Registration for the holiday camps is open!');
    expect(footer.content.quote).toBe('Learning while having fun, in the heart of Brussels.');
    expect(pages.map((p: { title: string }) => p.title)).toContain('Home');
    expect(fallbacks(website)).toEqual([]);
    for (const { pathname } of pages) {
      const page = await json(await api.get(`/api/website/pages?lang=en&pathname=${encodeURIComponent(pathname)}`));
      expect(fallbacks(page), pathname).toEqual([]);
    }
    const home = (await json(await api.get('/api/website/pages?lang=en&pathname=/'))).data;
    expect(JSON.stringify(home.content)).toContain('Camps and workshops for all ages');
    // a block's name is its kind, never translated
    expect(JSON.stringify(home.content)).toContain('"name":"heading"');
  });

  it('answers custom fields, their choices, offers, blog and resources in English', async () => {
    for (const path of [
      '/api/custom-fields',
      '/api/bundles',
      '/api/memberships',
      '/api/vouchers',
      '/api/blog/articles',
      '/api/resources',
      '/api/locations',
      '/api/categories',
      '/api/catalogs',
    ]) {
      const answer = await json(await api.get(`${path}?lang=en`));
      expect(fallbacks(answer), path).toEqual([]);
    }
    const fields = (await json(await api.get('/api/custom-fields?lang=en'))).data;
    const heard = fields.find((f: { title: string }) => f.title === 'How did you hear about us?');
    expect(heard.choices.map((c: { label: string }) => c.label)).toEqual(['Word of mouth', 'Social media', 'Press', 'Other']);
  });

  it('takes an unknown or malformed lang for the organiser’s own, without error', async () => {
    for (const lang of ['de', 'EN-gb', '', 'x'.repeat(40)]) {
      const res = await api.get(`/api/activities/${await multisport()}?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-language')).toBe(lang === 'EN-gb' ? 'fr' : 'fr');
      expect((await json(res)).data.title).toBe('Stage multisport');
    }
    const upper = await api.get(`/api/activities/${await multisport()}?lang=EN`);
    expect(upper.headers.get('content-language')).toBe('en');
  });

  it('follows the organiser’s own language: London’s is English, French on lang=fr', async () => {
    const london = `/o/${LONDON_ORGANISER_CUID}`;
    expect((await api.get(`${london}/api/organiser`)).headers.get('content-language')).toBe('en');
    expect((await api.get(`${london}/api/organiser?lang=fr`)).headers.get('content-language')).toBe('fr');
  });
});

describe('lang on a customer’s answers', () => {
  it('translates the organiser’s words of a cart and registrations, never the customer’s', async () => {
    const [lea] = (await json(await api.get('/api/session', token))).data.participants;
    const regs = await json(await api.get('/api/account/registrations?lang=en', token));
    expect(regs.data.length).toBeGreaterThan(0);
    const titles = regs.data.map((r: { availability: { activity: { title: string } } }) => r.availability.activity.title);
    expect(titles.some((t: string) => ['Visual arts camp', 'Yoga in the park', 'Multi-sport camp'].includes(t))).toBe(true);
    expect(regs.data.map((r: { participant: { fullname: string } }) => r.participant.fullname)).toContain(lea.fullname);
    // an answer typed by the customer stays as typed, even when it reads like an organiser's text
    const answered = regs.data.find((r: { questions: unknown[] }) => r.questions.length > 0);
    const asTyped = (await json(await api.get(`/api/account/registrations/${answered.cuid}`, token))).data.questions;
    const inEnglish = (await json(await api.get(`/api/account/registrations/${answered.cuid}?lang=en`, token))).data.questions;
    expect(inEnglish.map((q: { content: string }) => q.content)).toEqual(asTyped.map((q: { content: string }) => q.content));
    expect(inEnglish.map((q: { question: { title: string } }) => q.question.title)).not.toEqual(
      asTyped.map((q: { question: { title: string } }) => q.question.title),
    );

    const voucher = (await json(await api.get('/api/vouchers?lang=en'))).data[0];
    expect((await api.send('POST', '/api/carts/items', { vouchers: [{ voucher_id: voucher.id, quantity: 1 }] }, token)).status).toBe(201);
    const cart = (await json(await api.get('/api/carts/current?lang=en', token))).data;
    expect(JSON.stringify(cart)).toContain(voucher.title);
    expect(fallbacks(cart)).toEqual([]);
  });

  it('never translates a participant named like a translated word', async () => {
    const [lea] = (await json(await api.get('/api/session', token))).data.participants;
    await addParticipant(api.db, lea.id, 'Tennis', '2016-05-01');
    await api.db.query("UPDATE participants SET lastname = 'Oui' WHERE firstname = 'Tennis'");
    const session = await json(await api.get('/api/session?lang=en', token));
    expect(session.data.participants.map((p: { fullname: string }) => p.fullname)).toContain('Tennis Oui');
    const list = await json(await api.get('/api/participants?lang=en', token));
    expect(JSON.stringify(list)).toContain('Tennis Oui');
    expect(fallbacks(list)).toEqual([]);
  });
});

describe('fallback and freshness', () => {
  it('shows a text without translation as written, marked with the organiser’s language, and a new one at once', async () => {
    const cuid = await multisport();
    await api.db.query("UPDATE activities SET title = 'Stage multisport d’hiver' WHERE cuid = $1", [cuid]);
    const stale = (await json(await api.get(`/api/activities/${cuid}?lang=en`))).data;
    expect(stale.title).toBe('Stage multisport d’hiver');
    expect(stale.content_lang).toEqual({ title: 'fr' });
    expect(stale.description).toContain('move, play and discover');

    await api.db.query(
      "INSERT INTO organiser_translations (organiser_id, lang, source, translation) SELECT id, 'en', 'Stage multisport d’hiver', 'Winter multi-sport camp' FROM organisers ORDER BY id LIMIT 1",
    );
    const fresh = (await json(await api.get(`/api/activities/${cuid}?lang=en`))).data;
    expect(fresh.title).toBe('Winter multi-sport camp');
    expect(fresh.content_lang).toBeUndefined();

    await api.db.query("UPDATE organiser_translations SET translation = 'Multi-sport winter camp' WHERE source = 'Stage multisport d’hiver'");
    expect((await json(await api.get(`/api/activities/${cuid}?lang=en`))).data.title).toBe('Multi-sport winter camp');
    await api.db.query("UPDATE activities SET title = 'Stage multisport' WHERE cuid = $1", [cuid]);
  });

  it('follows the organiser’s languages when they change', async () => {
    await api.db.query("UPDATE organisers SET languages = ARRAY['fr'] WHERE id = (SELECT min(id) FROM organisers)");
    try {
      const res = await api.get(`/api/activities/${await multisport()}?lang=en`);
      expect(res.headers.get('content-language')).toBe('fr');
      expect((await json(res)).data.title).toBe('Stage multisport');
    } finally {
      await api.db.query("UPDATE organisers SET languages = ARRAY['fr','en'] WHERE id = (SELECT min(id) FROM organisers)");
    }
  });
});

describe('the payment simulator in the visitor’s language', () => {
  it('is in English when the checkout asked in English, in French otherwise, its form keeping the language', async () => {
    await api.db.query("UPDATE wallets SET amount = 0 WHERE customer_id = (SELECT id FROM customers WHERE email = 'demo@oriel.test')");
    const cart = (await json(await api.get('/api/carts/current', token))).data;
    expect(cart.items.length).toBeGreaterThan(0);
    const res = await api.send(
      'POST',
      '/api/carts/checkout?lang=en',
      { terms: true, cart_id: cart.id, payment_strategy: 'IMMEDIATE', return_url: 'https://shop.example/en/checkout' },
      token,
    );
    const url = (await json(res)).data.next_action_url as string;
    expect(url).toMatch(/\/pay\/[a-z0-9]+\?lang=en$/);
    const page = await (await fetch(url)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('>Pay<');
    expect(page).toContain('>Fail<');
    expect(page).toContain('Amount to pay');
    expect(page).toMatch(/action="\/pay\/[a-z0-9]+\?lang=en"/);
    expect(page).not.toMatch(/Payer|Montant/);
    const french = await (await fetch(url.replace('?lang=en', ''))).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('>Payer<');
    const missing = await fetch(`${api.url}/pay/nope?lang=en`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Payment not found');
  });
});
