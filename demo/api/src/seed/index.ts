import { DEFAULT_AGE_FORMATS, DEFAULT_BILLING, DEFAULT_ORGANISER_SETTINGS } from '@oriel/core';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { stableCuid } from '../lib/ids';
import { hashPassword } from '../lib/password';
import { addDays, localDay, zoned } from '../lib/time';
import { ACTIVITIES, ARTICLES, CATALOGS, CATEGORY_GROUPS, FIRST_NAMES, LAST_NAMES, LOCATIONS, PARENT_NAMES } from './content';
import { insertMany, insertOne } from './insert';
import { ALEX_EMAIL, seedDemoAccount } from './account';
import { seedNewsletters } from './newsletters';
import { prng } from './prng';
import { holidayPeriods, occurrences, SERIES } from './schedule';
import { seedShop } from './shop';
import { seedLondon } from './london';
import { seedTranslations } from './translations';
import { websiteContent } from './website';
import { illustration } from '../lib/media';
import { ARTICLE_IMAGES, DEMO_LOGO } from './illustrations';

export const TZ = 'Europe/Brussels';
export const DEMO_EMAIL = 'demo@oriel.test';
/** The seeded website's embed_origins: the demo organiser site on its demo and browser-test ports. */
export const DEMO_EMBED_ORIGINS = ['http://127.0.0.1:4312', 'http://127.0.0.1:4412'];
/** The password of both demo customers: demo@oriel.test (Claire Dubois) and alex@oriel.test (Alex Martin). */
export const DEMO_PASSWORD = 'demo-password';
export { ALEX_EMAIL, DEMO_ACCOUNT } from './account';
export { DEMO_NEWSLETTER } from './newsletters';
export { LONDON_ORGANISER_CUID, LONDON_TIMEZONE } from './london';
const DAY = 86400000;
/** The demo customer's wallet balance (contract: a wallet that can pay part or all of a cart). */
export const DEMO_WALLET = 1500;

export async function isSeeded(db: Db) {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM organisers');
  return (row?.n ?? 0) > 0;
}

/**
 * The demo organiser. Deterministic: cuids are hashes of stable keys, fill levels come from a seeded PRNG, and every date
 * is relative to clock.now() in Europe/Brussels, so a pinned ORIEL_NOW gives the same database every time.
 */
