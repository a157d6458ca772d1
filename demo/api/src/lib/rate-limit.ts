import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { clearFailures, countFailure, dropFailures, failureKey, sweepFailures } from './failed-attempts';
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
  succeeded(): Promise<void>;
  /** It was not a guess after all (say, the cart did not exist): it counts for nothing. */
  cancel(): Promise<void>;
}

/** Seconds until a full key may try again: when the earliest of the failures that fill it leaves the window (≥ 1). */
export function waitSeconds(filledAt: readonly Date[], now: Date, windowMs: number): number {
  const wait = Math.max(...filledAt.map((at) => at.getTime() + windowMs - now.getTime()));
  return Math.max(1, Math.ceil(wait / 1000));
}

/** How often a process deletes the failures that left the window. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Failed attempts kept in the database (lib/failed-attempts.ts), so the limits are the same whatever the number of API
 * processes on it, and survive a restart. Time is the app clock, so tests move it instead of waiting.
 */
export class AttemptLimiter {
  private nextSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limits: typeof ATTEMPT_LIMITS = ATTEMPT_LIMITS,
    /** told of each refusal (the metrics) */
    private readonly onRefused: (kind: AttemptKind) => void = () => {},
  ) {}

  /**
   * Refuses with 429 TOO_MANY_ATTEMPTS (and Retry-After) when the account or the client is over its limit, else
   * counts the attempt as failed at once, before any work, so a burst of parallel guesses cannot all slip through.
   */
  async begin(kind: AttemptKind, who: { account: string; client: string }, fields?: Fields): Promise<Attempt> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - this.limits.windowMs);
    const account = failureKey(kind, 'account', who.account);
    const client = failureKey(kind, 'client', who.client);
    const counted = await countFailure(
      this.db,
      kind,
      [
        { key: account, limit: this.limits.perAccount },
        { key: client, limit: this.limits.perClient },
      ],
      now,
      since,
    );
    if ('full' in counted) {
      this.onRefused(kind);
      throw tooManyAttempts(waitSeconds(counted.full, now, this.limits.windowMs), fields);
    }
    if (now.getTime() >= this.nextSweep) {
      this.nextSweep = now.getTime() + SWEEP_EVERY_MS;
      await sweepFailures(this.db, since);
    }
    return {
      succeeded: () => clearFailures(this.db, kind, account, counted.ids),
      cancel: () => dropFailures(this.db, counted.ids),
    };
  }
}
