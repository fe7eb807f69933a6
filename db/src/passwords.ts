import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = 16384;

/** `scrypt$<cost>$<salt hex>$<hash hex>`; a fixed salt is only for deterministic seeds. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST });
  return `scrypt$${COST}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

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
