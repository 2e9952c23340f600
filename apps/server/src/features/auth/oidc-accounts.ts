import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { identities } from '../../platform/db/schema.js';
import { createUser, findUserByEmail, findUserById, type UserRow } from './accounts.js';
import type { OidcProfile } from './oidc-client.js';

/** A sign-in the issuer completed but we cannot accept; the message is shown to the person. */
export class OidcAccountError extends Error {}

/**
 * The account of an issuer's user: found by (issuer, subject) in `identities`, else an existing
 * account with the same email when the issuer says it verified that email, else a new account.
 * An unverified email never joins an existing account: anyone could claim someone else's address.
 */
export async function findOrCreateOidcUser(db: Db, profile: OidcProfile, adminEmails: string[]): Promise<UserRow> {
  const [linked] = await db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.issuer, profile.issuer), eq(identities.subject, profile.subject)))
    .limit(1);
  if (linked) {
    const user = await findUserById(db, linked.userId);
    if (user) return user;
  }

  if (!profile.email) throw new OidcAccountError('Your account has no email address to sign in with.');
  let user = await findUserByEmail(db, profile.email);
  if (user && !profile.emailVerified) {
    throw new OidcAccountError('An account with this email already exists and the email is not verified.');
  }
  user ??= await createUser(
    db,
    {
      email: profile.email,
      name: profile.name ?? profile.email.split('@')[0]!,
      avatarUrl: profile.picture?.startsWith('https://') ? profile.picture : null,
    },
    adminEmails,
  );
  // Two first sign-ins racing: the second insert is a no-op and both end with the same link.
  await db.insert(identities).values({ issuer: profile.issuer, subject: profile.subject, userId: user.id }).onConflictDoNothing();
  return user;
}
