import * as v from 'valibot';
import { isoDateTimeSchema } from './common.schema';

// Newsletter unsubscription (000 §2 /newsletters/unsubscribe, §7 POST /api/newsletters/unsubscribe;
// docs/api-contract.md "Accounts, checkout and payment").

/** Longer than any token the API issues: a bigger value is refused before it is hashed or looked up. */
export const NEWSLETTER_TOKEN_MAX_LENGTH = 256;

/** POST /api/newsletters/unsubscribe: the token of the e-mailed link (`?token=`). Messages are field codes. */
export const newsletterUnsubscribeRequestSchema = v.object({
  token: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(NEWSLETTER_TOKEN_MAX_LENGTH, 'invalid')),
});
export type NewsletterUnsubscribeRequest = v.InferInput<typeof newsletterUnsubscribeRequestSchema>;

/**
 * Both are successes: a second click of the same link finds the visitor already unsubscribed, which is what they
 * wanted, so it is no error, only a different message.
 */
export const UNSUBSCRIBE_STATUSES = ['UNSUBSCRIBED', 'ALREADY_UNSUBSCRIBED'] as const;
export type UnsubscribeStatus = (typeof UNSUBSCRIBE_STATUSES)[number];

/** The answer's `data`: no e-mail and never the token, since whoever holds a forwarded link may read it. */
export const newsletterUnsubscriptionSchema = v.object({
  status: v.picklist(UNSUBSCRIBE_STATUSES),
  /** when the subscriber left: now, or the first time for ALREADY_UNSUBSCRIBED */
  unsubscribed_at: isoDateTimeSchema,
});
export type NewsletterUnsubscription = v.InferOutput<typeof newsletterUnsubscriptionSchema>;

/** The refusals of a token that was well formed (a missing or oversized one is 400 VALIDATION_ERROR fields.token). */
export const UNSUBSCRIBE_ERRORS = {
  /** 400: no subscription has this token */
  invalid: 'UNSUBSCRIBE_TOKEN_INVALID',
  /** 410: the link's validity is over */
  expired: 'UNSUBSCRIBE_TOKEN_EXPIRED',
} as const;
