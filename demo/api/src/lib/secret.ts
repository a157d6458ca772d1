import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when `given` is the configured secret; compared as digests, so the time taken tells nothing of either. */
export function sameSecret(given: string | null | undefined, expected: string | null | undefined): boolean {
  return Boolean(expected && given && timingSafeEqual(digest(given), digest(expected)));
}
