import type { AppContext } from '../deps';
import { log, recipientId } from '../ops/log';

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
 * says which mail went to whom, the address as a pseudonym (ops/log.ts recipientId), never its text or link.
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
  log.info('mail', { recipient: recipientId(mail.to), subject: mail.subject, delivery: options.demo ? 'demo outbox' : 'not sent: no mailer' });
}