export async function seed(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const rnd = prng(20_26);
  const [demoHash, othersHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword('oriel-customer')]);
  await db.transaction(async (tx) => {
    const organiser = await insertOne(tx, 'organisers', {
      cuid: stableCuid('organiser', 1),
      name: 'Les Ateliers du Parc',
      logo: DEMO_LOGO,
      timezone: TZ,
      currency: 'EUR',
      languages: ['fr', 'en'],
      // 000 §9 defaults from core, then what makes this organiser a demo: both payment paths exist and a bank account.
      settings: {
        ...DEFAULT_ORGANISER_SETTINGS,
        formats: { ages: DEFAULT_AGE_FORMATS },
        online_payments_activated: true,
        bank_transfers_payments_activated: true,
        bank_account: { holder: 'Les Ateliers du Parc ASBL', iban: 'BE71 0961 2345 6769', bic: 'GKCCBEBB' },
      },
      billing: DEFAULT_BILLING,
      created_at: new Date(now.getTime() - 400 * DAY),
    });
    const o = { organiser_id: organiser };

    const catalogIds: Record<string, number> = {};
    for (const c of CATALOGS) catalogIds[c.key] = await insertOne(tx, 'catalogs', { ...o, cuid: stableCuid('catalog', c.key), title: c.title });
    const locationIds: Record<string, number> = {};
    for (const { key, ...l } of LOCATIONS) locationIds[key] = await insertOne(tx, 'locations', { ...o, cuid: stableCuid('location', key), ...l });
    const categoryIds: Record<string, number> = {};
    const categoryCuids: Record<string, string> = {};
    const groupCuids: Record<string, string> = {};
    for (const [gi, g] of CATEGORY_GROUPS.entries()) {
      groupCuids[g.key] = stableCuid('category-group', g.key);
      const gid = await insertOne(tx, 'category_groups', { ...o, cuid: groupCuids[g.key], title: g.title, scope: 'PRIMARY', order: gi });
      for (const [ci, [key, title]] of g.categories.entries()) {
        categoryCuids[key] = stableCuid('category', key);
        categoryIds[key] = await insertOne(tx, 'categories', { group_id: gid, cuid: categoryCuids[key], title, order: ci });
      }
    }
    await insertMany(tx, 'segments', [
      { ...o, cuid: stableCuid('segment', 'customers'), entity: 'CUSTOMERS', name: 'Tous les clients', conditions: {}, default: true },
      { ...o, cuid: stableCuid('segment', 'participants'), entity: 'PARTICIPANTS', name: 'Tous les participants', conditions: {}, default: true },
      { ...o, cuid: stableCuid('segment', 'availabilities'), entity: 'AVAILABILITIES', name: 'Toutes les disponibilités', conditions: {}, default: true },
      {
        ...o,
        cuid: stableCuid('segment', 'kauwberg'),
        entity: 'AVAILABILITIES',
        name: 'Au Kauwberg',
        conditions: { location_ids: [locationIds.kauwberg] },
        default: false,
      },
    ]);

    // Activities with their options and questions.
    const activityIds: Record<string, number> = {};
    const activityCuids: Record<string, string> = {};
    for (const a of ACTIVITIES) {
      activityCuids[a.key] = stableCuid('activity', a.key);
      const id = await insertOne(tx, 'activities', {
        ...o,
        cuid: activityCuids[a.key],
        title: a.title,
        description: a.description,
        instructions: a.instructions,
        registration_flow: a.flow ?? 'REGISTRATION',
        settings: { allow_registrations_after_start: a.allowAfterStart ?? false },
        tiers: (a.tiers ?? []).map(([min, max], ti) => ({
          id: ti + 1,
          cuid: stableCuid('tier', `${a.key}:${ti}`),
          minimum_availabilities: min,
          maximum_availabilities: max,
        })),
        images: [illustration(`activity-${a.key}`, 1), illustration(`activity-${a.key}-2`, 2)],
        default_capacity: a.capacity,
        default_price: a.price,
        default_deposit: a.deposit,
      });
      activityIds[a.key] = id;
      await insertMany(
        tx,
        'activity_catalogs',
        a.catalogs.map((c) => ({ activity_id: id, catalog_id: catalogIds[c] })),
        false,
      );
      await insertMany(
        tx,
        'activity_categories',
        a.categories.map((c) => ({ activity_id: id, category_id: categoryIds[c] })),
        false,
      );
      for (const [oi, opt] of (a.options ?? []).entries()) {
        const optionId = await insertOne(tx, 'options', {
          activity_id: id,
          cuid: stableCuid('option', `${a.key}:${oi}`),
          title: opt.title,
          description: null,
          required: opt.required ?? false,
          multiple: opt.multiple ?? false,
          answer_required: false,
          order: oi,
        });
        await insertMany(
          tx,
          'option_prices',
          opt.prices.map(([label, amount], pi) => ({
            option_id: optionId,
            cuid: stableCuid('option-price', `${a.key}:${oi}:${pi}`),
            label,
            amount,
            percentage: null,
            order: pi,
          })),
        );
      }
      await insertMany(
        tx,
        'questions',
        (a.questions ?? []).map((q, qi) => ({
          activity_id: id,
          cuid: stableCuid('question', `${a.key}:${qi}`),
          title: q.title,
          description: null,
          type: 'TEXT',
          required: q.required,
          order: qi,
        })),
      );
    }

    await insertMany(
      tx,
      'periods',
      holidayPeriods(now, TZ).map(({ key, ...p }, i, all) => ({
        ...o,
        cuid: stableCuid('period', key),
        ...p,
        title: i > 0 && p.title === all[0]!.title ? `${p.title} (2)` : p.title,
      })),
    );

    // Customers: the demo family, plus others whose children hold the seeded registrations.
    const birth = (years: number, days: number) => addDays(localDay(now, TZ), -Math.round(years * 365.25) - days);
    const demo = await insertOne(tx, 'customers', {
      ...o,
      cuid: stableCuid('customer', 'demo'),
      firstname: 'Claire',
      lastname: 'Dubois',
      email: DEMO_EMAIL,
      phone: '+32 470 12 34 56',
      address: {
        id: 1,
        address: 'Rue du Bailli 42, 1050 Ixelles, Belgique',
        street: 'Rue du Bailli',
        number: '42',
        postcode: '1050',
        city: 'Ixelles',
        state: 'Bruxelles-Capitale',
        country: 'BE',
        latitude: 50.8262,
        longitude: 4.3601,
      },
      custom_data: [],
      password_hash: demoHash,
      created_at: new Date(now.getTime() - 200 * DAY),
    });
    const [lea, hugo] = await insertMany(tx, 'participants', [
      {
        customer_id: demo,
        cuid: stableCuid('participant', 'demo-lea'),
        firstname: 'Léa',
        lastname: 'Dubois',
        birthdate: birth(8, 40),
        custom_data: [],
        created_at: new Date(now.getTime() - 200 * DAY),
      },
      {
        customer_id: demo,
        cuid: stableCuid('participant', 'demo-hugo'),
        firstname: 'Hugo',
        lastname: 'Dubois',
        birthdate: birth(13, 100),
        custom_data: [],
        created_at: new Date(now.getTime() - 200 * DAY),
      },
    ]);
    await insertMany(tx, 'wallets', [{ customer_id: demo, amount: DEMO_WALLET }], false);
    const others: { customer: number; participant: number }[] = [];
    for (const [i, lastname] of LAST_NAMES.entries()) {
      const firstname = PARENT_NAMES[i]!;
      const customer = await insertOne(tx, 'customers', {
        ...o,
        cuid: stableCuid('customer', i),
        firstname,
        lastname,
        email: `${firstname}.${lastname}@exemple.be`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
        phone: `+32 47${i} 55 ${String(10 + i)} ${String(20 + i)}`,
        address: null,
        custom_data: [],
        password_hash: othersHash,
        created_at: new Date(now.getTime() - (100 + i) * DAY),
      });
      const kids = await insertMany(
        tx,
        'participants',
        [0, 1].map((k) => ({
          customer_id: customer,
          cuid: stableCuid('participant', `${i}:${k}`),
          firstname: FIRST_NAMES[2 * i + k]!,
          lastname,
          birthdate: birth(rnd.int(6, 16), rnd.int(0, 364)),
          custom_data: [],
          created_at: new Date(now.getTime() - 100 * DAY),
        })),
      );
      kids.forEach((participant) => others.push({ customer, participant }));
    }

    // Availabilities, their dates, and registrations from the other customers.
    let reference = 1000;
    for (const series of SERIES) {
      const act = ACTIVITIES.find((a) => a.key === series.activity)!;
      for (const occ of occurrences(series, now, TZ)) {
        const key = `${series.key}:${occ.index}`;
        const first = occ.dates[0]!;
        const last = occ.dates[occ.dates.length - 1]!;
        const s = occ.special;
        const availability = await insertOne(tx, 'availabilities', {
          activity_id: activityIds[act.key],
          location_id: locationIds[act.location],
          cuid: stableCuid('availability', key),
          status: s === 'closed' ? 'CLOSED' : s === 'overlap' ? 'OVERLAP' : 'OPEN',
          start_at: first.start,
          end_at: last.end,
          registrations_start_at: s === 'regStartFuture' ? zoned(addDays(localDay(now, TZ), 10), 10, 0, TZ) : null,
          registrations_end_at: s === 'regEndPast' ? new Date(now.getTime() - 3600000) : null,
          capacity: act.capacity,
          price: act.price,
          deposit: act.deposit,
          age_minimum: act.ages[0],
          age_maximum: act.ages[1],
        });
        const dateIds = await insertMany(
          tx,
          'availability_dates',
          occ.dates.map((d, k) => ({
            availability_id: availability,
            cuid: stableCuid('availability-date', `${key}:${k}`),
            start_at: d.start,
            end_at: d.end,
            status: 'OPEN',
            capacity: null,
          })),
        );
        const cap = act.capacity;
        const registered = cap === null ? rnd.int(0, 12) : s === 'full' ? cap : s === 'threeLeft' ? cap - 3 : rnd.int(0, Math.floor(cap * 0.6));
        for (const who of rnd.shuffle(others).slice(0, registered)) {
          const registration = await insertOne(tx, 'registrations', {
            cuid: stableCuid('registration', `${key}:${who.participant}`),
            reference: `R${++reference}`,
            customer_id: who.customer,
            participant_id: who.participant,
            availability_id: availability,
            total_amount: act.price,
            paid_amount: act.price,
            deposit_amount: act.deposit,
            created_at: new Date(now.getTime() - rnd.int(1, 30) * DAY),
          });
          await insertMany(
            tx,
            'registration_dates',
            dateIds.map((date_id) => ({
              cuid: stableCuid('registration-date', `${key}:${who.participant}:${date_id}`),
              registration_id: registration,
              date_id,
            })),
          );
        }
      }
    }

    await seedShop(tx, { organiser, now, tz: TZ, locations: locationIds });
    // Claire's account after the catalog (it uses its sessions and offers), with a second demo customer, Alex.
    await seedDemoAccount(tx, {
      now,
      tz: TZ,
      organiser,
      demo,
      lea: lea!,
      hugo: hugo!,
      others,
      activities: activityIds,
      locations: locationIds,
      passwordHash: demoHash,
    });
    await seedNewsletters(tx, { organiser, now, demo, alexEmail: ALEX_EMAIL });

    await insertMany(
      tx,
      'blog_articles',
      ARTICLES.map((a, i) => ({
        ...o,
        cuid: stableCuid('article', a.slug),
        slug: a.slug,
        title: a.title,
        content: a.content,
        images: [illustration(ARTICLE_IMAGES[a.slug]!)],
        created_at: new Date(now.getTime() - (3 + 9 * i) * DAY),
      })),
    );

    const site = websiteContent({ catalogs: catalogIds, categories: categoryCuids, groups: groupCuids, activities: activityCuids });
    const website = await insertOne(tx, 'websites', {
      organiser_id: organiser,
      hostname: 'ateliers-du-parc.oriel.test',
      theme: 'default',
      accent_color: '#e67e22',
      css: '',
      header: site.header,
      footer: site.footer,
      topbar: site.topbar,
      pages_settings: site.pagesSettings,
      // demo/site as `npm run demo` (4312) and the browser tests (4412) serve it
      embed_origins: DEMO_EMBED_ORIGINS,
    });
    await insertMany(
      tx,
      'pages',
      site.pages.map((p, position) => ({ website_id: website, ...p, position })),
    );
    await seedTranslations(tx, organiser);
    // after the Brussels organiser and website, which stay the first rows (the API's default organiser)
    await seedLondon(tx, { now, site });
  });
}
