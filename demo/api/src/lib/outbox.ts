import type { Db } from '../db/db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string | null;
}

/** The demo sends no e-mail: it keeps it in the outbox table (GET /api/demo/outbox) and prints it to the server log. */
export async function sendMail(db: Db, now: Date, mail: Mail): Promise<void> {
  await db.query('INSERT INTO outbox (to_email, subject, text, link, created_at) VALUES ($1, $2, $3, $4, $5)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.link ?? null,
    now,
  ]);
  if (process.env.VITEST === undefined) console.log(`[oriel-api] mail to ${mail.to}: ${mail.subject}${mail.link ? ` ${mail.link}` : ''}`);
}
