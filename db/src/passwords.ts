import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = 16384;

const format = (salt: Buffer, hash: Buffer) => `scrypt$${COST}$${salt.toString('hex')}$${hash.toString('hex')}`;

/** `scrypt$<cost>$<salt hex>$<hash hex>`; a fixed salt is only for deterministic seeds. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N: COST }));
}

/** The same hash computed on libuv's thread pool: a server hashes this way, never on its event loop. */
export function hashPasswordAsync(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: COST }, (error, hash) =>
      error ? reject(error) : resolve(format(salt, hash)),
    ),
  );
}

/** A stored value no password matches: the account signs in only after someone sets a password. */
export const UNUSABLE_PASSWORD = '!';

interface Stored {
  cost: number;
  salt: Buffer;
  expected: Buffer;
}

function parse(stored: string): Stored | null {
  const [scheme, cost, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !saltHex || !hashHex) return null;
  return { cost: Number(cost), salt: Buffer.from(saltHex, 'hex'), expected: Buffer.from(hashHex, 'hex') };
}

const same = (actual: Buffer, expected: Buffer) =>
  actual.length === expected.length && timingSafeEqual(actual, expected);

export function verifyPassword(password: string, stored: string): boolean {
  const s = parse(stored);
  return s !== null && same(scryptSync(password, s.salt, s.expected.length, { N: s.cost }), s.expected);
}

/**
 * The same check on libuv's thread pool: a login's ~40 ms of hashing no longer stops every other
 * request the server is answering.
 */
export function checkPassword(password: string, stored: string): Promise<boolean> {
  const s = parse(stored);
  if (!s) return Promise.resolve(false);
  return new Promise((resolve, reject) =>
    scrypt(password, s.salt, s.expected.length, { N: s.cost }, (error, actual) =>
      error ? reject(error) : resolve(same(actual, s.expected)),
    ),
  );
}
