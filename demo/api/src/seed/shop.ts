import type { Db } from '../db/db';
import { stableCuid } from '../lib/ids';
import { addDays, localDay, zoned } from '../lib/time';
import { illustration } from '../lib/media';
import { insertMany } from './insert';

const DAY = 86400;

/** Bundles, vouchers, memberships, bookable resources with 30 days of hourly slots, a coupon and custom fields. */
export async function seedShop(db: Db, r: { organiser: number; now: Date; tz: string; locations: Record<string, number> }) {
  const o = { organiser_id: r.organiser };
  const today = localDay(r.now, r.tz);
  const img = (name: string) => [illustration(name)];
  const bundleIds = await insertMany(db, 'bundles', [
    {
      ...o,
      cuid: stableCuid('bundle', 'yoga-10'),
      title: 'Carte 10 séances de yoga',
      description: '<p>Dix séances de <strong>Yoga au parc</strong>, valables six mois.</p>',
      price: 10000,
      capacity: 10,
      duration: 180 * DAY,
      expires_at: null,
      images: img('bundle-yoga'),
      entity: 'PARTICIPANTS',
    },
    {
      ...o,
      cuid: stableCuid('bundle', 'poterie-5'),
      title: 'Carte 5 cours de poterie',
      description: '<p>Cinq cours de poterie à utiliser quand vous voulez.</p>',
      price: 16000,
      capacity: 5,
      duration: 120 * DAY,
      expires_at: null,
      images: img('bundle-poterie'),
      entity: 'PARTICIPANTS',
    },
    {
      ...o,
      cuid: stableCuid('bundle', 'tennis-illimite'),
      title: 'Pass tennis illimité',
      description: '<p>Accès illimité aux initiations au tennis jusqu’à la fin de la saison.</p>',
      price: 25000,
      capacity: null,
      duration: null,
      expires_at: zoned(addDays(today, 200), 23, 59, r.tz),
      images: img('bundle-tennis'),
      entity: 'PARTICIPANTS',
    },
  ]);
  await insertMany(db, 'vouchers', [
    {
      ...o,
      cuid: stableCuid('voucher', '25'),
      title: 'Bon cadeau 25 €',
      description: '<p>À offrir, valable un an sur toutes nos activités.</p>',
      price: 2500,
      duration: 365 * DAY,
      images: img('voucher-25'),
      bundle_id: null,
    },
    {
      ...o,
      cuid: stableCuid('voucher', '50'),
      title: 'Bon cadeau 50 €',
      description: '<p>À offrir, valable un an sur toutes nos activités.</p>',
      price: 5000,
      duration: 365 * DAY,
      images: img('voucher-50'),
      bundle_id: null,
    },
    {
      ...o,
      cuid: stableCuid('voucher', 'yoga'),
      title: 'Bon cadeau « 10 séances de yoga »',
      description: '<p>Offrez une carte de dix séances de yoga.</p>',
      price: 10000,
      duration: 365 * DAY,
      images: img('voucher-yoga'),
      bundle_id: bundleIds[0],
    },
  ]);
  // The FIXED membership covers the Belgian school year that contains now (1 September to 31 August).
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 9 ? 1 : 0);
  await insertMany(db, 'memberships', [
    {
      ...o,
      cuid: stableCuid('membership', 'club'),
      title: `Adhésion au club ${year}-${year + 1}`,
      description: '<p>Assurance, tarif membre et accès aux événements du club pour toute la famille.</p>',
      price: 3000,
      images: img('membership-club'),
      entity: 'CUSTOMERS',
      period_type: 'FIXED',
      rolling_period_type: null,
      rolling_period_duration: null,
      fixed_period_start_at: zoned(`${year}-09-01`, 0, 0, r.tz),
      fixed_period_end_at: zoned(`${year + 1}-08-31`, 23, 59, r.tz),
    },
    {
      ...o,
      cuid: stableCuid('membership', 'yoga-mensuel'),
      title: 'Abonnement mensuel yoga',
      description: '<p>Toutes les séances de yoga, renouvelé chaque mois.</p>',
      price: 4500,
      images: img('membership-yoga'),
      entity: 'PARTICIPANTS',
      period_type: 'ROLLING',
      rolling_period_type: 'months',
      rolling_period_duration: 1,
      fixed_period_start_at: null,
      fixed_period_end_at: null,
    },
  ]);

  const resources = [
    {
      key: 'court-1',
      name: 'Court de tennis 1',
      location: 'kauwberg',
      from: 9,
      to: 21,
      prices: [
        { duration: 3600, amount: 1800 },
        { duration: 5400, amount: 2500 },
      ],
    },
    {
      key: 'court-2',
      name: 'Court de tennis 2',
      location: 'kauwberg',
      from: 9,
      to: 21,
      prices: [
        { duration: 3600, amount: 1800 },
        { duration: 5400, amount: 2500 },
      ],
    },
    {
      key: 'salle',
      name: 'Salle de danse',
      location: 'etangs',
      from: 10,
      to: 18,
      prices: [
        { duration: 3600, amount: 3000 },
        { duration: 7200, amount: 5500 },
      ],
    },
  ];
  for (const res of resources) {
    const [resourceId] = await insertMany(db, 'resources', [
      { ...o, location_id: r.locations[res.location], cuid: stableCuid('resource', res.key), name: res.name, images: img(`resource-${res.key}`) },
    ]);
    const slots: Record<string, unknown>[] = [];
    for (let d = 0; d < 30; d++) {
      const day = addDays(today, d);
      for (let h = res.from; h < res.to; h++) {
        const start = zoned(day, h, 0, r.tz);
        if (start <= r.now) continue;
        slots.push({ resource_id: resourceId, cuid: stableCuid('resource-slot', `${res.key}:${day}:${h}`), start_at: start, prices: res.prices });
      }
    }
    await insertMany(db, 'resource_availabilities', slots);
  }

  // BIENVENUE10 works on any cart, EXPIRE5 is switched off, STAGE15 needs a cart of at least 150 €.
  await insertMany(db, 'coupons', [
    {
      ...o,
      cuid: stableCuid('coupon', 'bienvenue10'),
      title: 'Bienvenue',
      label: '-10 % sur votre commande',
      code: 'BIENVENUE10',
      amount: null,
      percentage: 10,
      min_total_amount: null,
      active: true,
    },
    {
      ...o,
      cuid: stableCuid('coupon', 'expire5'),
      title: 'Offre terminée',
      label: '-5 € (offre terminée)',
      code: 'EXPIRE5',
      amount: 500,
      percentage: null,
      min_total_amount: null,
      active: false,
    },
    {
      ...o,
      cuid: stableCuid('coupon', 'stage15'),
      title: 'Stage',
      label: '-15 € dès 150 €',
      code: 'STAGE15',
      amount: 1500,
      percentage: null,
      min_total_amount: 15000,
      active: true,
    },
  ]);
  // Ids follow this order: 1 and 2 ask customers, 3 and 4 participants; only the t-shirt size is required.
  const choices = (labels: string[]) => labels.map((label, i) => ({ id: i + 1, label, order: i }));
  await insertMany(db, 'custom_fields', [
    {
      ...o,
      entity: 'CUSTOMERS',
      type: 'CHOICES_SINGLE',
      title: 'Comment nous avez-vous connus ?',
      description: null,
      required: false,
      active: true,
      order: 2,
      pattern: null,
      choices: choices(['Bouche-à-oreille', 'Réseaux sociaux', 'Presse', 'Autre']),
      deferred: false,
    },
    {
      ...o,
      entity: 'CUSTOMERS',
      type: 'TEXT',
      title: 'Numéro de registre national',
      description: 'Format 00.00.00-000.00, pour vos attestations fiscales.',
      required: false,
      active: true,
      order: 1,
      pattern: '^\\d{2}\\.\\d{2}\\.\\d{2}-\\d{3}\\.\\d{2}$',
      choices: [],
      deferred: false,
    },
    {
      ...o,
      entity: 'PARTICIPANTS',
      type: 'LONGTEXT',
      title: 'Allergies',
      description: 'Laissez vide si aucune.',
      required: false,
      active: true,
      order: 1,
      pattern: null,
      choices: [],
      deferred: false,
    },
    {
      ...o,
      entity: 'PARTICIPANTS',
      type: 'CHOICES_SINGLE',
      title: 'Taille de t-shirt',
      description: null,
      required: true,
      active: true,
      order: 2,
      pattern: null,
      choices: choices(['4 ans', '6 ans', '8 ans', '10 ans', '12 ans', 'S', 'M', 'L']),
      deferred: false,
    },
  ]);
}
