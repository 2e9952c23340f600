import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDirectory } from '../../test/temp-dir.js';
import { createScratchPostgres, resetDatabase, testDatabase, testDatabaseKinds } from '../../test/databases.js';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { migrationsFolder, openDatabase, queryRows, type Database } from './client.js';
import * as schema from './schema.js';
import { feedbackQuestions, likes, ratings, stories, storyLines, storyListVersion, storyStatusCounts, users } from './schema.js';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
/** Every table schema.ts declares: the migrations must create exactly these. */
const declaredTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table).name)
  .sort();

async function aUser(database: Database, email = 'parent@example.org') {
  const [user] = await database.db.insert(users).values({ email, name: 'Pat Parent' }).returning();
  return user!;
}

async function aStory(database: Database, userId: string, fields: Partial<typeof stories.$inferInsert> = {}) {
  const [story] = await database.db
    .insert(stories)
    .values({
      userId,
      title: 'Mia and the Mummies',
      content: 'Mia travels to Egypt to learn about mummies.',
      status: 'public',
      tag: ['egypt', 'history'],
      ...fields,
    })
    .returning();
  return story!;
}

describe.each(testDatabaseKinds)('schema on %s', (kind) => {
  let database: Database;
  beforeEach(async () => {
    database = await testDatabase(kind);
    await resetDatabase(database);
  });

  it('applies migrations again without change', async () => {
    await database.migrate();
    await database.migrate();
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(row!.n).toBe(journal.entries.length);
  });

  it('keeps the story counts per status exact through bulk inserts, status changes, deletes and truncation', async () => {
    const expectCountsToMatch = async () => {
      const counted = await queryRows<{ status: string; n: number }>(
        database.db,
        sql`select status::text, count(*)::int as n from stories group by status`,
      );
      const kept = await database.db.select().from(storyStatusCounts);
      const expected = Object.fromEntries(['public', 'private', 'pending', 'rejected'].map((s) => [s, 0]));
      for (const row of counted) expected[row.status] = row.n;
      expect(Object.fromEntries(kept.map((row) => [row.status, row.count]))).toEqual(expected);
    };
    const ann = await aUser(database);
    const bea = await aUser(database, 'bea@example.org');
    const base = { title: 'T', content: 'C' };
    await database.db.insert(stories).values([
      { ...base, userId: ann.id, status: 'public' },
      { ...base, userId: ann.id, status: 'public' },
      { ...base, userId: ann.id, status: 'pending' },
      { ...base, userId: bea.id, status: 'private' },
      { ...base, userId: bea.id, status: 'public' },
    ]);
    await expectCountsToMatch();
    await database.db.update(stories).set({ status: 'public' }).where(eq(stories.status, 'pending'));
    // Counters that are not the status leave the counts alone.
    await database.db.update(stories).set({ views: sql`${stories.views} + 1` });
    await expectCountsToMatch();
    await database.db.delete(users).where(eq(users.id, bea.id));
    await expectCountsToMatch();
    await resetDatabase(database);
    await expectCountsToMatch();
  });

  it('moves the story list version on every change to which stories are listed or their cards, not on counters', async () => {
    const version = async () => (await database.db.select().from(storyListVersion))[0]!.version;
    const ann = await aUser(database);
    let last = await version();
    const expectMoved = async (moved: boolean) => {
      const now = await version();
      expect(now > last).toBe(moved);
      last = now;
    };
    const story = await aStory(database, ann.id);
    await expectMoved(true);
    await database.db.update(stories).set({ views: 5, likes: 2 }).where(eq(stories.id, story.id));
    await expectMoved(false);
    await database.db.update(stories).set({ status: 'private' }).where(eq(stories.id, story.id));
    await expectMoved(true);
    await database.db.update(stories).set({ title: 'New title' }).where(eq(stories.id, story.id));
    await expectMoved(true);
    await database.db.delete(stories).where(eq(stories.id, story.id));
    await expectMoved(true);
  });

  it('seeds the five parent and five child feedback questions of SPEC §9', async () => {
    const rows = await database.db
      .select()
      .from(feedbackQuestions)
      .orderBy(feedbackQuestions.audience, feedbackQuestions.position);
    expect(rows.filter((q) => q.audience === 'parent')).toHaveLength(5);
    expect(rows.filter((q) => q.audience === 'child')).toHaveLength(5);
    const comparisons = rows.filter((q) => q.options !== null);
    expect(comparisons).toHaveLength(2);
    for (const q of comparisons) expect(q.options).toEqual(['Much worse', 'Worse', 'Neutral', 'Better', 'Much better']);
  });

  it('keeps one account per email whatever its case', async () => {
    await aUser(database, 'Sam@Example.org');
    await expect(aUser(database, 'sam@example.org')).rejects.toThrow();
  });

  it('allows one like and one rating per user per story, ratings 1 to 5', async () => {
    const user = await aUser(database);
    const story = await aStory(database, user.id);
    await database.db.insert(likes).values({ userId: user.id, storyId: story.id });
    await expect(database.db.insert(likes).values({ userId: user.id, storyId: story.id })).rejects.toThrow();
    await expect(database.db.insert(ratings).values({ userId: user.id, storyId: story.id, value: 6 })).rejects.toThrow();
    await expect(database.db.insert(ratings).values({ userId: user.id, storyId: story.id, value: 0 })).rejects.toThrow();
    await database.db.insert(ratings).values({ userId: user.id, storyId: story.id, value: 5 });
    await expect(database.db.insert(ratings).values({ userId: user.id, storyId: story.id, value: 4 })).rejects.toThrow();
  });

  it('refuses a story status outside public, private, pending, rejected', async () => {
    const user = await aUser(database);
    await expect(
      database.db.execute(sql`insert into stories (user_id, title, content, status) values (${user.id}, 't', 'c', 'draft')`),
    ).rejects.toThrow();
    for (const status of ['public', 'private', 'pending', 'rejected'] as const) await aStory(database, user.id, { status });
  });

  it('removes a user’s stories, lines and likes with the user', async () => {
    const user = await aUser(database);
    const story = await aStory(database, user.id);
    await database.db.insert(storyLines).values({ storyId: story.id, position: 0, line: 'Once upon a time.' });
    await database.db.insert(likes).values({ userId: user.id, storyId: story.id });
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await database.db.select().from(stories)).toHaveLength(0);
    expect(await database.db.select().from(storyLines)).toHaveLength(0);
    expect(await database.db.select().from(likes)).toHaveLength(0);
  });

  it('finds stories by words of their title, tags and content', async () => {
    const user = await aUser(database);
    await aStory(database, user.id);
    await aStory(database, user.id, { title: 'The Lighthouse Cat', content: 'A cat keeps the light burning.', tag: ['sea'] });
    const search = async (q: string) =>
      (
        await database.db
          .select({ title: stories.title })
          .from(stories)
          .where(sql`${stories.search} @@ websearch_to_tsquery('english', ${q})`)
      ).map((r) => r.title);
    expect(await search('mummy')).toEqual(['Mia and the Mummies']);
    expect(await search('history')).toEqual(['Mia and the Mummies']);
    expect(await search('burning')).toEqual(['The Lighthouse Cat']);
    expect(await search('dragons')).toEqual([]);
  });
});

describe('migrations on a fresh database', () => {
  const toClose: Database[] = [];
  afterAll(async () => {
    for (const d of toClose) await d.close();
  });

  it('create the whole schema on a new PGlite folder, and keep data across a reopen', async () => {
    const dataDir = temporaryDirectory('db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await aUser(first, 'keep@example.org');
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    toClose.push(again);
    await again.migrate();
    expect((await again.db.select().from(users)).map((u) => u.email)).toEqual(['keep@example.org']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('create the whole schema on a new PostgreSQL database', async () => {
    const url = await createScratchPostgres('fresh');
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    toClose.push(database);
    await database.migrate();
    await database.migrate();
    const tables = (
      await queryRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      )
    ).map((r) => r.table_name);
    expect(tables).toEqual(declaredTables);
  });
});
