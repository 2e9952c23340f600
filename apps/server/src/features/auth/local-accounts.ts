import type { LocalLoginBody, LocalRegisterBody } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { conflict, unauthenticated } from '../../platform/http/errors.js';
import { createUser, EMAIL_TAKEN_MESSAGE, findUserByEmail, type UserRow } from './accounts.js';
import { hashForUnknownAccount, hashPassword, verifyPassword } from './passwords.js';

/** One message for an unknown email and a wrong password, so it never tells which accounts exist. */
const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';

/** Built-in accounts: sign-up and password sign-in. */
export async function registerLocalAccount(db: Db, body: LocalRegisterBody, adminEmails: string[]): Promise<UserRow> {
  // Checked first so a taken email answers without spending a password hash.
  if (await findUserByEmail(db, body.email)) throw conflict(EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(body.password);
  return createUser(db, { email: body.email, name: body.name, passwordHash }, adminEmails);
}

export async function signInLocalAccount(db: Db, body: LocalLoginBody): Promise<UserRow> {
  const user = await findUserByEmail(db, body.email);
  // Accounts of an OpenID Connect issuer have no password and fail the same way.
  const hash = user?.passwordHash ?? (await hashForUnknownAccount());
  const matches = await verifyPassword(body.password, hash);
  if (!user?.passwordHash || !matches) throw unauthenticated(WRONG_CREDENTIALS_MESSAGE);
  return user;
}
