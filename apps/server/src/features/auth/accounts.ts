import type { User } from '@storybook/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';
import { conflict } from '../../platform/http/errors.js';
import { toUser } from '../profile/index.js';
import { isAdministrator, storedAdminFlag } from './admins.js';

export type UserRow = typeof users.$inferSelect;

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';

// Any fixed number: the lock that makes "is this the first account?" and its insert one step.
const FIRST_ACCOUNT_LOCK = 7_314_021;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * Creates an account, the install's first one as the admin (`storedAdminFlag`). A transaction-scoped
 * advisory lock serialises account creation, so two people signing up at once cannot both be "first". 409 when the email is taken.
 */
export async function createUser(
  db: Db,
  fields: { email: string; name: string; passwordHash?: string | null; avatarUrl?: string | null },
  adminEmails: string[],
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
      const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
      const [row] = await tx
        .insert(users)
        .values({
          email: fields.email,
          name: fields.name,
          passwordHash: fields.passwordHash ?? null,
          avatarUrl: fields.avatarUrl ?? null,
          isAdmin: storedAdminFlag(adminEmails, !existing),
        })
        .returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Records the account's first session. True only for the call that records it, which is how
 * POST /api/login tells a first sign-in (201) from a returning one (200), even under a race.
 */
export async function markFirstSignIn(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ firstSignInAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.firstSignInAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The user as the API shows it. */
export function toUserResponse(row: UserRow, adminEmails: string[]): User {
  return toUser(row, isAdministrator(row, adminEmails));
}
