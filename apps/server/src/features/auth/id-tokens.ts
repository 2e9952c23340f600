import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { usedIdTokens } from '../../platform/db/schema.js';
import { unauthenticated } from '../../platform/http/errors.js';

/**
 * The ID token our identity step hands to the opener (built-in accounts and OpenID Connect alike):
 * a short-lived HS256 JWT naming the account, traded for a session by POST /api/login.
 */
const ID_TOKEN_TTL_SECONDS = 5 * 60;
const ISSUER = 'storybook';
/** Only POST /api/login accepts it; other tokens we sign carry other audiences. */
export const ID_TOKEN_AUDIENCE = 'storybook:login';

export interface IdTokenClaims {
  userId: string;
  email: string;
}

/** What `verifyIdToken` also tells: the token's own id and when it expires, to spend it once. */
export interface VerifiedIdToken extends IdTokenClaims {
  jti: string;
  expiresAt: Date;
}

export async function issueIdToken(key: Uint8Array, claims: IdTokenClaims & { name: string }): Promise<string> {
  return new SignJWT({ email: claims.email, name: claims.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(ID_TOKEN_AUDIENCE)
    .setSubject(claims.userId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

/** The account an ID token names; 401 when it is expired, tampered with or signed by another key. */
export async function verifyIdToken(key: Uint8Array, token: string): Promise<VerifiedIdToken> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: ID_TOKEN_AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.jti !== 'string' || !payload.exp) {
      throw new errors.JWTInvalid('claims missing');
    }
    return { userId: payload.sub, email: payload.email, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthenticated('Your sign-in has expired. Please sign in again.');
    if (error instanceof errors.JOSEError) throw unauthenticated('This sign-in is not valid. Please sign in again.');
    throw error;
  }
}

/**
 * Spends an ID token: the first trade for a session wins, a second one (a replayed or leaked
 * token within its five minutes) is refused. Kept in the database, so every server agrees.
 */
export async function spendIdToken(db: Db, token: VerifiedIdToken): Promise<void> {
  await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, sql`now()`));
  const spent = await db
    .insert(usedIdTokens)
    .values({ jti: token.jti, expiresAt: token.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedIdTokens.jti });
  if (spent.length === 0) throw unauthenticated('This sign-in was already used. Please sign in again.');
}
