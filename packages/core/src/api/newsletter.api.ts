import { newsletterUnsubscriptionSchema, type NewsletterUnsubscribeRequest, type NewsletterUnsubscription } from '../schemas/newsletter.schema';
import { sendOne, type Http } from './client';

// Newsletters (000 §7, docs/api-contract.md "Accounts, checkout and payment"): an area of its own, so only the
// unsubscribe page's chunk carries the schema.

export function newsletterApi(http: Http) {
  return {
    /**
     * POST /api/newsletters/unsubscribe: UNSUBSCRIBED, or ALREADY_UNSUBSCRIBED for a link used before; throws
     * UNSUBSCRIBE_TOKEN_INVALID (400), UNSUBSCRIBE_TOKEN_EXPIRED (410), VALIDATION_ERROR or TOO_MANY_ATTEMPTS.
     */
    unsubscribeNewsletter: (body: NewsletterUnsubscribeRequest): Promise<NewsletterUnsubscription> =>
      sendOne(http, { method: 'POST', path: 'newsletters/unsubscribe', body }, newsletterUnsubscriptionSchema),
  };
}
