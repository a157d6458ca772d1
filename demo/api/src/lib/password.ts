import { TEXT_LIMITS } from '@oriel/core';
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { validation } from './errors';

const scrypt = (password: BinaryLike, salt: BinaryLike, keylen: number) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, (err, key) => (err ? reject(err) : resolve(key))));

/**
 * scrypt's work grows with the password (a 5 MB one took 7 s): past core's TEXT_LIMITS.password (its schemas refuse
 * it first) nothing is hashed, whichever route asks, a login included (400 fields.password: "password_too_long").
 */
function refuseTooLong(password: string) {
  if (password.length > TEXT_LIMITS.password) throw validation({ password: 'password_too_long' }, `A password has at most ${TEXT_LIMITS.password} characters`);
}

/** scrypt with a per-password random salt, stored as "scrypt$salt$hash" (base64url). */
export async function hashPassword(password: string): Promise<string> {
  refuseTooLong(password);
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  refuseTooLong(password);
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/**
 * A real scrypt hash of a random password nobody knows. Login verifies an unknown e-mail's password against it, so that
 * path costs the same work as a known e-mail's wrong password and its answer time does not tell which e-mails exist.
 */
export const dummyPasswordHash = (): Promise<string> => (dummy ??= hashPassword(randomBytes(16).toString('base64url')));

/** Bearer tokens are opaque random strings; only their sha256 is stored, so a database leak yields no usable session. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
