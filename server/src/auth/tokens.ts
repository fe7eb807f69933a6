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

/**
 * Tokens whose signature was checked, with their expiry, per secret (issue 27: the HMAC check through
 * WebCrypto was a fifth of the server's CPU under 100 connections, every request checking the same few
 * tokens). A signature that verified once verifies again; the expiry is still checked on every use, and
 * whether the session is open is the caller's statement, every time.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; expiresMs: number }>>();
const VERIFIED_KEPT = 1000;

/** Returns the claims of a valid, unexpired token of the expected kind, otherwise null. */
export async function verifyToken(config: TokenConfig, token: string, kind: TokenKind): Promise<TokenClaims | null> {
  let kept = verified.get(config.secret);
  if (!kept) verified.set(config.secret, (kept = new Map()));
  const known = kept.get(token);
  if (known && known.claims.kind === kind && Date.now() < known.expiresMs) return known.claims;
  try {
    const { payload } = await jwtVerify(token, config.secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (payload.typ !== kind || !Number.isInteger(userId) || !payload.jti) return null;
    if (typeof sessionId !== 'number' || !Number.isInteger(sessionId)) return null;
    const claims: TokenClaims = { userId, sessionId, kind, jti: payload.jti };
    if (typeof payload.exp === 'number') {
      kept.set(token, { claims, expiresMs: payload.exp * 1000 });
      if (kept.size > VERIFIED_KEPT) kept.delete(kept.keys().next().value as string);
    }
    return claims;
  } catch {
    return null;
  }
}

/** Refresh tokens are stored as hashes so a copied database cannot replay them. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
