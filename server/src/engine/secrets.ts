import type { ResourceDecl } from '@cmms/contracts';
import { hashPasswordAsync } from '@cmms/db';

/** A password already hashed off the event loop; the write stores it as it is. */
export class HashedSecret {
  constructor(readonly hash: string) {}
}

/**
 * Hashes the validated values' passwords on libuv's thread pool (scrypt takes tens of milliseconds
 * and would stall every other request). Null when there is nothing to hash.
 */
export async function hashSecrets(
  r: ResourceDecl,
  values: Record<string, unknown>,
): Promise<Record<string, HashedSecret> | null> {
  const keys = Object.keys(values).filter(
    (key) => r.fields[key]?.kind === 'password' && typeof values[key] === 'string',
  );
  if (keys.length === 0) return null;
  const hashes = await Promise.all(keys.map((key) => hashPasswordAsync(values[key] as string)));
  return Object.fromEntries(keys.map((key, i) => [key, new HashedSecret(hashes[i]!)]));
}
