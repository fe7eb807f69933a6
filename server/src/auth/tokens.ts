import { SignJWT, jwtVerify } from 'jose';
import { createHash, randomUUID } from 'node:crypto';

export interface TokenConfig {
  secret: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export type TokenKind = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  /** The sign-in (auth_sessions row) the token belongs to; closing it ends the token. */
  sessionId: number;
  kind: TokenKind;
  jti: string;
}

const ISSUER = 'cmms-mock';

/** Signs a real HS256 JWT; `typ` separates access from refresh tokens so one cannot stand for the other. */
export async function signToken(
  config: TokenConfig,
  userId: number,
  sessionId: number,
  kind: TokenKind,
): Promise<{ token: string; expiresAt: Date }> {
  const ttl = kind === 'access' ? config.accessTtlSeconds : config.refreshTtlSeconds;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  const token = await new SignJWT({ typ: kind, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(config.secret);
  return { token, expiresAt };
}

/** Returns the claims of a valid, unexpired token of the expected kind, otherwise null. */
export async function verifyToken(config: TokenConfig, token: string, kind: TokenKind): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, config.secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (payload.typ !== kind || !Number.isInteger(userId) || !payload.jti) return null;
    if (typeof sessionId !== 'number' || !Number.isInteger(sessionId)) return null;
    return { userId, sessionId, kind, jti: payload.jti };
  } catch {
    return null;
  }
}

/** Refresh tokens are stored as hashes so a copied database cannot replay them. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
