import type { User } from '@storybook/contract';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { forbidden, unauthenticated } from '../../platform/http/errors.js';
import { findUserById, markFirstSignIn, toUserResponse } from './accounts.js';
import { spendIdToken, verifyIdToken } from './id-tokens.js';
import { createSession, revokeSession } from './sessions.js';

export interface SignInDeps {
  db: Db;
  config: Pick<Config, 'sessionTtlDays' | 'adminEmails'>;
  signingKey: () => Promise<Uint8Array>;
}

export interface SignedIn {
  /** True on the account's first sign-in (POST /login answers 201), even under a race. */
  first: boolean;
  session: { token: string; expiresAt: Date };
  user: User;
}

/**
 * SPEC §7 POST /login: trades the identity step's ID token (once) for a session. The bearer, when
 * sent, must be that same token; the email must be the token's. A session this browser still holds
 * (another account, say) ends here rather than lingering.
 */
export async function signInWithIdToken(
  deps: SignInDeps,
  input: { bearer: string | null; idToken: string; email: string; previousSession: string | undefined },
): Promise<SignedIn> {
  if (input.bearer && input.bearer !== input.idToken) throw unauthenticated('The bearer token and the idToken differ.');
  const claims = await verifyIdToken(await deps.signingKey(), input.idToken);
  if (claims.email.toLowerCase() !== input.email) throw forbidden('This email does not match your sign-in.');
  const user = await findUserById(deps.db, claims.userId);
  if (!user) throw unauthenticated('This account no longer exists.');
  await spendIdToken(deps.db, claims);

  if (input.previousSession) await revokeSession(deps.db, input.previousSession);
  const first = await markFirstSignIn(deps.db, user.id);
  const session = await createSession(deps.db, user.id, deps.config.sessionTtlDays);
  return { first, session, user: toUserResponse(user, deps.config.adminEmails) };
}
