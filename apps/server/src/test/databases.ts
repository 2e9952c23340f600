import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db/client.js';

/**
 * The databases a test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Each Vitest worker keeps one database of each kind (creating PGlite takes seconds) and tests
 * reset its tables instead of making new databases.
 */
export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const opened = new Map<TestDatabaseKind, Promise<Database>>();

export function testDatabase(kind: TestDatabaseKind): Promise<Database> {
  let database = opened.get(kind);
  if (!database) {
    database = kind === 'pglite' ? openPglite() : openPostgres();
    opened.set(kind, database);
  }
  return database;
}

async function openPglite(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  return database;
}

/** A database of this worker's own beside the one TEST_DATABASE_URL names, so workers never collide. */
async function openPostgres(): Promise<Database> {
  const url = await createScratchPostgres(`w${process.env.VITEST_POOL_ID ?? '0'}`);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await database.migrate();
  return database;
}

/** Drops and creates `<base>_<suffix>` next to TEST_DATABASE_URL's database and returns its URL. */
export async function createScratchPostgres(suffix: string): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(adminUrl);
  const name = `${url.pathname.slice(1) || 'storybook_test'}_${suffix}`.replace(/[^a-zA-Z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** Empties every table a test can write to; the seeded feedback questions stay. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`
    TRUNCATE users, identities, sessions, children, cartoon_images, stories, story_lines, likes,
      ratings, comments, story_views, quiz_questions, quiz_attempts, feedback_responses, moderation_decisions,
      contact_messages, rate_limits, used_id_tokens RESTART IDENTITY CASCADE`);
}
