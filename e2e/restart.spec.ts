import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { openDatabase, queryRows } from '../apps/server/dist/platform/db/client.js';
import { signUp } from './auth.js';
import { freshDataDir, startServer } from './server.js';

const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/server/drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

test('the embedded database keeps accounts when the server stops and starts again', async ({ page }) => {
  // Two server starts (each may take up to startServer's 60 s on a busy machine) and a database opened.
  test.setTimeout(150_000);
  const dataDir = freshDataDir();
  const password = 'a long enough password';

  const first = await startServer({ dataDir });
  const { email } = await signUp(page, first.url, { name: 'Kept Parent', password });
  // SIGTERM closes the database cleanly and exits with 0.
  expect(await first.stop()).toBe(0);

  const second = await startServer({ dataDir });
  try {
    const signedIn = await page.request.post(`${second.url}/api/auth/local/login`, { data: { email, password } });
    expect(signedIn.status()).toBe(200);
    const identity = (await signedIn.json()) as { displayName: string; idToken: string };
    expect(identity.displayName).toBe('Kept Parent');
    // 200, not 201: the server remembers this account has signed in before.
    const login = await page.request.post(`${second.url}/api/login`, {
      headers: { authorization: `Bearer ${identity.idToken}` },
      data: { name: identity.displayName, email, idToken: identity.idToken },
    });
    expect(login.status()).toBe(200);

    await page.goto(second.url);
    await expect(page.getByRole('link', { name: /storybook/i }).first()).toBeVisible();
  } finally {
    expect(await second.stop()).toBe(0);
  }

  // Restarting applied no migration twice.
  const database = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/db` });
  try {
    const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(rows).toEqual([{ n: journal.entries.length }]);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
