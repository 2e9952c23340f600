import type { FastifyInstance } from 'fastify';
import { users } from '../platform/db/schema.js';
import { createSession } from '../features/auth/index.js';
import { buildTestApp } from './app.js';
import type { TestDatabaseKind } from './databases.js';

export interface SignedIn {
  user: typeof users.$inferSelect;
  token: string;
  /** Headers that make a request act as this user. */
  headers: { authorization: string };
}

let counter = 0;

/** A user with a live session, made directly in the database (sign-in itself is tested over HTTP). */
export async function signIn(
  app: FastifyInstance,
  fields: { email?: string; name?: string; isAdmin?: boolean } = {},
): Promise<SignedIn> {
  counter += 1;
  const [user] = await app.database.db
    .insert(users)
    .values({
      email: fields.email ?? `parent${counter}@example.org`,
      name: fields.name ?? `Parent ${counter}`,
      isAdmin: fields.isAdmin ?? false,
    })
    .returning();
  const { token } = await createSession(app.database.db, user!.id, app.config.sessionTtlDays);
  return { user: user!, token, headers: { authorization: `Bearer ${token}` } };
}

/** The start of most API tests: the app on `kind` (emptied) with Ann and Bob signed in. */
export async function appWithAnnAndBob(kind: TestDatabaseKind): Promise<{ app: FastifyInstance; ann: SignedIn; bob: SignedIn }> {
  const app = await buildTestApp(kind);
  const ann = await signIn(app, { email: 'ann@example.org' });
  const bob = await signIn(app, { email: 'bob@example.org' });
  return { app, ann, bob };
}
