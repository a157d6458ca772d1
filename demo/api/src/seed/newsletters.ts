import type { Db } from '../db/db';
import { hashToken } from '../lib/password';
import { insertMany } from './insert';

const DAY = 86400000;

/**
 * The seeded unsubscribe links' tokens (README, demo paragraph): what a newsletter would carry in
 * `/newsletters/unsubscribe?token=…`. Stored hashed like every other token; tests and the browser journey read them
 * here rather than repeating the strings.
 */
export const DEMO_NEWSLETTER = {
  /** Claire (demo@oriel.test), subscribed: the link unsubscribes her, once */
  subscribed: 'claire-newsletter-demo',
  /** a visitor without an account whose link's validity ended yesterday */
  expired: 'expired-newsletter-demo',
  /** Alex (alex@oriel.test), who unsubscribed ten days ago */
  unsubscribed: 'alex-newsletter-demo',
} as const;

/** The visitor subscribed without an account (the expired link's owner). */
export const NEWSLETTER_VISITOR_EMAIL = 'lecteur@exemple.be';

/** Claire's, the visitor's and Alex's subscriptions; runs after the demo account (it looks Alex up by e-mail). */
export async function seedNewsletters(db: Db, s: { organiser: number; now: Date; demo: number; alexEmail: string }) {
  const ago = (days: number) => new Date(s.now.getTime() - days * DAY);
  const [alex] = await db.query<{ id: number; email: string }>('SELECT id, email FROM customers WHERE email = $1', [s.alexEmail]);
  const [claire] = await db.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [s.demo]);
  const row = (token: string, customer: number | null, email: string, created: number, expires: Date, unsubscribed: Date | null) => ({
    organiser_id: s.organiser,
    customer_id: customer,
    email,
    token_hash: hashToken(token),
    created_at: ago(created),
    expires_at: expires,
    unsubscribed_at: unsubscribed,
  });
  await insertMany(
    db,
    'newsletter_subscriptions',
    [
      row(DEMO_NEWSLETTER.subscribed, s.demo, claire!.email, 200, ago(-365), null),
      row(DEMO_NEWSLETTER.expired, null, NEWSLETTER_VISITOR_EMAIL, 400, ago(1), null),
      row(DEMO_NEWSLETTER.unsubscribed, alex!.id, alex!.email, 90, ago(-365), ago(10)),
    ],
    false,
  );
}
