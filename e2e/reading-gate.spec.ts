import { signUp } from './auth.js';
import { saveStoryByApi } from './seed-api.js';
import { expect, test } from './reader-fixtures.js';

// SPEC §4, §6, §9: an anonymous reader reads free for 10 minutes from the stored start, checked
// every second; then a prompt asks to log in and its button leads to /login. The test moves the
// page's clock; the product keeps its 10 minutes.

const FREE_READING_MS = 600_000;

test('an anonymous reader is asked to log in 10 minutes after starting to read', async ({ page, browser, baseURL }) => {
  const author = await browser.newContext();
  const authorPage = await author.newPage();
  const writer = await signUp(authorPage, baseURL!);
  const id = await saveStoryByApi(authorPage.request, baseURL!, writer, { title: 'The Ten Minute Tale', pictures: [] });
  await author.close();

  const installed = new Date('2026-05-01T09:00:00Z').getTime();
  await page.clock.install({ time: installed });
  await page.goto(`/story/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Ten Minute Tale' })).toBeVisible();
  // The first story opened stores when the free reading began (once the app has started: the
  // heading is there before, drawn by the server).
  const stored = () => page.evaluate(() => localStorage.getItem('story_reading_start_time'));
  await expect.poll(stored).not.toBeNull();
  const started = Number(await stored());
  expect(started).toBeGreaterThanOrEqual(installed);
  expect(started).toBeLessThan(installed + 30_000);

  // From here on the clock moves only when the test says so: paused a little ahead of the page's
  // clock (on a busy machine more than a second may already have passed since the start).
  const pausedAt = Math.max(started + 1000, (await page.evaluate(() => Date.now())) + 2000);
  await page.clock.pauseAt(pausedAt);
  const prompt = page.getByRole('alertdialog', { name: 'Your free reading time is up' });
  await page.clock.runFor(started + FREE_READING_MS - 1000 - pausedAt);
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('list', { name: 'Story' })).toBeVisible();

  await page.clock.runFor(1000);
  // Time up; let the page's own timers (rendering) run again.
  await page.clock.resume();
  await expect(prompt).toBeVisible();
  // The story behind it can no longer be used.
  await expect(page.getByRole('button', { name: 'Export as PDF' })).toBeHidden();

  // A reload does not give the time back: the start is stored.
  await page.reload();
  await expect(prompt).toBeVisible();

  await prompt.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});
