import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSecrets } from '../db/schema.js';

const KEY_NAME = 'id-token-key';

/**
 * The HS256 key for the tokens this server signs: AUTH_SECRET when set, else a random key made
 * once and kept in the database, so every process on one PostgreSQL signs and verifies alike.
 * Loaded on first use and kept for the life of the process.
 */
export function createSigningKey(db: Db, authSecret: string | null): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | undefined;
  return () => {
    key ??= (authSecret ? Promise.resolve(authSecret) : storedSecret(db)).then(
      (secret) => new TextEncoder().encode(secret),
      (error: unknown) => {
        key = undefined; // a passing database hiccup must not stick
        throw error;
      },
    );
    return key;
  };
}

async function storedSecret(db: Db): Promise<string> {
  // Two processes starting together both try; the first insert wins and both read its value.
  await db
    .insert(appSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  if (!row) throw new Error('the ID-token key could not be stored');
  return row.value;
}
