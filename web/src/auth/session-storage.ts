// The auth module alone: the login page reads the session without building every resource's schemas.
import { userDataSchema, type Session, type UserData } from '@cmms/contracts/auth';
import { readJson, readText, removeKey, writeText } from '../lib/storage';

/** Storage keys fixed by the spec (point 9); other tools and the real console read the same keys. */
export const STORAGE_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  roleType: 'role_type',
} as const;

export function storedUserData(): UserData | null {
  const parsed = userDataSchema.safeParse(readJson(STORAGE_KEYS.userData));
  return parsed.success ? parsed.data : null;
}

export const storedAccessToken = (): string | null => readText(STORAGE_KEYS.accessToken);
export const storedRefreshToken = (): string | null => readText(STORAGE_KEYS.refreshToken);

export const isSignedIn = (): boolean => storedAccessToken() !== null && storedUserData() !== null;

export function storeSession(session: Session): void {
  writeText(STORAGE_KEYS.userData, JSON.stringify(session.userData));
  writeText(STORAGE_KEYS.accessToken, session.accessToken);
  writeText(STORAGE_KEYS.refreshToken, session.refreshToken);
  writeText(STORAGE_KEYS.roleType, session.userData.role);
}

export function storeTokens(accessToken: string, refreshToken: string): void {
  writeText(STORAGE_KEYS.accessToken, accessToken);
  writeText(STORAGE_KEYS.refreshToken, refreshToken);
}

/** Logout clears exactly these four keys (spec point 4); layout settings survive. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) removeKey(key);
}
