import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { sessions, users } from '../../platform/db/schema.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { isAdministrator } from './admins.js';

export const SESSION_COOKIE = 'storybook_session';

/** Only the hash is stored, so a copy of the table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(db: Db, userId: string, ttlDays: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user of a live session, or null for an unknown, revoked or expired token. */
export async function findSessionUser(db: Db, token: string, adminEmails: string[]): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return { ...row, isAdmin: isAdministrator(row, adminEmails) };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
