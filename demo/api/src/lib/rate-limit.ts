import type { Clock } from '../clock';
import { ApiError, type Fields } from './errors';

/**
 * The guessing limits, in one place (docs/security.md §3): within a sliding 15-minute window, 5 failed attempts per
 * account and 20 per client address, per kind of attempt (login, password link, registration of a taken address,
 * coupon code, voucher code, newsletter unsubscribe token). Over either, 429.
 */
export const ATTEMPT_LIMITS = { windowMs: 15 * 60_000, perAccount: 5, perClient: 20 } as const;

export type AttemptKind = 'login' | 'password_link' | 'register' | 'coupon' | 'voucher' | 'unsubscribe';

/**
 * The account an e-mail names at one organiser: accounts are per organiser, so are their counts (wrong passwords at
 * one organiser never hold the same address's logins at another).
 */
export const organiserAccount = (organiserId: number, email: string) => `${organiserId}:${email}`;

export const tooManyAttempts = (retryAfterSeconds: number, fields?: Fields) =>
  new ApiError(429, 'TOO_MANY_ATTEMPTS', `Too many attempts: try again in ${retryAfterSeconds} s`, fields, { 'Retry-After': String(retryAfterSeconds) });

/** One attempt in progress: already counted as a failure until it says otherwise. */
export interface Attempt {
  /** It worked: the account starts again from zero (the client keeps the count of its other failures). */
  succeeded(): void;
  /** It was not a guess after all (say, the cart did not exist): it counts for nothing. */
  cancel(): void;
}

/**
 * Failed attempts kept in memory, per app instance: a restart forgets them and two instances count apart, which the
 * demo's single process does not mind (a shared store would hold them for a fleet). Time is the app clock, so tests move
 * it instead of waiting.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: typeof ATTEMPT_LIMITS = ATTEMPT_LIMITS,
  ) {}

  /**
   * Refuses with 429 TOO_MANY_ATTEMPTS (and Retry-After) when the account or the client is over its limit, else
   * counts the attempt as failed at once, before any work, so a burst of parallel guesses cannot all slip through.
   */
  begin(kind: AttemptKind, who: { account: string; client: string }, fields?: Fields): Attempt {
    const now = this.clock.now().getTime();
    const account = `${kind}:account:${who.account}`;
    const client = `${kind}:client:${who.client}`;
    const wait = Math.max(this.waitMs(account, this.limits.perAccount, now), this.waitMs(client, this.limits.perClient, now));
    if (wait > 0) throw tooManyAttempts(Math.max(1, Math.ceil(wait / 1000)), fields);
    this.sweep(now);
    for (const key of [account, client]) this.failures.set(key, [...(this.failures.get(key) ?? []), now]);
    const drop = (key: string) => {
      const list = this.failures.get(key) ?? [];
      const i = list.lastIndexOf(now);
      if (i >= 0) list.splice(i, 1);
    };
    return {
      succeeded: () => {
        this.failures.delete(account);
        drop(client);
      },
      cancel: () => {
        drop(account);
        drop(client);
      },
    };
  }

  /** 0 when the key may try now, else how long until its oldest failure in the window leaves it. */
  private waitMs(key: string, limit: number, now: number): number {
    const recent = (this.failures.get(key) ?? []).filter((t) => t > now - this.limits.windowMs);
    this.failures.set(key, recent);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit]! + this.limits.windowMs - now;
  }

  /** Forgets keys with nothing left in the window, so memory follows recent activity, not history. */
  private sweep(now: number) {
    if (this.failures.size < 10_000) return;
    for (const [key, list] of this.failures) if (!list.some((t) => t > now - this.limits.windowMs)) this.failures.delete(key);
  }
}
