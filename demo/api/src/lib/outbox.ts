import type { AppContext } from '../deps';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string | null;
}

/**
 * The demo sends no e-mail. In demo mode it keeps each mail, link included, in the outbox table for the demo and the
 * tests to read (GET /api/demo/outbox, behind the demo admin token); outside demo mode nothing is kept, since the link
 * is a secret (a reset token takes over the account): a real deployment hands the mail to its mailer here. The log
 * says who got which mail, never its text or link, in any mode.
 */
export async function sendMail({ db, options }: Pick<AppContext, 'db' | 'options'>, now: Date, mail: Mail): Promise<void> {
  if (options.demo) {
    await db.query('INSERT INTO outbox (to_email, subject, text, link, created_at) VALUES ($1, $2, $3, $4, $5)', [
      mail.to,
      mail.subject,
      mail.text,
      mail.link ?? null,
      now,
    ]);
  }
  if (process.env.VITEST === undefined)
    console.log(`[oriel-api] mail to ${mail.to}: ${mail.subject}${options.demo ? ' (in the demo outbox)' : ' (not sent: no mailer)'}`);
}
