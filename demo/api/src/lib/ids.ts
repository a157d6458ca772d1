import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function encode(bytes: Uint8Array, length: number): string {
  // First char is a letter so cuids never look like integer ids (detail routes accept either).
  let out = ALPHABET[bytes[0]! % 26]!;
  for (let i = 1; i < length; i++) out += ALPHABET[bytes[i]! % 36]!;
  return out;
}

/** Seeded entities: a hash of kind + stable key, so a cuid never changes between runs, clocks or databases. */
export const stableCuid = (kind: string, key: string | number) => encode(createHash('sha256').update(`oriel:${kind}:${key}`).digest(), 24);

/** Runtime entities (carts, items, sessions' owners...): random. */
export const randomCuid = () => encode(randomBytes(24), 24);
