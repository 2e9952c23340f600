import { sql } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { openDatabase, queryRows } from '../apps/server/dist/db/client.js';
import { freshDataDir, startServer } from './server.js';

async function withDatabase<T>(dataDir: string, work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/db` });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

test('the embedded database keeps its data when the server stops and starts again', async ({ page }) => {
  const dataDir = freshDataDir();

  const first = await startServer({ dataDir });
  expect((await (await fetch(`${first.url}/api/health`)).json()).database).toBe('up');
  // SIGTERM closes the database cleanly and exits with 0.
  expect(await first.stop()).toBe(0);

  await withDatabase(dataDir, (db) => db.execute(sql`insert into users (email, name) values ('kept@example.org', 'Kept Parent')`));

  const second = await startServer({ dataDir });
  try {
    await page.goto(second.url);
    await expect(page.getByRole('link', { name: /storybook/i }).first()).toBeVisible();
    expect((await (await fetch(`${second.url}/api/health`)).json()).database).toBe('up');
  } finally {
    expect(await second.stop()).toBe(0);
  }

  const emails = await withDatabase(dataDir, (db) => queryRows(db, sql`select email from users`));
  expect(emails).toEqual([{ email: 'kept@example.org' }]);
  const migrations = await withDatabase(dataDir, (db) => queryRows(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  expect(migrations).toEqual([{ n: 2 }]);
});
